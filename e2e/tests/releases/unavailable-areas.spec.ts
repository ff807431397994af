/**
 * Issue 24 items 2 and 4. The host knows every area from the environment's composition (served
 * as /composition.json beside env-config.json): a remote that cannot be reached from the first
 * load keeps its nav entry and its pages say, in the area's name, that it could not be loaded,
 * with Retry. A remote built against another shell contract or another React major is refused
 * before any of its code loads, with the reason on its pages and both versions in monitoring.
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import { localOrigins } from '@ottilia/shared-auth/local-env';
import { expectNoAccessibilityViolations } from '../support/accessibility.js';
import { callApiAs } from '../support/api-as-user.js';
import { signIn } from '../support/sign-in.js';

const PLUGIN_DOCS = 'Plugin docs (opens in a new tab)';
const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const failurePanel = (page: Page, area: string) => page.getByRole('main').getByRole('alert').filter({ hasText: `${area} could not be loaded` });

test('with remote-projects down from the first load, Projects keeps its entry, is the active item and offers Retry', async ({ page }) => {
  let down = true;
  await page.route((url) => url.origin === localOrigins.remoteProjects, (route) => (down ? route.abort('connectionrefused') : route.continue()));
  await signIn(page, 'BRAND_MANAGER', '/projects');

  const failure = failurePanel(page, 'Projects');
  await expect(failure.getByRole('heading', { name: 'Projects could not be loaded' })).toBeVisible({ timeout: 20_000 });
  // the technical names stay in the details
  await expect(failure.getByText('Module route-manifest.json of remoteProjects failed: load failure.')).toBeVisible();
  await expect(failure.getByText(`Resource: ${localOrigins.remoteProjects}/route-manifest.json`)).toBeVisible();
  await expect(page.getByText('remoteProjects could not be loaded')).toHaveCount(0);
  await expect(mainNavigation(page).getByRole('link')).toHaveText(['Home', 'Projects', 'Users', 'Tutorials', 'Dashboard', 'Backoffice', PLUGIN_DOCS]);
  await expect(mainNavigation(page).getByRole('link', { name: 'Projects' })).toHaveAttribute('aria-current', 'page');
  await expect(mainNavigation(page).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  await expect(page).toHaveTitle('Projects | Ottilia');
  await expectNoAccessibilityViolations(page, 'an area whose remote is down');

  // another page of the area, reached from the keyboard
  await page.goto('/new-project');
  await expect(failurePanel(page, 'Projects')).toBeVisible({ timeout: 20_000 });
  await expect(mainNavigation(page).getByRole('link', { name: 'Projects' })).toHaveAttribute('aria-current', 'page');

  down = false;
  await failurePanel(page, 'Projects').getByRole('button', { name: 'Retry' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'New project' })).toBeVisible({ timeout: 20_000 });
});

interface ReceivedEvent { tags: Record<string, string>; exception: { type: string; value: string }[] }

/** remote-users' real published manifest, with what it states it was built against rewritten. */
async function serveUsersBuiltWith(page: Page, rewrite: (builtWith: { contract: string; shared: Record<string, string> }) => object) {
  await page.route(`${localOrigins.remoteUsers}/route-manifest.json`, async (route) => {
    const response = await route.fetch();
    const manifest = await response.json() as { builtWith: { contract: string; shared: Record<string, string> } };
    await route.fulfill({ response, json: { ...manifest, builtWith: rewrite(manifest.builtWith) } });
  });
}

const usersCode = (request: Request) => new URL(request.url()).origin === localOrigins.remoteUsers && request.url().endsWith('.js');

for (const { against, rewrite, reason, versions } of [
  {
    against: 'another shell contract major',
    rewrite: (builtWith: { contract: string; shared: Record<string, string> }) => ({ ...builtWith, contract: '2.0.0' }),
    reason: /built for shell contract 2\.0\.0, the portal provides 1\.\d+\.\d+/,
    versions: { remoteBuiltWith: /^contract 2\.0\.0, react 19\./, hostBuiltWith: /^contract 1\.\d+\.\d+, react 19\./ },
  },
  {
    against: 'another React major',
    rewrite: (builtWith: { contract: string; shared: Record<string, string> }) => ({ ...builtWith, shared: { ...builtWith.shared, react: '18.3.1', 'react-dom': '18.3.1' } }),
    reason: /built with react 18\.3\.1, the portal shares react 19\.\d+\.\d+/,
    versions: { remoteBuiltWith: /react 18\.3\.1/, hostBuiltWith: /react 19\./ },
  },
]) {
  test(`a remote built against ${against} is not loaded: its area says why and monitoring gets both versions`, async ({ page }) => {
    await serveUsersBuiltWith(page, rewrite);
    const loadedCode: string[] = [];
    page.on('request', (request) => { if (usersCode(request)) loadedCode.push(request.url()); });
    await signIn(page, 'SUPER_ADMIN', '/users');

    const failure = failurePanel(page, 'Users');
    await expect(failure.getByText('Module route-manifest.json of remoteUsers failed: incompatible.')).toBeVisible({ timeout: 20_000 });
    await expect(failure.getByText(/^This release of Users does not fit this version of the portal: /)).toContainText(reason);
    await expect(mainNavigation(page).getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    // Retry asks again, and is refused again: nothing of the remote runs
    await failure.getByRole('button', { name: 'Retry' }).click();
    await expect(failurePanel(page, 'Users').getByText(/does not fit this version of the portal/)).toBeVisible({ timeout: 20_000 });
    expect(loadedCode).toEqual([]);

    const reported = async () => {
      const events = await (await callApiAs(page, { method: 'GET', path: '/dev/monitoring/events' })).json() as ReceivedEvent[];
      return events.filter((event) => event.tags.remote === 'remoteUsers' && event.tags.kind === 'route-manifest' && reason.test(event.exception[0]?.value ?? ''));
    };
    await expect.poll(async () => (await reported()).length, { timeout: 10_000 }).toBeGreaterThan(0);
    const [event] = (await reported()).slice(-1);
    expect(event!.exception[0]!.value).toMatch(reason);
    expect(event!.tags.remoteBuiltWith).toMatch(versions.remoteBuiltWith);
    expect(event!.tags.hostBuiltWith).toMatch(versions.hostBuiltWith);
  });
}
