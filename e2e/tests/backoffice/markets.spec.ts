/**
 * Issue 37 item 8: a Super Admin maintains the market reference data on /backoffice/markets
 * (edit a market's minimum age in a dialog, its history below); a role without marketsEdit has
 * no Markets entry, is told the page is not allowed, and the API refuses its write.
 */
import { expect, test, type Page } from '@playwright/test';
import { callApiAs } from '../support/api-as-user.js';
import { acknowledgeSaved, dialog, formField, listRow, listTable, searchList } from '../support/backoffice.js';
import { signIn } from '../support/sign-in.js';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test("a Super Admin edits a market's minimum age; its history says so", async ({ page }) => {
  await signIn(page, 'SUPER_ADMIN', '/backoffice/agencies');
  await mainNav(page).getByRole('link', { name: 'Markets', exact: true }).click();
  await expect(page).toHaveURL('/backoffice/markets');
  await expect(page.getByRole('heading', { level: 1, name: 'Markets' })).toBeVisible();
  const table = listTable(page, 'Markets');
  const before = (await (await callApiAs(page, { method: 'GET', path: '/markets/PT' })).json()) as { minimumAge: number; version: number };
  const age = String(before.minimumAge === 19 ? 20 : 19);
  try {
    const row = await searchList(page, 'markets', 'Portugal', table);
    await expect(row.getByRole('cell', { name: String(before.minimumAge), exact: true })).toBeVisible();
    await row.getByRole('button', { name: 'Edit Portugal' }).click();
    const editor = dialog(page, 'Edit market: Portugal');
    const form = editor.getByRole('form', { name: 'Edit market: Portugal' });
    await formField(form, 'textbox', 'Minimum age').fill(age);
    await form.getByRole('button', { name: 'Save' }).click();
    await acknowledgeSaved(page);
    await expect(editor).toHaveCount(0);
    await expect(listRow(table, 'Portugal').getByRole('cell', { name: age, exact: true })).toBeVisible();

    await listRow(table, 'Portugal').getByRole('button', { name: 'Edit Portugal' }).click();
    const history = dialog(page, 'Edit market: Portugal').getByRole('region', { name: 'History' });
    await expect(history.getByText(`Minimum age: ${before.minimumAge} → ${age}`)).toBeVisible();
    await dialog(page, 'Edit market: Portugal').getByRole('button', { name: 'Cancel' }).click();
  } finally {
    // the demo's market keeps its age for the other specs
    const now = (await (await callApiAs(page, { method: 'GET', path: '/markets/PT' })).json()) as { countryName: string; version: number };
    const restored = await callApiAs(page, {
      method: 'PUT',
      path: '/markets/PT',
      headers: { 'if-match': `"${now.version}"` },
      body: { countryName: now.countryName, minimumAge: before.minimumAge },
    });
    expect(restored.status()).toBe(200);
  }
});

test('a Brand Manager has no Markets screen, and the API refuses their write', async ({ page }) => {
  await signIn(page, 'BRAND_MANAGER', '/backoffice/agencies');
  await expect(mainNav(page).getByRole('link', { name: 'Agencies', exact: true })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Markets', exact: true })).toHaveCount(0);
  await page.goto('/backoffice/markets');
  await expect(page.getByRole('heading', { level: 1, name: "You don't have access to this page" })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Markets' })).toHaveCount(0);

  const market = (await (await callApiAs(page, { method: 'GET', path: '/markets/PT' })).json()) as { version: number };
  const refused = await callApiAs(page, {
    method: 'PUT',
    path: '/markets/PT',
    headers: { 'if-match': `"${market.version}"` },
    body: { countryName: 'Portugal', minimumAge: 16 },
  });
  expect(refused.status()).toBe(403);
  expect(refused.headers()['content-type']).toMatch(/^application\/problem\+json/);
});
