/**
 * Issue 24 items 1 and 3: remote-users is released on its own (a pre-release with one more page,
 * beside its plain release) into the release store the local release origin serves (the
 * pre-release is cached by input hash, support/releases.ts); promoting it
 * in the integration composition and rolling it back are `node scripts/promote.mjs` edits of
 * that file alone, and the next page load gets each composition, with the host untouched.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { localOrigins } from '@ottilia/shared-auth/local-env';
import { e2eRelease, releases, repoRoot, runScript } from '../support/releases.js';
import { signIn } from '../support/sign-in.js';

const compositions = path.join(repoRoot, '.local/e2e/compositions');
const composition = path.join(compositions, 'integration.json');
const { version } = JSON.parse(readFileSync(path.join(repoRoot, 'remote-users/package.json'), 'utf8')) as { version: string };
let withPage = '';

const node = (script: string, ...args: string[]) => runScript(script, args, { OTTILIA_COMPOSITIONS_DIR: compositions });

/** Every file of the host's served build with its content hash: the host must not change. */
function hostBuild(): Record<string, string> {
  const dist = path.join(repoRoot, 'host/dist');
  return Object.fromEntries(
    readdirSync(dist, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.js') || file.endsWith('.html') || file === 'env-config.json')
      .map((file) => [
        file,
        createHash('sha256')
          .update(readFileSync(path.join(dist, file)))
          .digest('hex'),
      ]),
  );
}

/** The host origin serves the integration composition as /composition.json, read at each request (no-cache). */
async function serveIntegrationComposition(page: Page) {
  await page.route(`${localOrigins.app}/composition.json`, (route) =>
    route.fulfill({
      body: readFileSync(composition, 'utf8'),
      headers: { 'content-type': 'application/json', 'cache-control': 'no-cache' },
    }),
  );
}

const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('promotion and rollback of remote-users', () => {
  test.beforeAll(async ({ request }) => {
    test.setTimeout(600_000);
    // the plain release (kept if the store has it: releases are immutable) and the test's pre-release
    if (!existsSync(path.join(releases, 'remote-users', version))) node('release.mjs', 'remote-users');
    withPage = e2eRelease('user-groups');
    // the integration environment of this test: today's composition on the host origin, then the plain release of remote-users
    mkdirSync(compositions, { recursive: true });
    const served = (await (await request.get(`${localOrigins.app}/composition.json`)).json()) as Record<string, unknown>;
    writeFileSync(composition, JSON.stringify({ ...served, environment: 'integration', releaseOrigins: [localOrigins.releases] }));
    node('promote.mjs', 'integration', 'remote-users', version);
  });

  test('the next page load gets each composition; the host stays as it is', async ({ page }) => {
    const host = hostBuild();
    await serveIntegrationComposition(page);
    await signIn(page, 'SUPER_ADMIN', '/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await expect(mainNavigation(page).getByRole('link', { name: 'User groups' })).toHaveCount(0);

    // promotion: the composition file alone changes
    const before = JSON.parse(readFileSync(composition, 'utf8')) as { apps: Record<string, unknown> };
    expect(node('promote.mjs', 'integration', 'remote-users', withPage)).toContain(`integration: remote-users ${version} -> ${withPage}`);
    const after = JSON.parse(readFileSync(composition, 'utf8')) as { apps: Record<string, { entry: string }> };
    expect({ ...after.apps, 'remote-users': null }).toEqual({ ...before.apps, 'remote-users': null });
    expect(after.apps['remote-users']!.entry).toBe(`${localOrigins.releases}/remote-users/${withPage}/mf-manifest.json`);

    const releaseRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${localOrigins.releases}/remote-users/${withPage}/`)) releaseRequests.push(request.url());
    });
    await page.reload();
    await expect(mainNavigation(page).getByRole('link')).toHaveText(
      ['Home', 'Projects', 'Users', 'User groups', 'Tutorials', 'Dashboard', 'Backoffice', 'Plugin docs (opens in a new tab)'],
      { timeout: 20_000 },
    );
    await mainNavigation(page).getByRole('link', { name: 'User groups' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'User groups' })).toBeVisible();
    await expect(page.getByText('Shipped with a release of remote-users alone.')).toBeVisible();
    await mainNavigation(page).getByRole('link', { name: 'Users' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    expect(releaseRequests.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);

    // rollback: the same command with the earlier version
    expect(node('promote.mjs', 'integration', 'remote-users', version)).toContain(`integration: remote-users ${withPage} -> ${version}`);
    await page.goto('/user-groups');
    await expect(page.getByText("We didn't find the page you are looking for...")).toBeVisible({ timeout: 20_000 });
    await expect(mainNavigation(page).getByRole('link', { name: 'User groups' })).toHaveCount(0);
    await expect(mainNavigation(page).getByRole('link', { name: 'Users' })).toBeVisible();

    expect(hostBuild()).toEqual(host);
  });

  test('promote refuses a version that does not exist and leaves the composition as it was', () => {
    const before = readFileSync(composition, 'utf8');
    expect(() => node('promote.mjs', 'integration', 'remote-users', '9.9.9')).toThrow(/remote-users 9\.9\.9 is not released/);
    expect(readFileSync(composition, 'utf8')).toBe(before);
  });
});
