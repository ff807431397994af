/** Spec section 8: the sign-in error screens, the password-reset flow and the 404 page. */
import { expect, test, type Page } from '@playwright/test';
import { ACCESS_CONTACT_EMAIL, DEMO_PASSWORD } from '@ottilia/shared-auth/demo-accounts';
import { localOrigins } from '@ottilia/shared-auth/local-env';
import { expectNoAccessibilityViolations } from './support/accessibility.js';
import { chooseDemoAccount, demoAccount, openLoginPage, signIn, waitForPortal } from './support/sign-in.js';

const onPolicy = (policy: string) => (url: URL) => url.origin === localOrigins.identity && url.pathname.startsWith(`/${policy}/`);

/** From the sign-in page, through "Forgot your password?", to a new password; ends signed in. */
async function resetPassword(page: Page, email: string, newPassword: string) {
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(onPolicy('b2c_1_reset'), { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await expect(page.getByText(`Account: ${email}`)).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
}

async function signInWithPassword(page: Page, email: string, password: string) {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test('the identity provider login page passes the accessibility check', async ({ page }) => {
  await openLoginPage(page);
  await expect(page.getByRole('region', { name: 'Demo accounts' }).getByRole('button')).toHaveCount(5);
  await expectNoAccessibilityViolations(page, 'identity login page');
});

test('an identity account without a product account ends on the no-account screen', async ({ page }) => {
  await openLoginPage(page, '/home');
  await chooseDemoAccount(page, demoAccount(null));

  await expect(page).toHaveURL((url) => url.origin === localOrigins.app, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: "Hmm, it seems you don't have an account yet." })).toBeVisible();
  await expect(
    page.getByText(
      `We couldn't find an account with that email address. If you wish to have access please e-mail us at ${ACCESS_CONTACT_EMAIL}`,
    ),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: ACCESS_CONTACT_EMAIL })).toHaveAttribute('href', `mailto:${ACCESS_CONTACT_EMAIL}`);
  await expect(page.getByText(`© ${new Date().getFullYear()} Ottilia. All rights reserved.`)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expectNoAccessibilityViolations(page, 'auth error screen (no account)');

  // back to the app, which asks for sign-in again
  await page.getByRole('link', { name: 'Go back and try again' }).click();
  await expect(page).toHaveURL(onPolicy('b2c_1_susi'), { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
});

test.describe('forgotten password', () => {
  const account = demoAccount('AGENCY_MANAGER');
  const newPassword = 'E2e-new-password-42';

  // The provider keeps changed passwords across restarts (.local): put the demo password back.
  test.afterAll(async ({ browser }) => {
    const page = await browser.newPage();
    await openLoginPage(page);
    await resetPassword(page, account.email, DEMO_PASSWORD);
    await waitForPortal(page, account);
    await page.close();
  });

  test('"Forgot your password?" goes straight to the reset flow, and a new password signs the user in', async ({ page, browser }) => {
    await openLoginPage(page, '/projects');
    await resetPassword(page, account.email, newPassword);
    await waitForPortal(page, account);
    await expect(page).toHaveURL('/projects');
    await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();

    // from now on the new password is the one that counts (a fresh browser, no session)
    const fresh = await browser.newPage();
    await openLoginPage(fresh);
    await signInWithPassword(fresh, account.email, DEMO_PASSWORD);
    await expect(fresh.getByRole('alert')).toHaveText('Your password is incorrect.');
    await signInWithPassword(fresh, account.email, newPassword);
    await waitForPortal(fresh, account);
    await fresh.close();
  });

  // The session comes from the reset user flow: sign-out must end it there (its id token is no
  // valid hint for the sign-in flow's end-session endpoint).
  test('signing out after a password reset returns to the sign-in page', async ({ page }) => {
    await openLoginPage(page);
    await resetPassword(page, account.email, newPassword);
    await waitForPortal(page, account);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: account.displayName }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(onPolicy('b2c_1_susi'));
  });
});

test('an unknown path shows the 404 page, and Go Home goes to /home', async ({ page }) => {
  await signIn(page, 'AGENCY_USER', '/no-such-page/here');
  await expect(page).toHaveURL('/no-such-page/here');
  await expect(page.getByRole('heading', { level: 1, name: "We didn't find the page you are looking for..." })).toBeVisible();
  await expectNoAccessibilityViolations(page, '404 page');

  await page.getByRole('button', { name: 'Go Home' }).click();
  await expect(page).toHaveURL('/home');
  await expect(page.getByRole('heading', { level: 1, name: /^Hello, / })).toBeVisible();
});
