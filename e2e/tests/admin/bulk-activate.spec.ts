/**
 * Bulk Deactivate and Activate on a reference list, each asked first and all at once: the rows'
 * status follows, and so do the records the API serves.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { callApiAs } from '../support/api-as-user.js';
import { dialog, listRow, listTable } from '../support/backoffice.js';
import { uniqueName } from '../support/projects.js';
import { signIn } from '../support/sign-in.js';

const selectRow = (page: Page, name: string) => page.getByRole('checkbox', { name: `Select ${name}`, exact: true }).check();

async function bulk(page: Page, verb: 'Activate' | 'Deactivate', count: number, consequence: string) {
  const bar = page.getByRole('region', { name: 'Selected rows' });
  await expect(bar).toContainText(`${count} selected`);
  await bar.getByRole('button', { name: verb, exact: true }).click();
  const question = dialog(page, `${verb} ${count} brands?`);
  await expect(question).toContainText(consequence);
  await question.getByRole('button', { name: verb, exact: true }).click();
  await expect(page.getByText('Your changes were saved!').last()).toBeVisible();
}

test('a Super Admin deactivates two brands at once, then activates them again', async ({ page }) => {
  await signIn(page, 'SUPER_ADMIN', '/backoffice/brands');
  const stem = uniqueName('Bulk active brand');
  const brands = [`${stem} A`, `${stem} B`].map((name) => ({ name, eid: randomUUID() }));
  for (const { name, eid } of brands) {
    const res = await callApiAs(page, {
      method: 'PUT',
      path: `/brands/${eid}`,
      headers: { 'if-none-match': '*' },
      body: { name, type: 'wine' },
    });
    expect(res.status()).toBe(201);
  }
  const isActive = async () =>
    Promise.all(brands.map(async ({ eid }) => (await (await callApiAs(page, { method: 'GET', path: `/brands/${eid}` })).json()).isActive));

  await page.goto(`/backoffice/brands?q=${encodeURIComponent(stem)}`);
  const table = listTable(page, 'Brands');
  const status = (name: string) =>
    listRow(table, name)
      .getByRole('cell')
      .filter({ hasText: /^(Active|Inactive)$/ });
  await expect(table.getByRole('link', { name: brands[1]!.name })).toBeVisible({ timeout: 30_000 });
  for (const { name } of brands) await selectRow(page, name);
  await bulk(page, 'Deactivate', 2, 'The selected brands are no longer offered for new choices; nothing is deleted.');
  for (const { name } of brands) await expect(status(name)).toHaveText('Inactive');
  expect(await isActive()).toEqual([false, false]);

  for (const { name } of brands) await selectRow(page, name);
  await bulk(page, 'Activate', 2, 'The selected brands become available again.');
  for (const { name } of brands) await expect(status(name)).toHaveText('Active');
  expect(await isActive()).toEqual([true, true]);
});
