/**
 * docs/conventions.md section 3: each remote declares its routes in a route manifest published with its build,
 * and the host builds routes, gates and navigation from the manifests at run time. Proof: a
 * remote-backoffice built with one more page shows that page and its nav entry in the composed
 * portal, while the host's build stays the one already served.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { localOrigins } from '@ottilia/shared-auth/local-env';
import { signIn } from './support/sign-in.js';

const repoRoot = path.join(import.meta.dirname, '../..');
const backoffice = path.join(repoRoot, 'remote-backoffice');
/** remote-backoffice built with the extra page, beside (not over) its normal build. */
const extraBuild = path.join(repoRoot, '.local/e2e/remote-backoffice-with-extra-page');
const extraRoutes = path.join(repoRoot, 'e2e/fixtures/extra-page/route-manifest.json');

const PLUGIN_DOCS = 'Plugin docs (opens in a new tab)';
const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** The browser gets remote-backoffice's origin from the extra build: the remote is redeployed, nothing else. */
async function deployBackofficeWithExtraPage(page: Page) {
  await page.route(`${localOrigins.remoteBackoffice}/**`, async (route) => {
    const file = path.join(extraBuild, new URL(route.request().url()).pathname);
    if (!existsSync(file)) return route.fulfill({ status: 404, headers: { 'access-control-allow-origin': '*' } });
    return route.fulfill({ path: file, headers: { 'access-control-allow-origin': '*' } });
  });
}

test.describe('a page shipped with its remote alone', () => {
  test.beforeAll(() => {
    test.setTimeout(600_000);
    execFileSync(
      process.execPath,
      [
        path.join(backoffice, 'node_modules/webpack-cli/bin/cli.js'),
        '--mode',
        'production',
        '--env',
        `extraRoutes=${extraRoutes}`,
        '--output-path',
        extraBuild,
      ],
      { cwd: backoffice, stdio: ['ignore', 'ignore', 'inherit'] },
    );
  });

  test('shows its nav entry in the manifest position and the page at its path, gated and titled', async ({ page }) => {
    // the host's build knows nothing of the page
    const hostDist = path.join(repoRoot, 'host/dist');
    for (const file of readdirSync(hostDist).filter((name) => name.endsWith('.js'))) {
      expect(readFileSync(path.join(hostDist, file), 'utf8')).not.toContain('release-notes');
    }
    await deployBackofficeWithExtraPage(page);
    await signIn(page, 'BRAND_MANAGER');

    await expect(mainNavigation(page).getByRole('link')).toHaveText([
      'Home',
      'Projects',
      'Users',
      'Tutorials',
      'Release notes',
      'Dashboard',
      'Backoffice',
      PLUGIN_DOCS,
    ]);
    await mainNavigation(page).getByRole('link', { name: 'Release notes' }).click();
    await expect(page).toHaveURL('/release-notes');
    await expect(page.getByRole('heading', { level: 1, name: 'Release notes' })).toBeVisible();
    await expect(page.getByText('Shipped with remote-backoffice alone.')).toBeVisible();
    await expect(page).toHaveTitle('Release notes | Ottilia');
    await expect(mainNavigation(page).getByRole('link', { name: 'Release notes' })).toHaveAttribute('aria-current', 'page');

    // the remote's existing pages are still there
    await mainNavigation(page).getByRole('link', { name: 'Backoffice' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Agencies' })).toBeVisible();
  });

  test("keeps the page's permission: an Agency User has neither the entry nor the page", async ({ page }) => {
    await deployBackofficeWithExtraPage(page);
    await signIn(page, 'AGENCY_USER', '/release-notes');
    await expect(page.getByRole('heading', { level: 1, name: "You don't have access to this page" })).toBeVisible();
    await expect(mainNavigation(page).getByRole('link')).toHaveText(['Home', 'Projects', 'Tutorials', PLUGIN_DOCS]);
  });

  test('without that build the path is unknown to the portal', async ({ page }) => {
    await signIn(page, 'BRAND_MANAGER', '/release-notes');
    await expect(page.getByText("We didn't find the page you are looking for...")).toBeVisible();
    await expect(mainNavigation(page).getByRole('link', { name: 'Release notes' })).toHaveCount(0);
  });
});

test('a route manifest that cannot be loaded leaves out its remote only (its area known from the composition), and Retry brings it back', async ({
  page,
}) => {
  let down = true;
  await page.route(`${localOrigins.remoteUsers}/route-manifest.json`, (route) =>
    down ? route.abort('connectionrefused') : route.continue(),
  );
  await signIn(page, 'SUPER_ADMIN', '/users');

  const failure = page.getByRole('alert').filter({ hasText: 'Users could not be loaded' });
  await expect(failure.getByText('Module route-manifest.json of remoteUsers failed: load failure.')).toBeVisible({ timeout: 20_000 });
  await expect(mainNavigation(page).getByRole('link')).toHaveText([
    'Home',
    'Projects',
    'Users',
    'Tutorials',
    'Dashboard',
    'Backoffice',
    PLUGIN_DOCS,
  ]);

  down = false;
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await expect(mainNavigation(page).getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
});
