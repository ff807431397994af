/**
 * An expired session (spec section 4: a 401 again after renewal) is told to the user, logs out
 * through the identity provider back to the portal, and the open draft is offered back after
 * signing in again on the same screen.
 */
import { expect, test } from '@playwright/test';
import { localOrigins } from '@ottilia/shared-auth/local-env';
import { dialog, formField } from '../support/backoffice.js';
import { FIXTURE, uniqueName } from '../support/projects.js';
import { chooseDemoAccount, signIn, waitForPortal } from '../support/sign-in.js';

test('an expired session says so, returns to the portal after logout and offers the draft back', async ({ page }) => {
  const account = await signIn(page, 'SUPER_ADMIN', '/new-project');
  const form = page.getByRole('form', { name: 'New project' });
  const name = uniqueName('Kept draft');
  await formField(form, 'textbox', 'Name').fill(name);
  await formField(form, 'combobox', 'Agency').selectOption({ label: 'Northwind Digital' });
  await formField(form, 'combobox', 'Brand').selectOption({ label: FIXTURE.brandName });
  await formField(form, 'combobox', 'Type of website').selectOption({ label: FIXTURE.projectTypeName });

  // the API now refuses every token: the renewal's retry answers 401 again
  const cors = {
    'access-control-allow-origin': localOrigins.app,
    'access-control-allow-headers': 'authorization, content-type, accept, if-match, if-none-match, traceparent',
    'access-control-allow-methods': 'GET, PUT, POST, DELETE',
  };
  await page.route(`${localOrigins.api}/**`, (route) =>
    route.request().method() === 'OPTIONS'
      ? route.fulfill({ status: 204, headers: cors })
      : route.fulfill({
          status: 401,
          headers: cors,
          contentType: 'application/problem+json',
          body: '{"code":"unauthorized","title":"Unauthorized","status":401}',
        }),
  );
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });
  await form.getByRole('button', { name: 'Save' }).click();

  await expect(dialog(page, 'user session expired')).toBeVisible();
  await page.unroute(`${localOrigins.api}/**`);

  // logout at the provider, back to the portal, which asks for sign-in (the provider session ended)
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible({ timeout: 30_000 });
  const endSession = visited.findIndex((url) => url.includes('/session/end'));
  expect(endSession, visited.join('\n')).toBeGreaterThanOrEqual(0);
  expect(
    visited.slice(endSession).some((url) => new URL(url).origin === localOrigins.app),
    visited.join('\n'),
  ).toBe(true);

  await chooseDemoAccount(page, account);
  await waitForPortal(page, account);
  await expect(page).toHaveURL('/new-project');
  await expect(formField(form, 'textbox', 'Name')).toHaveValue('');
  const offer = page
    .getByRole('status')
    .filter({ hasText: 'Your session expired while you had unsaved changes on this screen. They were kept.' });
  await offer.getByRole('button', { name: 'Restore my changes' }).click();
  await expect(formField(form, 'textbox', 'Name')).toHaveValue(name);
  await expect(formField(form, 'combobox', 'Brand')).toHaveValue(FIXTURE.brandEid);
});
