/**
 * A remote's own page (its standalone harness, served from its origin without the host): it gets
 * the federation runtime from its federation-runtime.js (inside the portal the host provides it)
 * and binds react-i18next itself, so the page signs in and shows its screens in English.
 */
import { expect, test, type Page } from '@playwright/test';
import { localOrigins } from '@ottilia/shared-auth/local-env';
import { SAMPLE_PROJECT_ID } from '@ottilia/shared-auth/demo-accounts';
import { chooseDemoAccount, demoAccount } from './support/sign-in.js';

const REMOTE_PAGES = [
  { origin: localOrigins.remoteUsers, heading: 'Users' },
  { origin: localOrigins.remoteBackoffice, heading: 'Agencies' },
] as const;

for (const { origin, heading } of REMOTE_PAGES) {
  test(`${origin} signs in and shows ${heading} on its own`, async ({ page }) => {
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    await page.goto(`${origin}/`);
    await expect(page).toHaveURL((url) => url.origin === localOrigins.identity, { timeout: 30_000 });
    await chooseDemoAccount(page, demoAccount('SUPER_ADMIN'));
    await expect(page).toHaveURL((url) => url.origin === origin, { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('table')).toBeVisible();
    expect(failures).toEqual([]);
  });
}

// the harness pages that open one project open the seeded sample, not a project that does not exist;
// opened directly and reloaded: a remote origin serves its standalone page for any path that is not a file
const SAMPLE_PAGES = [
  {
    origin: localOrigins.remoteProjects,
    path: `/projects/${SAMPLE_PROJECT_ID}`,
    shows: (page: Page) => page.getByRole('tab', { name: 'Overview' }),
  },
  {
    origin: localOrigins.remoteCookiesAgegate,
    path: `/projects/${SAMPLE_PROJECT_ID}/cookies`,
    shows: (page: Page) => page.getByRole('main').getByRole('listitem').first(),
  },
  {
    origin: localOrigins.remoteCookiesAgegate,
    path: `/projects/${SAMPLE_PROJECT_ID}/age-gate`,
    shows: (page: Page) => page.getByRole('heading', { name: 'Markets' }),
  },
] as const;

for (const { origin, path, shows } of SAMPLE_PAGES) {
  test(`${origin}${path.replace(SAMPLE_PROJECT_ID, '<sample>')} opens the seeded sample project as a deep link`, async ({ page }) => {
    await page.goto(`${origin}${path}`);
    await expect(page).toHaveURL((url) => url.origin === localOrigins.identity, { timeout: 30_000 });
    await chooseDemoAccount(page, demoAccount('SUPER_ADMIN'));
    await expect(page).toHaveURL(`${origin}${path}`, { timeout: 30_000 });
    await expect(shows(page)).toBeVisible({ timeout: 30_000 });
    await page.reload();
    await expect(shows(page)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/not found|does not exist/i)).toHaveCount(0);
  });
}

test("a standalone page's links lead to its pages, which a reload keeps", async ({ page }) => {
  const origin = localOrigins.remoteBackoffice;
  await page.goto(`${origin}/`);
  await expect(page).toHaveURL((url) => url.origin === localOrigins.identity, { timeout: 30_000 });
  await chooseDemoAccount(page, demoAccount('SUPER_ADMIN'));
  await expect(page.getByRole('heading', { level: 1, name: 'Agencies' })).toBeVisible({ timeout: 30_000 });

  // a header link loads the page from the server
  await page.getByRole('navigation', { name: 'Harness pages' }).getByRole('link', { name: 'Brands', exact: true }).click();
  await expect(page).toHaveURL(`${origin}/backoffice/brands`);
  await expect(page.getByRole('heading', { level: 1, name: 'Brands' })).toBeVisible({ timeout: 30_000 });

  // a link of the page moves in its router; the reload asks the server for that path
  const first = page.getByRole('table', { name: 'Brands' }).getByRole('link').first();
  const name = (await first.textContent())!.trim();
  await first.click();
  await expect(page).toHaveURL((url) => url.origin === origin && /^\/backoffice\/brands\/[^/]+$/.test(url.pathname));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/not found/i)).toHaveCount(0);
});

test('a remote origin answers a path that is not a file with its page, and a missing file with a 404', async ({ request }) => {
  for (const origin of [localOrigins.remoteProjects, localOrigins.remoteUsers]) {
    const deep = await request.get(`${origin}/some/deep/path?tab=2`);
    expect(deep.status()).toBe(200);
    expect(deep.headers()['content-type']).toBe('text/html; charset=utf-8');
    expect(deep.headers()['cache-control']).toBe('no-cache');
    expect(await deep.text()).toMatch(/<div id="?root"?>/);
    for (const missing of ['/missing.js', '/missing.json', '/projects/missing.0123abcd.js', '/main.js.map']) {
      expect((await request.get(`${origin}${missing}`)).status(), `${origin}${missing}`).toBe(404);
    }
  }
});
