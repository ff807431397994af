/**
 * Real sign-in through the local identity provider: open a page of the portal, get redirected to
 * the provider's login page, click a demo account's button, and wait for the portal to show.
 * A demo account signs in this way once per Playwright worker; its later tests start in a tab that
 * holds what that sign-in left (session storage and cookies), as a reloaded tab of the user would,
 * until its API token nears its end (ADR 0387). Suites about sign-in itself use the steps below.
 */
import { expect, type BrowserContext, type Page } from '@playwright/test';
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

/** What a demo account's real sign-in left in its tab: session storage (MSAL's cache, the API token) and cookies. */
interface HeldSession {
  origin: string;
  storage: [string, string][];
  cookies: Awaited<ReturnType<BrowserContext['cookies']>>;
  freshUntil: number;
}
const heldSessions = new Map<Role, HeldSession>();
/** A held session is reused while its API token has this long left (the provider issues them for an hour). */
const REUSE_MARGIN_MS = 10 * 60_000;
/** The provider's token and end-session endpoints (oidc-provider's paths, under the policy's, e.g. /b2c_1_susi/token). */
const SPENDING_REQUEST = /\/(token|session\/end)(\/|$)/;
/** Marks a tab whose held session was put back: a later sign-out in it stays signed out. */
const PUT_BACK_KEY = 'e2e.heldSessionPutBack';

async function holdSession(page: Page, role: Role): Promise<void> {
  const storage = await page.evaluate(() => Object.entries(sessionStorage));
  // shared-auth's access-token-store key
  const token = storage.find(([key]) => key === 'ottilia.accessToken')?.[1];
  const exp = token ? (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { exp?: number }).exp : undefined;
  if (!exp) return;
  const origin = new URL(page.url()).origin;
  heldSessions.set(role, { origin, storage, cookies: await page.context().cookies(), freshUntil: exp * 1000 - REUSE_MARGIN_MS });
}

/** Puts the held session into the tab's session storage before the app's first page runs. */
async function putBack(page: Page, held: HeldSession): Promise<void> {
  await page.context().addCookies(held.cookies);
  await page.addInitScript(
    ({ origin, storage, key }) => {
      if (window !== window.top || location.origin !== origin || sessionStorage.getItem(key)) return;
      for (const [name, value] of storage) sessionStorage.setItem(name, value);
      sessionStorage.setItem(key, '1');
    },
    { origin: held.origin, storage: held.storage, key: PUT_BACK_KEY },
  );
}

/**
 * Signs in as the role's demo account, starting at `path` (the app returns there afterwards): the
 * first time through the provider's login page, later with the held session put back in the new
 * tab (0.4 s against 1.0-1.2 s on a quiet machine).
 */
export async function signIn(page: Page, role: Role, path = '/'): Promise<DemoAccount> {
  const account = demoAccount(role);
  const held = heldSessions.get(role);
  if (held && held.freshUntil > Date.now()) {
    await putBack(page, held);
    await page.goto(path);
    await waitForPortal(page, account);
  } else {
    await openLoginPage(page, path);
    await chooseDemoAccount(page, account);
    await waitForPortal(page, account);
    await holdSession(page, role);
  }
  // a test that renews the token (the provider's refresh tokens are single use) or ends the
  // provider's session (sign-out, an expired session) spends the held session: the next test signs
  // in through the login page
  page.on('request', (request) => {
    if (SPENDING_REQUEST.test(new URL(request.url()).pathname)) heldSessions.delete(role);
  });
  return account;
}
