/** Types of website: create in a dialog, copy an id, and delete an unused type after the spec's question. */
import { expect, test } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/accessibility.js';
import { acknowledgeSaved, dialog, formField, listRow, listTable, SPEC_DIALOGS } from '../support/backoffice.js';
import { signIn } from '../support/sign-in.js';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('a new unused type can be copied by id and deleted after "Do you want to delete this?"', async ({ page }) => {
  const name = `E2E site type ${Date.now()}`;
  await signIn(page, 'SUPER_ADMIN', '/backoffice/site-types');
  await expect(page.getByRole('heading', { level: 1, name: 'Types of website' })).toBeVisible();
  const table = listTable(page, 'Types of website');
  await expect(listRow(table, 'Brand website')).toHaveCount(1);
  await expectNoAccessibilityViolations(page, 'types of website');

  await page.getByRole('button', { name: 'New type of website' }).click();
  const editor = dialog(page, 'New type of website');
  const form = editor.getByRole('form', { name: 'New type of website' });
  await expect(formField(form, 'switch', 'Active')).toBeChecked();
  await formField(form, 'textbox', 'Name').fill(name);
  await expectNoAccessibilityViolations(page, 'types of website with the new-type dialog');
  await form.getByRole('button', { name: 'Save' }).click();
  await acknowledgeSaved(page);
  await expect(editor).toHaveCount(0);

  const row = listRow(table, name);
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('switch', { name: `Active: ${name}` })).toBeChecked();
  await expect(row.getByRole('cell', { name: '0', exact: true })).toBeVisible(); // no projects use it

  // Copy ID: the banner confirms and the clipboard holds the row's id
  // the list shows the id short (first four ... last four), the whole id on hover and to screen readers
  const id = (await row.getByTitle(/^[0-9a-f-]{36}$/).getAttribute('title')) ?? '';
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  await expect(row.getByText(`${id.slice(0, 4)}...${id.slice(-4)}`, { exact: true })).toBeVisible();
  await row.getByRole('button', { name: 'Copy ID' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The ID was copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(id);

  await row.getByRole('button', { name: 'Delete' }).click();
  const question = dialog(page, SPEC_DIALOGS.deleteType.headline);
  await expect(question).toHaveAccessibleDescription(SPEC_DIALOGS.deleteType.text);
  await question.getByRole('button', { name: 'Delete' }).click();
  await expect(question).toHaveCount(0);
  await expect(row).toHaveCount(0);
  await page.reload();
  await expect(listRow(table, 'Brand website')).toHaveCount(1);
  await expect(listRow(table, name)).toHaveCount(0);
});
