/**
 * Issue 35 item 4: open tabs follow the composition. A tab runs remote-users' pre-release (one
 * more page, "User groups"); the integration composition rolls it back to the plain release while
 * the page is open. The tab re-reads composition.json by its ETag (lowered here to every second),
 * says on the area's page that its new version is ready, never at the cost of a dirty draft, and
 * from the moment it has seen the rollback asks for nothing of the rolled-back version: the next
 * navigation into the area runs the composition's version.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { localOrigins } from '@ottilia/shared-auth/local-env';
import { e2eRelease, releases, repoRoot, runScript } from '../support/releases.js';
import { signIn } from '../support/sign-in.js';

const { version: plain } = JSON.parse(readFileSync(path.join(repoRoot, 'remote-users/package.json'), 'utf8')) as { version: string };
let withPage = '';
let served: { apps: Record<string, unknown> } & Record<string, unknown>;

const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const banner = (page: Page) => page.getByRole('status').filter({ hasText: /^A new version of Users is ready/ });
const releaseFolder = (version: string) => `${localOrigins.releases}/remote-users/${version}/`;

/** The integration composition with remote-users pinned to `version`: its entry and route manifest, from the release. */
function pinningUsers(version: string) {
  const { builtWith, ...manifest } = JSON.parse(
    readFileSync(path.join(releases, 'remote-users', version, 'public/route-manifest.json'), 'utf8'),
  ) as Record<string, unknown>;
  const entry = `${releaseFolder(version)}mf-manifest.json`;
  return {
    ...served,
    environment: 'integration',
    releaseOrigins: [localOrigins.releases],
    apps: { ...served.apps, 'remote-users': { version, entry, builtWith, manifest } },
  };
}

/**
 * The host origin serves the composition pinning remote-users to `pinned()`, with an ETag (304 to
 * a request that has it), and an env-config that re-reads it every second; answers the re-reads.
 */
async function serveComposition(page: Page, pinned: () => string) {
  const answers: number[] = [];
  await page.route(`${localOrigins.app}/composition.json`, (route) => {
    const etag = `"users-${pinned()}"`;
    const status = route.request().headers()['if-none-match'] === etag ? 304 : 200;
    answers.push(status);
    const headers = { etag, 'cache-control': 'no-cache' };
    return status === 304 ? route.fulfill({ status, headers }) : route.fulfill({ json: pinningUsers(pinned()), headers });
  });
  await page.route(`${localOrigins.app}/env-config.json`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...((await response.json()) as object), compositionRecheckMs: 1_000 } });
  });
  return answers;
}

/** The files of `version` the page asks for from now on. */
function requestsOf(page: Page, version: string): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(releaseFolder(version))) urls.push(request.url());
  });
  return urls;
}

test.describe('a tab open while remote-users is rolled back', () => {
  test.beforeAll(async ({ request }) => {
    test.setTimeout(600_000);
    if (!existsSync(path.join(releases, 'remote-users', plain))) runScript('release.mjs', ['remote-users']);
    withPage = e2eRelease('user-groups');
    served = (await (await request.get(`${localOrigins.app}/composition.json`)).json()) as typeof served;
  });

  test('without a draft: the banner offers the new version, and the next navigation into the area loads it', async ({ page }) => {
    let pinned = withPage;
    const answers = await serveComposition(page, () => pinned);
    await signIn(page, 'SUPER_ADMIN', '/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible({ timeout: 20_000 });
    await expect(mainNavigation(page).getByRole('link', { name: 'User groups' })).toBeVisible();
    // re-read by ETag: unchanged, nothing comes back but a 304
    await expect.poll(() => answers.filter((status) => status === 304).length, { timeout: 10_000 }).toBeGreaterThan(0);
    await expect(banner(page)).toHaveCount(0);

    pinned = plain;
    await expect(banner(page)).toHaveText(/A new version of Users is ready\./, { timeout: 10_000 });
    const rolledBack = requestsOf(page, withPage);
    const current = requestsOf(page, plain);

    await mainNavigation(page).getByRole('link', { name: 'Home' }).click();
    await mainNavigation(page).getByRole('link', { name: 'Users' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible({ timeout: 20_000 });
    await expect(mainNavigation(page).getByRole('link', { name: 'User groups' })).toHaveCount(0);
    await expect(banner(page)).toHaveCount(0);
    expect(current.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
    expect(rolledBack).toEqual([]);
  });

  test('with a dirty draft: the banner waits for it to be saved, then Reload shows the page as the composition has it', async ({
    page,
  }) => {
    let pinned = withPage;
    await serveComposition(page, () => pinned);
    await signIn(page, 'SUPER_ADMIN', '/user-groups');
    await expect(page.getByRole('heading', { level: 1, name: 'User groups' })).toBeVisible({ timeout: 20_000 });
    await page.getByLabel('Group name').fill('Editors');

    pinned = plain;
    await expect(banner(page)).toHaveText('A new version of Users is ready. Save or discard your changes to reload this page with it.', {
      timeout: 10_000,
    });
    const rolledBack = requestsOf(page, withPage);
    await expect(banner(page).getByRole('button', { name: 'Reload' })).toHaveCount(0);
    // the draft is still there, untouched
    await expect(page.getByLabel('Group name')).toHaveValue('Editors');

    await page.getByRole('button', { name: 'Save group' }).click();
    await banner(page).getByRole('button', { name: 'Reload' }).click();
    // the rolled-back version has no such page
    await expect(page.getByText("We didn't find the page you are looking for...")).toBeVisible({ timeout: 20_000 });
    await expect(mainNavigation(page).getByRole('link', { name: 'User groups' })).toHaveCount(0);
    await mainNavigation(page).getByRole('link', { name: 'Users' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible({ timeout: 20_000 });
    expect(rolledBack).toEqual([]);
  });
});
