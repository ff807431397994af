/**
 * Issue 37 item 9: a tab that holds a fresh token shows the portal without the sign-in library
 * (@azure/msal-browser) and does not fetch it on idle either; it comes at a need, here sign-out.
 */
import { localOrigins } from '@ottilia/shared-auth/local-env';
import { expect, test, type Page } from '@playwright/test';
import { watchNetwork } from './support/network-quiet.mjs';
import { signIn } from './support/sign-in.js';

/**
 * MSAL's chunk: the build names it `msal.<hash>.js` (tooling/webpack/vendor-chunks.mjs, with
 * shared-auth's code that runs it). Watched as requests, which a navigation does not cancel.
 */
const MSAL_CHUNK = /\/msal\.[0-9a-f]{8}\.js$/;

/** The requests of the page for MSAL's chunk, as they leave. */
function msalRequests(page: Page): string[] {
  const found: string[] = [];
  page.on('request', (request) => {
    if (MSAL_CHUNK.test(new URL(request.url()).pathname)) found.push(request.url());
  });
  return found;
}

test('a signed-in tab loads /home without MSAL, fetches nothing of it after idle, and loads it to sign out', async ({ page }) => {
  const account = await signIn(page, 'BRAND_MANAGER', '/home');
  // the sign-in answered the identity service's redirect: MSAL ran in this tab
  const fetched = msalRequests(page);
  const network = watchNetwork(page);
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: `Hello, ${account.displayName}` })).toBeVisible();
  await network.quiet();
  // past the second and the idle time after which MSAL used to load
  await page.waitForTimeout(4000);
  await network.quiet();
  expect(fetched, 'MSAL fetched by a tab that holds a fresh token').toEqual([]);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: account.displayName }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL((url) => url.origin === localOrigins.identity, { timeout: 30_000 });
  expect(fetched.length, 'MSAL fetched to sign out').toBeGreaterThan(0);
});
