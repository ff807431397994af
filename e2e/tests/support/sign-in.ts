/**
 * Real sign-in through the local identity provider: open a page of the portal, get redirected to
 * the provider's login page, click a demo account's button, and wait for the portal to show.
 */
import { expect, type Cookie, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, type DemoAccount } from '@ottilia/shared-auth/demo-accounts';
import { localOrigins } from '@ottilia/shared-auth/local-env';
import type { Role } from '@ottilia/shared-auth/permissions';

/** The demo account of a role, or the identity-only account (no product account) for null. */
export function demoAccount(role: Role | null): DemoAccount {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.role === role);
  if (!account) throw new Error(`no demo account with role ${String(role)}`);
  return account;
}

/** Opens `path` of the portal signed out and waits for the provider's login page. */
export async function openLoginPage(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL((url) => url.origin === localOrigins.identity, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
}

/** Clicks the account's button in the login page's "Demo accounts" list. */
export async function chooseDemoAccount(page: Page, account: DemoAccount): Promise<void> {
  const demoAccounts = page.getByRole('region', { name: 'Demo accounts' });
  await demoAccounts.getByRole('button', { name: account.email }).click();
}

/** Waits until the portal frame shows the signed-in user and the current user has loaded. */
export async function waitForPortal(page: Page, account: DemoAccount): Promise<void> {
  await expect(page).toHaveURL((url) => url.origin === localOrigins.app, { timeout: 30_000 });
  const navigation = page.getByRole('navigation', { name: 'Main' });
  await expect(navigation.getByRole('button', { name: account.displayName })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Loading', { exact: true })).toHaveCount(0);
}

/**
 * What a signed-in tab of a role holds after its real sign-in in this worker: the identity
 * provider's session cookie and the tab's session storage (MSAL's cache of the tokens).
 */
type SignedInTab = { cookies: Cookie[]; session: [string, string][] };
const signedIn = new Map<Role, SignedInTab>();

/**
 * Opens `path` as a tab of the role that was signed in earlier in this worker, as a reload of that
 * tab would (its tokens are valid for an hour, a pass takes less). False when the portal asks for
 * sign-in instead (the session was ended meanwhile), leaving the page on the provider's login page.
 */
async function reopenSignedInTab(page: Page, tab: SignedInTab, account: DemoAccount, path: string): Promise<boolean> {
  await page.context().addCookies(tab.cookies);
  // session storage belongs to the tab and the origin: put in before the app's page runs, this once
  const seed = await page.addInitScript(({ origin, entries }) => {
    if (location.origin === origin) for (const [key, value] of entries) sessionStorage.setItem(key, value);
  }, { origin: localOrigins.app, entries: tab.session });
  try {
    await page.goto(path);
  } finally {
    await seed.dispose();
  }
  const portal = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: account.displayName });
  const login = page.getByRole('region', { name: 'Demo accounts' });
  await expect(portal.or(login)).toBeVisible({ timeout: 30_000 });
  if (await login.isVisible()) return false;
  await waitForPortal(page, account);
  return true;
}

/**
 * Signs in as the role's demo account, starting at `path` (the app returns there afterwards). The
 * first time in a worker through the provider's login page; later as a reopened tab of that
 * sign-in, which the portal treats as the same user's tab (ADR 0223). Tests of the sign-in itself
 * use openLoginPage and chooseDemoAccount.
 */
export async function signIn(page: Page, role: Role, path = '/'): Promise<DemoAccount> {
  const account = demoAccount(role);
  const earlier = signedIn.get(role);
  if (earlier && await reopenSignedInTab(page, earlier, account, path)) return account;
  if (!earlier || !page.url().startsWith(localOrigins.identity)) await openLoginPage(page, path);
  await chooseDemoAccount(page, account);
  await waitForPortal(page, account);
  signedIn.set(role, {
    // the provider's session (identity/src/policies/policy-provider.ts names it), nothing a test set
    cookies: (await page.context().cookies(localOrigins.identity)).filter((cookie) => cookie.name.startsWith('ottilia_idp_session')),
    session: await page.evaluate(() => Object.entries(sessionStorage)),
  });
  return account;
}
