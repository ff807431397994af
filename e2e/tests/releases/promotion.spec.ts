/**
 * Issue 24 items 1 and 3: remote-users is released on its own (a pre-release with one more page,
 * beside its plain release) into the release store the local release origin serves; promoting it
 * in the integration composition and rolling it back are `node scripts/promote.mjs` edits of
 * that file alone, and the next page load gets each composition, with the host untouched.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { localOrigins } from '@ottilia/shared-auth/local-env';
import { expectNoAccessibilityViolations } from '../support/accessibility.js';
import { signIn } from '../support/sign-in.js';

const repoRoot = path.join(import.meta.dirname, '../../..');
const releases = path.join(repoRoot, '.local/releases');
const compositions = path.join(repoRoot, '.local/e2e/compositions');
const composition = path.join(compositions, 'integration.json');
const { version } = JSON.parse(readFileSync(path.join(repoRoot, 'remote-users/package.json'), 'utf8')) as { version: string };
const PRERELEASE = 'e2e.user-groups';
const withPage = `${version}-${PRERELEASE}`;
const env = { ...process.env, OTTILIA_COMPOSITIONS_DIR: compositions, OTTILIA_RELEASES_DIR: releases };

const node = (script: string, ...args: string[]) =>
  execFileSync(process.execPath, [path.join(repoRoot, 'scripts', script), ...args], { cwd: repoRoot, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/** Every file of the host's served build with its content hash: the host must not change. */
function hostBuild(): Record<string, string> {
  const dist = path.join(repoRoot, 'host/dist');
  return Object.fromEntries(readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js') || file.endsWith('.html') || file === 'env-config.json')
    .map((file) => [file, createHash('sha256').update(readFileSync(path.join(dist, file))).digest('hex')]));
}

/** The host origin serves the integration composition as /composition.json, read at each request (no-cache). */
async function serveIntegrationComposition(page: Page) {
  await page.route(`${localOrigins.app}/composition.json`, (route) => route.fulfill({
    body: readFileSync(composition, 'utf8'),
    headers: { 'content-type': 'application/json', 'cache-control': 'no-cache' },
  }));
}

const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('promotion and rollback of remote-users', () => {
  test.beforeAll(async ({ request }) => {
    test.setTimeout(600_000);
    // the plain release (kept if the store has it: releases are immutable) and the test's pre-release (always fresh)
    if (!existsSync(path.join(releases, 'remote-users', version))) node('release.mjs', 'remote-users');
    rmSync(path.join(releases, 'remote-users', withPage), { recursive: true, force: true });
    node('release.mjs', 'remote-users', '--prerelease', PRERELEASE, '--extra-routes', path.join(repoRoot, 'e2e/fixtures/users-new-page/route-manifest.json'));
    // the integration environment of this test: today's composition on the host origin, then the plain release of remote-users
    mkdirSync(compositions, { recursive: true });
    const served = await (await request.get(`${localOrigins.app}/composition.json`)).json() as Record<string, unknown>;
    writeFileSync(composition, JSON.stringify({ ...served, environment: 'integration', releaseOrigins: [localOrigins.releases] }));
    node('promote.mjs', 'integration', 'remote-users', version);
  });

  test.afterAll(() => rmSync(path.join(releases, 'remote-users', withPage), { recursive: true, force: true }));

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
    page.on('request', (request) => { if (request.url().startsWith(`${localOrigins.releases}/remote-users/${withPage}/`)) releaseRequests.push(request.url()); });
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

  test("a Super Admin tries the pre-release in their own session only, with a banner that ends it", async ({ page, browser }) => {
    await signIn(page, 'SUPER_ADMIN', '/release-trial');
    const form = page.getByRole('main');
    await expect(form.getByRole('heading', { level: 1, name: 'Try a release' })).toBeVisible();
    await form.getByRole('combobox', { name: 'Area' }).selectOption({ label: `Users (${version})` });
    await expect(form.getByRole('combobox', { name: 'Release origin' }).getByRole('option')).toHaveText([localOrigins.releases]);
    await expectNoAccessibilityViolations(page, 'release trial form');

    // a version the release origin does not have is refused
    await form.getByRole('textbox', { name: 'Version' }).fill('9.9.9');
    await form.getByRole('textbox', { name: 'Version' }).press('Enter');
    await expect(form.getByRole('alert')).toHaveText(`Users 9.9.9 is not released on ${localOrigins.releases}.`);

    await form.getByRole('textbox', { name: 'Version' }).fill(withPage);
    await form.getByRole('button', { name: 'Try this release' }).click();
    const banner = page.getByRole('status').filter({ hasText: 'in this browser session only' });
    await expect(banner).toContainText(`You are trying Users ${withPage} (from ${localOrigins.releases}) in this browser session only.`, { timeout: 20_000 });
    await expect(mainNavigation(page).getByRole('link', { name: 'User groups' })).toBeVisible({ timeout: 20_000 });
    await expectNoAccessibilityViolations(page, 'release trial banner');

    // another session (same user) keeps the composition
    const other = await browser.newPage();
    await signIn(other, 'SUPER_ADMIN', '/users');
    await expect(other.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await expect(mainNavigation(other).getByRole('link', { name: 'User groups' })).toHaveCount(0);
    await expect(other.getByText('in this browser session only')).toHaveCount(0);
    await other.close();

    // ended from the keyboard: the composition's version again
    await banner.getByRole('button', { name: 'End the trial' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('in this browser session only')).toHaveCount(0, { timeout: 20_000 });
    await expect(mainNavigation(page).getByRole('link', { name: 'Users' })).toBeVisible();
    await expect(mainNavigation(page).getByRole('link', { name: 'User groups' })).toHaveCount(0);
  });

  test('a stored trial from an origin the composition does not configure is dropped', async ({ page }) => {
    await signIn(page, 'SUPER_ADMIN', '/home');
    await page.evaluate(() => window.sessionStorage.setItem('ottilia.releaseTrial', JSON.stringify({ remote: 'remoteUsers', origin: 'https://elsewhere.example', version: '1.0.0' })));
    const elsewhere: string[] = [];
    page.on('request', (request) => { if (request.url().startsWith('https://elsewhere.example')) elsewhere.push(request.url()); });
    await page.goto('/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('in this browser session only')).toHaveCount(0);
    expect(await page.evaluate(() => window.sessionStorage.getItem('ottilia.releaseTrial'))).toBeNull();
    expect(elsewhere).toEqual([]);
  });

  test('promote refuses a version that does not exist and leaves the composition as it was', () => {
    const before = readFileSync(composition, 'utf8');
    expect(() => node('promote.mjs', 'integration', 'remote-users', '9.9.9')).toThrow(/remote-users 9\.9\.9 is not released/);
    expect(readFileSync(composition, 'utf8')).toBe(before);
  });
});
