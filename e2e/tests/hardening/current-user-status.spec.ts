/**
 * Spec sections 2 and 4 in Chromium: while the current user (GET /users/me) loads, a full-screen
 * "Loading" covers the portal; when that request fails, the errorMe dialog offers Refresh (which
 * reloads) and Logout (which signs out), and nothing else.
 */
import { expect, test, type Page, type Route } from '@playwright/test';
import { localOrigins } from '@ottilia/shared-auth/local-env';
import { expectNoAccessibilityViolations } from '../support/accessibility.js';
import { signIn, waitForPortal } from '../support/sign-in.js';

const HEADLINE = 'We are working on fixing the problem, please try again later.';
const isCurrentUser = (url: URL) => url.origin === localOrigins.api && url.pathname === '/users/me';

/** Holds GET /users/me until the returned function answers it: with the real API, or with a failure. */
async function holdCurrentUser(page: Page): Promise<(answer: 'real' | 'fail') => Promise<void>> {
  const held: Route[] = [];
  let answer: 'real' | 'fail' | null = null;
  const reply = (route: Route) =>
    answer === 'fail'
      ? route.fulfill({
          status: 503,
          contentType: 'application/problem+json',
          body: JSON.stringify({ type: 'about:blank', title: 'Service Unavailable', status: 503 }),
        })
      : route.fallback();
  await page.route(isCurrentUser, async (route) => {
    if (answer) await reply(route);
    else held.push(route);
  });
  return async (chosen) => {
    answer = chosen;
    await Promise.all(held.splice(0).map(reply));
  };
}

test('Loading covers the portal while the current user loads; a failure offers Refresh and Logout', async ({ page }) => {
  test.setTimeout(120_000);
  const account = await signIn(page, 'BRAND_MANAGER', '/projects');

  // loading: the overlay, and the portal behind it not yet shown
  let release = await holdCurrentUser(page);
  await page.reload();
  // what lies on top of the page's corner: the overlay, fixed over the whole screen
  const onTop = () =>
    page.evaluate(() => {
      const top = document.elementFromPoint(4, 4);
      return top && getComputedStyle(top).position === 'fixed' ? top.textContent : null;
    });
  await expect.poll(onTop, { timeout: 30_000 }).toBe('Loading');
  await expectNoAccessibilityViolations(page, 'the Loading overlay');
  await release('real');
  await waitForPortal(page, account);
  expect(await onTop()).not.toBe('Loading');

  // failure: the errorMe dialog, axe clean at 1366 and 390 px
  await page.unrouteAll();
  release = await holdCurrentUser(page);
  await release('fail');
  await page.reload();
  const failure = page.getByRole('dialog', { name: HEADLINE });
  await expect(failure).toBeVisible({ timeout: 30_000 });
  // nothing else to do: Refresh and Logout only (beside copying the failure's reference), no way to dismiss
  await expect(failure.getByRole('button').filter({ hasNotText: 'Copy reference' })).toHaveCount(2);
  await expect(failure.getByRole('button', { name: 'Refresh' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(failure).toBeVisible();
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await expectNoAccessibilityViolations(page, `the errorMe dialog at ${width} px`);
  }

  // Refresh reloads: with the API answering again the portal shows
  await page.setViewportSize({ width: 1366, height: 844 }); // (the main navigation in view)
  await page.unrouteAll();
  await failure.getByRole('button', { name: 'Refresh' }).click();
  await waitForPortal(page, account);
  await expect(failure).toHaveCount(0);

  // Logout signs out: the next visit asks the identity provider to sign in
  release = await holdCurrentUser(page);
  await release('fail');
  await page.reload();
  await page.getByRole('dialog', { name: HEADLINE }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL((url) => url.origin === localOrigins.identity && url.pathname.startsWith('/b2c_1_susi/'), {
    timeout: 30_000,
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
});
