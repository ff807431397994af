/**
 * Bulk delete, all or nothing: on a reference list (a record in use stops the whole delete and
 * says which) and on the project list.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { callApiAs } from '../support/api-as-user.js';
import { dialog, listTable } from '../support/backoffice.js';
import { createProject, projectTable, uniqueName } from '../support/projects.js';
import { signIn } from '../support/sign-in.js';

const selectRow = (page: Page, name: string) => page.getByRole('checkbox', { name: `Select ${name}`, exact: true }).check();

async function deleteSelected(page: Page, count: number, plural: string) {
  const bar = page.getByRole('region', { name: 'Selected rows' });
  await expect(bar).toContainText(`${count} selected`);
  await bar.getByRole('button', { name: 'Delete' }).click();
  const question = dialog(page, `Delete ${count} ${plural}?`);
  await expect(question).toContainText('This action can’t be undone.');
  await question.getByRole('button', { name: 'Delete' }).click();
}

test('a Super Admin deletes two brands at once; with a brand in use nothing is deleted', async ({ page }) => {
  await signIn(page, 'SUPER_ADMIN', '/backoffice/brands');
  const stem = uniqueName('Bulk brand');
  const names = [`${stem} A`, `${stem} B`];
  for (const name of names) {
    const res = await callApiAs(page, {
      method: 'PUT',
      path: `/brands/${randomUUID()}`,
      headers: { 'if-none-match': '*' },
      body: { name, type: 'wine' },
    });
    expect(res.status()).toBe(201);
  }

  await page.goto(`/backoffice/brands?q=${encodeURIComponent(stem)}`);
  const table = listTable(page, 'Brands');
  await expect(table.getByRole('link', { name: names[1] })).toBeVisible();
  await selectRow(page, names[0]!);
  await selectRow(page, names[1]!);
  await deleteSelected(page, 2, 'brands');
  await expect(page.getByText('Your changes were saved!')).toBeVisible();
  await expect(table.getByRole('link', { name: names[0] })).toHaveCount(0);
  await expect(table.getByRole('link', { name: names[1] })).toHaveCount(0);

  // Aurora Gin has projects: refused, nothing deleted, the selection stays
  await page.goto('/backoffice/brands?q=Aurora');
  await selectRow(page, 'Aurora Gin');
  await deleteSelected(page, 1, 'brand');
  const refusal = page.getByRole('dialog');
  await expect(refusal).toContainText('Nothing was deleted: this brand is still used: "Aurora Gin"');
  // the answer, not the refusal's Copy reference
  await refusal.getByRole('button').filter({ hasNotText: 'Copy reference' }).first().click();
  await expect(refusal).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Selected rows' })).toContainText('1 selected');
  await expect(listTable(page, 'Brands').getByRole('link', { name: 'Aurora Gin' })).toBeVisible();
});

test('a Brand Manager deletes two projects at once from the project list', async ({ page }) => {
  await signIn(page, 'BRAND_MANAGER', '/projects');
  const stem = uniqueName('Bulk project');
  const names = [`${stem} A`, `${stem} B`];
  for (const name of names) await createProject(page, { name });
  await page.goto(`/projects?q=${encodeURIComponent(stem)}`);
  const table = projectTable(page);
  await expect(table.getByRole('link', { name: names[1] })).toBeVisible();
  await selectRow(page, names[0]!);
  await selectRow(page, names[1]!);
  await deleteSelected(page, 2, 'projects');
  await expect(page.getByText('Your changes were saved!')).toBeVisible();
  await expect(table.getByRole('link', { name: names[0] })).toHaveCount(0);
  await expect(table.getByRole('link', { name: names[1] })).toHaveCount(0);
});
