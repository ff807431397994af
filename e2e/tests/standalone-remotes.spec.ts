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

// the harness pages that open one project open the seeded sample, not a project that does not exist
const SAMPLE_PAGES = [
  { origin: localOrigins.remoteProjects, path: `/projects/${SAMPLE_PROJECT_ID}`, shows: (page: Page) => page.getByRole('tab', { name: 'Overview' }) },
  { origin: localOrigins.remoteCookiesAgegate, path: `/projects/${SAMPLE_PROJECT_ID}/cookies`, shows: (page: Page) => page.getByRole('main').getByRole('listitem').first() },
  { origin: localOrigins.remoteCookiesAgegate, path: `/projects/${SAMPLE_PROJECT_ID}/age-gate`, shows: (page: Page) => page.getByRole('heading', { name: 'Markets' }) },
] as const;

for (const { origin, path, shows } of SAMPLE_PAGES) {
  test(`${origin}${path.replace(SAMPLE_PROJECT_ID, '<sample>')} opens the seeded sample project`, async ({ page }) => {
    await page.goto(`${origin}/`);
    await expect(page).toHaveURL((url) => url.origin === localOrigins.identity, { timeout: 30_000 });
    await chooseDemoAccount(page, demoAccount('SUPER_ADMIN'));
    await expect(page.locator(`a[href="${path}"]`).first()).toBeVisible({ timeout: 30_000 });
    // in the app's router: the composition's static server has no page fallback for a remote's deep paths
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(shows(page)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/not found|does not exist/i)).toHaveCount(0);
  });
}
