/**
 * Real sign-in through the local identity provider: open a page of the portal, get redirected to
 * the provider's login page, click a demo account's button, and wait for the portal to show.
 */
import { expect, type Page } from '@playwright/test';
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

/** Signs in as the role's demo account, starting at `path` (the app returns there afterwards). */
export async function signIn(page: Page, role: Role, path = '/'): Promise<DemoAccount> {
  const account = demoAccount(role);
  await openLoginPage(page, path);
  await chooseDemoAccount(page, account);
  await waitForPortal(page, account);
  return account;
}
