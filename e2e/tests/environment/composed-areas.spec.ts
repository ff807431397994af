/**
 * The cross-area suite of a served stage (scripts/stage.mjs; the integration pipeline runs it
 * against each candidate composition, scripts/pipeline.mjs): the composition as served, the
 * navigation, a pass through each area as two roles with every area's code from its pinned
 * release, and one area's release unreachable while the others keep working. Nothing here names
 * a version or an origin: they come from the served /composition.json.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { localOrigins } from '@ottilia/shared-auth/local-env';
import type { Role } from '@ottilia/shared-auth/permissions';
import { chooseDemoAccount, demoAccount } from '../support/sign-in.js';

interface Composition {
  environment: string;
  apps: Record<string, { version: string; entry?: string }>;
}

const PLUGIN_DOCS = 'Plugin docs (opens in a new tab)';
// a pass through every area signs in and loads each remote's code for the first time
test.describe.configure({ timeout: 180_000 });
const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main' });

const servedComposition = async (request: APIRequestContext) => (await (await request.get('/composition.json')).json()) as Composition;

/** Where an area's pinned release is served from: its entry's folder. */
const releaseBase = (composition: Composition, app: string) => composition.apps[app]!.entry!.replace(/mf-manifest\.json$/, '');

/** Signs in through the stage's identity provider and comes back to the stage's app origin. */
async function signIn(page: Page, role: Role, path = '/home') {
  const account = demoAccount(role);
  const appOrigin = new URL(test.info().project.use.baseURL!).origin;
  await page.goto(path);
  await expect(page).toHaveURL((url) => url.origin === localOrigins.identity, { timeout: 30_000 });
  await chooseDemoAccount(page, account);
  await expect(page).toHaveURL((url) => url.origin === appOrigin, { timeout: 30_000 });
  await expect(mainNavigation(page).getByRole('button', { name: account.displayName })).toBeVisible({ timeout: 30_000 });
  return account;
}

/** The main navigation's entries in order: each once, and the spec's entries in the spec's order among them. */
async function expectNavigation(page: Page, entries: string[]) {
  await expect(mainNavigation(page).getByRole('link', { name: entries[1] })).toBeVisible();
  const shown = await mainNavigation(page).getByRole('link').allTextContents();
  expect(
    shown.filter((label, index) => shown.indexOf(label) !== index),
    `entries shown twice in ${shown.join(', ')}`,
  ).toEqual([]);
  expect(shown.filter((label) => entries.includes(label))).toEqual(entries);
}

/** Opens a project from the list, and its Cookies section (the cookies and age gate area). */
async function openProjectCookies(page: Page) {
  await mainNavigation(page).getByRole('link', { name: 'Projects', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  await page.getByRole('main').getByRole('table', { name: 'Projects', exact: true }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/projects\/[0-9a-f-]{36}$/);
  const cookies = page.getByRole('tablist', { name: 'Project sections' }).getByRole('tab', { name: 'Cookies', exact: true });
  await cookies.click();
  await expect(cookies).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Cookies' })).toBeVisible();
}

test('the stage serves its composition, and every pinned release answers on its release origin', async ({ request }) => {
  const composition = await servedComposition(request);
  const remotes = Object.entries(composition.apps).filter(([app]) => app !== 'host');
  expect(remotes.map(([app]) => app).sort()).toEqual(['remote-backoffice', 'remote-cookies-agegate', 'remote-projects', 'remote-users']);
  for (const [app, { version, entry }] of remotes) {
    expect(entry, app).toContain(`/${app}/${version}/`);
    expect((await request.get(entry!)).status(), entry).toBe(200);
  }
  const envConfig = (await (await request.get('/env-config.json')).json()) as { stageConfig?: { appUrl?: string } };
  expect(new URL(envConfig.stageConfig?.appUrl ?? localOrigins.app).origin).toBe(new URL(test.info().project.use.baseURL!).origin);
});

test('a Super Admin goes through every area, each from its pinned release', async ({ page, request }) => {
  const composition = await servedComposition(request);
  const loaded = new Set<string>();
  page.on('requestfinished', (finished) => {
    if (finished.url().endsWith('/remoteEntry.js')) loaded.add(finished.url());
  });
  const account = await signIn(page, 'SUPER_ADMIN');
  await expect(page.getByRole('heading', { level: 1, name: `Hello, ${account.displayName}` })).toBeVisible();
  await expectNavigation(page, ['Home', 'Projects', 'Users', 'Tutorials', 'Dashboard', 'Backoffice', PLUGIN_DOCS]);

  await openProjectCookies(page);
  await mainNavigation(page).getByRole('link', { name: 'Users', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('table').first().getByRole('link').first()).toBeVisible();
  await mainNavigation(page).getByRole('link', { name: 'Backoffice', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Agencies' })).toBeVisible();
  await mainNavigation(page).getByRole('link', { name: 'Brands', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Brands' })).toBeVisible();
  await mainNavigation(page).getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  const remotes = Object.keys(composition.apps).filter((app) => app !== 'host');
  expect([...loaded].sort()).toEqual(remotes.map((app) => `${releaseBase(composition, app)}remoteEntry.js`).sort());
});

// the areas' shared packages come from whichever app loads them first: the other order of first
// visit (areas released at different times may carry different minors of them, ADR 0321)
test('a Super Admin goes through every area in the other order of first visit, Backoffice first', async ({ page }) => {
  await signIn(page, 'SUPER_ADMIN');
  await mainNavigation(page).getByRole('link', { name: 'Backoffice', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Agencies' })).toBeVisible();
  await mainNavigation(page).getByRole('link', { name: 'Users', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('table').first().getByRole('link').first()).toBeVisible();
  await openProjectCookies(page);
  await expect(page.getByText(/could not be loaded|stopped working/)).toHaveCount(0);
});

test('an Agency User goes through the areas of their role', async ({ page }) => {
  await signIn(page, 'AGENCY_USER');
  await expectNavigation(page, ['Home', 'Projects', 'Tutorials', PLUGIN_DOCS]);
  await expect(mainNavigation(page).getByRole('link', { name: 'Users', exact: true })).toHaveCount(0);
  await openProjectCookies(page);
  await mainNavigation(page).getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Hello, / })).toBeVisible();
});

test('with the Users release unreachable, Users shows its failure panel while Projects keeps working', async ({ page, request }) => {
  const usersRelease = releaseBase(await servedComposition(request), 'remote-users');
  await page.route(
    (url) => url.href.startsWith(usersRelease) && !url.pathname.endsWith('/route-manifest.json'),
    (route) => route.abort('connectionrefused'),
  );
  await signIn(page, 'BRAND_MANAGER', '/users');
  const fallback = page.getByRole('alert').filter({ hasText: 'Users could not be loaded' });
  await expect(fallback.getByRole('heading', { name: 'Users could not be loaded' })).toBeVisible({ timeout: 20_000 });
  await expect(mainNavigation(page).getByRole('link', { name: 'Users', exact: true })).toHaveAttribute('aria-current', 'page');
  await mainNavigation(page).getByRole('link', { name: 'Projects', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  await expect(fallback).toHaveCount(0);
});
