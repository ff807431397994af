/** Spec section 2: navigation per role, profile menu, gated routes and sign-out, after a real sign-in. */
import { expect, test, type Page } from '@playwright/test';
import { localOrigins } from '@ottilia/shared-auth/local-env';
import { ROLE_LABELS, type Role } from '@ottilia/shared-auth/permissions';
import { expectNoAccessibilityViolations } from './support/accessibility.js';
import { signIn } from './support/sign-in.js';

const PLUGIN_DOCS = 'Plugin docs (opens in a new tab)';
const ALL_BACKOFFICE = ['Agencies', 'Brands', 'Types of website', 'Email Domains', 'Legal entities'];

/** What each role sees, from the permission matrix of spec section 6. */
const NAVIGATION: Record<Role, { entries: string[]; backoffice: string[]; title: string }> = {
  SUPER_ADMIN: {
    entries: ['Home', 'Projects', 'Users', 'Tutorials', 'Dashboard', 'Backoffice', PLUGIN_DOCS],
    // News (issue 12) and Translations (issue 13): the content and translations services' texts, Super Admins only;
    // Markets (issue 37): the market reference data, Super Admins only
    backoffice: [...ALL_BACKOFFICE, 'News', 'Translations', 'Markets'],
    title: 'Super Admin',
  },
  BRAND_MANAGER: {
    entries: ['Home', 'Projects', 'Users', 'Tutorials', 'Dashboard', 'Backoffice', PLUGIN_DOCS],
    backoffice: ['Agencies', 'Brands'],
    title: 'Brand Manager',
  },
  AGENCY_MANAGER: { entries: ['Home', 'Projects', 'Users', 'Tutorials', PLUGIN_DOCS], backoffice: [], title: 'Agency Manager' },
  AGENCY_USER: { entries: ['Home', 'Projects', 'Tutorials', PLUGIN_DOCS], backoffice: [], title: 'Agency User' },
};

const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const navigationLinks = (page: Page) => mainNavigation(page).getByRole('link');

for (const [role, expected] of Object.entries(NAVIGATION) as [Role, (typeof NAVIGATION)[Role]][]) {
  test(`${ROLE_LABELS[role]} sees their navigation entries in order and their name and role`, async ({ page }) => {
    const account = await signIn(page, role);
    await expect(page).toHaveURL('/home');
    await expect(page.getByRole('heading', { level: 1, name: `Hello, ${account.displayName}` })).toBeVisible();
    await expect(navigationLinks(page)).toHaveText(expected.entries);
    await expect(mainNavigation(page).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(mainNavigation(page).getByRole('link', { name: PLUGIN_DOCS })).toHaveAttribute('target', '_blank');

    const profile = mainNavigation(page).getByRole('button', { name: account.displayName });
    await expect(profile.getByText(account.displayName, { exact: true })).toBeVisible();
    await expect(profile.getByText(expected.title, { exact: true })).toBeVisible();

    if (expected.backoffice.length > 0) {
      // the Backoffice group opens its first sub-item and shows its sub-items under it
      await mainNavigation(page).getByRole('link', { name: 'Backoffice' }).click();
      await expect(page).toHaveURL('/backoffice/agencies');
      const group = expected.entries.indexOf('Backoffice') + 1;
      await expect(navigationLinks(page)).toHaveText([
        ...expected.entries.slice(0, group),
        ...expected.backoffice,
        ...expected.entries.slice(group),
      ]);
      await expect(mainNavigation(page).getByRole('link', { name: 'Agencies' })).toHaveAttribute('aria-current', 'page');
    }
  });
}

test('the profile menu offers the user profile, sign-out and cookie settings', async ({ page }) => {
  const account = await signIn(page, 'AGENCY_MANAGER');
  await mainNavigation(page).getByRole('button', { name: account.displayName }).click();
  const actions = page.getByRole('list', { name: 'Profile menu' });
  await expect(actions.getByRole('link', { name: 'User profile' })).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Manage Cookies' })).toBeVisible();
  await actions.getByRole('link', { name: 'User profile' }).click();
  await expect(page).toHaveURL(`/users/${account.sub}`);
  await expect(mainNavigation(page).getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
});

test('home passes the accessibility check', async ({ page }) => {
  await signIn(page, 'SUPER_ADMIN');
  await expectNoAccessibilityViolations(page, 'home');
});

test('an Agency User opening /users is told the page is not allowed', async ({ page }) => {
  await signIn(page, 'AGENCY_USER', '/users');
  await expect(page).toHaveURL('/users');
  await expect(page.getByRole('heading', { level: 1, name: "You don't have access to this page" })).toBeVisible();
  await expect(page.getByText('Your role does not include this area.', { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toHaveCount(0);
  await expectNoAccessibilityViolations(page, 'not-allowed');

  await page.getByRole('button', { name: 'Go Home' }).click();
  await expect(page).toHaveURL('/home');
});

test('an Agency Manager opening /dashboard is told the page is not allowed', async ({ page }) => {
  await signIn(page, 'AGENCY_MANAGER', '/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: "You don't have access to this page" })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toHaveCount(0);
});

test('sign out ends the session at the identity provider, returns to the portal, which asks for sign-in', async ({ page }) => {
  const account = await signIn(page, 'BRAND_MANAGER');
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });
  await mainNavigation(page).getByRole('button', { name: account.displayName }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();

  // post-logout target is the app; without a session the app sends the user to sign in again
  await expect(page).toHaveURL((url) => url.origin === localOrigins.identity && url.pathname.startsWith('/b2c_1_susi/'), {
    timeout: 30_000,
  });
  const endSession = visited.findIndex((url) => url.includes('/session/end'));
  expect(endSession, visited.join('\n')).toBeGreaterThanOrEqual(0);
  expect(
    visited.slice(endSession).some((url) => new URL(url).origin === localOrigins.app),
    visited.join('\n'),
  ).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();

  // the session is really gone: the portal asks for sign-in again
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL((url) => url.origin === localOrigins.identity);
});
