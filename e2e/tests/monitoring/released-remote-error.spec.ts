/**
 * Issue 35 item 5: a released remote is traceable. remote-users' release hands its hidden source
 * maps to monitoring under its own release name (scripts/release.mjs, again with
 * upload-source-maps.mjs: the local receiver forgets them when the API restarts); the
 * environment's composition pins that release on the release origin, and a render error in it
 * reaches monitoring naming the host's release and the area's, its frames resolved to the
 * TypeScript source line (the dist/-based twin: remote-error-frames.spec.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { localOrigins } from '@ottilia/shared-auth/local-env';
import { callApiAs } from '../support/api-as-user.js';
import { releases, repoRoot, runScript } from '../support/releases.js';
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
  exception: { type: string; frames: Frame[] }[];
}

const { version } = JSON.parse(readFileSync(path.join(repoRoot, 'remote-users/package.json'), 'utf8')) as { version: string };
const released = `${localOrigins.releases}/remote-users/${version}/`;

test.beforeAll(() => {
  test.setTimeout(600_000);
  if (!existsSync(path.join(releases, 'remote-users', version))) {
    expect(runScript('release.mjs', ['remote-users'])).toContain(`source maps handed to monitoring as remote-users@${version}`);
  }
  expect(runScript('upload-source-maps.mjs', ['remote-users', version])).toMatch(
    new RegExp(`[1-9]\\d* maps of remote-users ${version} handed to monitoring as remote-users@${version}`),
  );
});

test('a render error in a released remote is reported with both releases and frames resolved to its source line', async ({
  page,
  request,
}) => {
  const served = (await (await request.get(`${localOrigins.app}/composition.json`)).json()) as { apps: Record<string, unknown> };
  const { builtWith, ...manifest } = JSON.parse(
    readFileSync(path.join(releases, 'remote-users', version, 'public/route-manifest.json'), 'utf8'),
  ) as Record<string, unknown>;
  const composition = {
    ...served,
    environment: 'integration',
    releaseOrigins: [localOrigins.releases],
    apps: { ...served.apps, 'remote-users': { version, entry: `${released}mf-manifest.json`, builtWith, manifest } },
  };
  await page.route(`${localOrigins.app}/composition.json`, (route) =>
    route.fulfill({ json: composition, headers: { 'cache-control': 'no-cache' } }),
  );

  await signIn(page, 'SUPER_ADMIN', '/users');
  const me = (await (await callApiAs(page, { method: 'GET', path: '/users/me' })).json()) as { eid: string };
  // the user's projects answer something the remote does not expect: its component throws
  await page.route(`${localOrigins.api}/users/${me.eid}/projects`, (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({ status: 200, json: [null], headers: { 'access-control-allow-origin': localOrigins.app } })
      : route.continue(),
  );
  await page.goto(`/users/${me.eid}`);

  const reported = async () => {
    const events = (await (await callApiAs(page, { method: 'GET', path: '/dev/monitoring/events' })).json()) as ReceivedEvent[];
    return events.filter(
      (event) =>
        event.tags.kind === 'render' && event.tags.remote === 'remoteUsers' && event.tags.areaRelease === `remote-users@${version}`,
    );
  };
  await expect.poll(async () => (await reported()).length, { timeout: 20_000 }).toBeGreaterThan(0);
  const [event] = (await reported()).slice(-1);
  expect(event!.release).toMatch(/^host@\d+\.\d+\.\d+/);
  const thrower = event!.exception[0]!.frames.at(-1)!;
  // served from the release origin, resolved with the release's own maps
  expect(thrower.abs_path.startsWith(released)).toBe(true);
  expect(thrower).toMatchObject({ filename: 'src/features/users/user-projects.tsx', function: 'UserProjects' });
  expect(thrower.lineno).toBeGreaterThan(1);
  expect(thrower.context_line).toContain('project.uuid');
});
