/**
 * Issue 25 item 1: an error thrown inside a remote's component reaches the monitoring receiver
 * with frames it resolves, with the release's source maps the composition uploaded (browsers never
 * get them), to the TypeScript file, function and line; the report carries the trail of the last
 * navigations and API calls without ids. The user's projects answer something unexpected (a null
 * entry), so the Users remote's own component throws while rendering.
 */
import { expect, test } from '@playwright/test';
import { localOrigins } from '@ottilia/shared-auth/local-env';
import { callApiAs } from '../support/api-as-user.js';
import { signIn } from '../support/sign-in.js';

interface Frame {
  function: string;
  abs_path: string;
  filename?: string;
  lineno: number;
  context_line?: string;
}
interface ReceivedEvent {
  release: string;
  tags: Record<string, string>;
  exception: { type: string; value: string; frames: Frame[] }[];
  breadcrumbs: { category: string; message: string; status: number | null }[];
}

test('a render error in a remote is reported with frames naming its TypeScript file, function and line', async ({ page }) => {
  await signIn(page, 'SUPER_ADMIN', '/users');
  const me = (await (await callApiAs(page, { method: 'GET', path: '/users/me' })).json()) as { eid: string };

  // browsers get no source map
  const mapAnswer = await page.request.get(`${localOrigins.remoteUsers}/remoteEntry.js.map`);
  expect(mapAnswer.status()).toBe(404);

  await page.route(`${localOrigins.api}/users/${me.eid}/projects`, (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({ status: 200, json: [null], headers: { 'access-control-allow-origin': localOrigins.app } })
      : route.continue(),
  );
  const reported = async () => {
    const events = (await (await callApiAs(page, { method: 'GET', path: '/dev/monitoring/events' })).json()) as ReceivedEvent[];
    return events.filter((event) => event.tags.kind === 'render' && event.tags.remote === 'remoteUsers');
  };
  // other suites' remote-users render errors may be there before it (released-remote-error.spec.ts)
  const before = (await reported()).length;
  await page.goto(`/users/${me.eid}`);

  await expect.poll(async () => (await reported()).length, { timeout: 20_000 }).toBeGreaterThan(before);
  const [event] = (await reported()).slice(-1);
  const [exception] = event!.exception;
  expect(exception!.type).toBe('TypeError');
  const thrower = exception!.frames.at(-1)!;
  expect(thrower).toMatchObject({ filename: 'src/features/users/user-projects.tsx', function: 'UserProjects' });
  expect(thrower.lineno).toBeGreaterThan(1);
  expect(thrower.context_line).toContain('project.uuid');
  expect(thrower.abs_path).toMatch(new RegExp(`^${localOrigins.remoteUsers}/.+\\.js$`));

  expect(event!.breadcrumbs).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ category: 'navigation', message: '/users/:id' }),
      expect.objectContaining({ category: 'fetch', message: 'GET /users/:id/projects', status: 200 }),
    ]),
  );
  expect(JSON.stringify(event)).not.toContain(me.eid);
});
