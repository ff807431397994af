/**
 * Issue 10 end to end: an invitation that ends with the invitee signed in, a role change seen in
 * the user's next session, a deleted user who can no longer sign in, and every users screen under
 * axe at 1366 and 390 px.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { localOrigins } from '@ottilia/shared-auth/local-env';
import { PORTAL_CONSENT_CHOICE } from '../../playwright.config.js';
import { expectNoAccessibilityViolations } from '../support/accessibility.js';
import { callApiAs } from '../support/api-as-user.js';
import { acknowledgeSaved, dialog } from '../support/backoffice.js';
import { mailsArrived } from '../support/dev-mail.js';
import { demoAccount, openLoginPage, signIn } from '../support/sign-in.js';

const PLUGIN_DOCS = 'Plugin docs (opens in a new tab)';
const AGENCY_USER_NAVIGATION = ['Home', 'Projects', 'Tutorials', PLUGIN_DOCS];
const AGENCY_MANAGER_NAVIGATION = ['Home', 'Projects', 'Users', 'Tutorials', PLUGIN_DOCS];
const PASSWORD = 'Invited-pass-2026';
const NORTHWIND = demoAccount('AGENCY_MANAGER').agencyEid!;

const onPolicy = (policy: string) => (url: URL) => url.origin === localOrigins.identity && url.pathname.startsWith(`/${policy}/`);
const uniqueEmail = (label: string) =>
  `e2e.${label}.${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}@northwind-digital.example`;
const navigationLinks = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link');

/** A fresh browser as the portal's own tests start one (consent already given, local CA accepted). */
async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: localOrigins.app,
    ignoreHTTPSErrors: true,
    storageState: { cookies: [], origins: [{ origin: localOrigins.app, localStorage: [PORTAL_CONSENT_CHOICE] }] },
  });
  return context.newPage();
}

/** The invitation link of the newest mail to `email`, read from the mail sink as a Super Admin once it arrived. */
async function invitationLink(browser: Browser, email: string): Promise<string> {
  const admin = await freshPage(browser);
  await signIn(admin, 'SUPER_ADMIN');
  const mails = await mailsArrived(admin, email);
  await admin.context().close();
  const mail = mails.at(-1);
  expect(mail?.subject).toBe('You are invited to the Ottilia portal');
  const link = /^https:\/\/\S+\?invitation=\S+$/m.exec(mail!.text)?.[0];
  expect(link).toBeDefined();
  return link!;
}

/** Follows the link in a fresh browser, chooses a password and waits for the portal. */
async function acceptInvitation(browser: Browser, link: string, email: string, displayName: string): Promise<Page> {
  const page = await freshPage(browser);
  await page.goto(link);
  await expect(page).toHaveURL(onPolicy('b2c_1_reset'), { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Ottilia: choose your password' })).toBeVisible();
  await expect(page.getByText(`Account: ${email}`)).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm new password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL((url) => url.origin === localOrigins.app, { timeout: 30_000 });
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: displayName })).toBeVisible({ timeout: 30_000 });
  return page;
}

/** Signs in with e-mail and password in a fresh browser (a new session). */
async function signInWithPassword(browser: Browser, email: string): Promise<Page> {
  const page = await freshPage(browser);
  await openLoginPage(page, '/home');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL((url) => url.origin === localOrigins.app, { timeout: 30_000 });
  return page;
}

/** Invites through the API as the Super Admin signed in on `page`; answers the new user's eid. */
async function inviteByApi(page: Page, email: string, displayName: string): Promise<string> {
  const response = await callApiAs(page, {
    method: 'PUT',
    path: '/users/invite',
    body: { email, displayName, roles: ['AGENCY_USER'], agencyEid: NORTHWIND },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { eid: string }).eid;
}

test('an Agency Manager invites a colleague, who follows the e-mailed link, chooses a password and lands as an Agency User', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('invitee');
  const displayName = 'Ivo Invitee';
  await signIn(page, 'AGENCY_MANAGER', '/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();

  await page.getByRole('button', { name: 'Invite user' }).click();
  const form = page.getByRole('dialog', { name: 'Invite user' });
  await expect(form).toBeVisible();
  await expectNoAccessibilityViolations(page, 'invite user dialog');
  await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await form.getByRole('textbox', { name: 'Display name' }).fill(displayName);
  // an Agency Manager grants at most their own role
  await expect(form.getByRole('combobox', { name: 'Role' }).getByRole('option')).toHaveText([
    'Select a role',
    'Agency Manager',
    'Agency User',
  ]);
  await form.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Agency User' });
  await form.getByRole('button', { name: 'Send invitation' }).click();

  const sent = dialog(page, 'Request sent!');
  await expect(sent).toBeVisible();
  await sent.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('searchbox', { name: 'Search users' }).fill(email);
  await expect(page.getByRole('main').getByRole('row', { name: new RegExp(displayName) })).toContainText('Invited');

  const invitee = await acceptInvitation(browser, await invitationLink(browser, email), email, displayName);
  await expect(navigationLinks(invitee)).toHaveText(AGENCY_USER_NAVIGATION);
  await expect(invitee.getByRole('heading', { level: 1, name: `Hello, ${displayName}` })).toBeVisible();
  await invitee.context().close();

  // the first sign-in made them active
  await page.reload();
  await expect(page.getByRole('main').getByRole('row', { name: new RegExp(displayName) })).toContainText('Active', { timeout: 15_000 });
});

test("a Super Admin changes a user's role, and the user's next session shows it", async ({ page, browser }) => {
  const email = uniqueEmail('promoted');
  const displayName = 'Pia Promoted';
  await signIn(page, 'SUPER_ADMIN');
  const eid = await inviteByApi(page, email, displayName);
  const first = await acceptInvitation(browser, await invitationLink(browser, email), email, displayName);
  await expect(navigationLinks(first)).toHaveText(AGENCY_USER_NAVIGATION);
  await first.context().close();

  await page.goto(`/users/${eid}`);
  await expect(page.getByRole('heading', { level: 1, name: displayName })).toBeVisible();
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('main').getByRole('combobox', { name: 'Main role' }).selectOption({ label: 'Agency Manager' });
  await page.getByRole('main').getByRole('button', { name: 'Save' }).click();
  await acknowledgeSaved(page);

  const next = await signInWithPassword(browser, email);
  await expect(navigationLinks(next)).toHaveText(AGENCY_MANAGER_NAVIGATION);
  await next.context().close();
});

test('a deleted user can no longer sign in', async ({ page, browser }) => {
  const email = uniqueEmail('leaver');
  const displayName = 'Lea Leaver';
  await signIn(page, 'SUPER_ADMIN');
  const eid = await inviteByApi(page, email, displayName);
  (await acceptInvitation(browser, await invitationLink(browser, email), email, displayName)).context().close();

  await page.goto(`/users/${eid}`);
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = dialog(page, 'Are you sure you want to delete this?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL('/users');

  const refused = await signInWithPassword(browser, email);
  await expect(refused.getByRole('heading', { level: 1, name: "Hmm, it seems you don't have an account yet." })).toBeVisible();
  await refused.context().close();
});

test('the users screens, the invitation and the edit form pass axe and do not scroll sideways at 1366 and 390 px', async ({ page }) => {
  const admin = await signIn(page, 'SUPER_ADMIN', '/users');
  // "User profile" opens the signed-in user's own page
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: admin.displayName }).click();
  await page.getByRole('list', { name: 'Profile menu' }).getByRole('link', { name: 'User profile' }).click();
  await expect(page).toHaveURL(`/users/${admin.sub}`);
  await expect(page.getByRole('heading', { level: 1, name: admin.displayName })).toBeVisible();

  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const noSidewaysScroll = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await page.goto('/users');
    // a phone shows the users as a list of cards, wider screens as a table
    await expect(page.getByRole('main').getByRole(width < 768 ? 'list' : 'table', { name: 'Users' })).toBeVisible();
    await expectNoAccessibilityViolations(page, `users list ${width}`);
    await noSidewaysScroll();
    await page.getByRole('button', { name: 'Invite user' }).click();
    await expect(page.getByRole('dialog', { name: 'Invite user' })).toBeVisible();
    await expectNoAccessibilityViolations(page, `invite user dialog ${width}`);
    await page.keyboard.press('Escape');

    await page.goto(`/users/${admin.sub}`);
    await expect(page.getByRole('heading', { level: 1, name: admin.displayName })).toBeVisible();
    await expectNoAccessibilityViolations(page, `own profile ${width}`);
    await noSidewaysScroll();

    await page.goto(`/users/${demoAccount('AGENCY_USER').sub}`);
    await page.getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByRole('main').getByRole('combobox', { name: 'Main role' })).toBeVisible();
    await expectNoAccessibilityViolations(page, `user edit ${width}`);
    await noSidewaysScroll();
  }
});
