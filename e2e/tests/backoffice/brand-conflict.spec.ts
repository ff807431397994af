/**
 * docs/conventions.md section 5: two people edit the same brand. The later save meets the newer version, is
 * told so and keeps the draft; after loading the latest version, saving applies its changes
 * and must not silently undo the other person's.
 */
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/accessibility.js';
import { callApiAs } from '../support/api-as-user.js';
import { acknowledgeSaved, formField, listTable, searchList, shownValue } from '../support/backoffice.js';
import { signIn } from '../support/sign-in.js';

const STALE =
  'This record was changed by someone else while you were editing it. Your changes are kept: reload the latest version to see what changed, then save again.';
const RELOADED = 'The latest version is loaded and your changes are kept. Saving now applies them over it.';

const contexts: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

/** A Super Admin signed in in a browser context of their own (own session storage and token). */
async function superAdminPage(browser: Browser, path: string): Promise<Page> {
  const context = await browser.newContext();
  contexts.push(context);
  const page = await context.newPage();
  await signIn(page, 'SUPER_ADMIN', path);
  return page;
}

/** A spirits brand with a name unique to this run, made through the API; answers its id. */
async function createBrand(page: Page, name: string): Promise<string> {
  const eid = `e2e-brand-${Date.now()}`;
  const created = await callApiAs(page, {
    method: 'PUT',
    path: `/brands/${eid}`,
    body: { name, type: 'spirits', isActive: true },
    headers: { 'if-none-match': '*' },
  });
  expect(created.status(), await created.text()).toBe(201);
  return eid;
}

const editForm = (page: Page) => page.getByRole('form', { name: 'Edit brand' });
const nameField = (page: Page) => formField(editForm(page), 'textbox', 'Name');
const typeField = (page: Page) => formField(editForm(page), 'textbox', 'Type');

async function startEditing(page: Page, eid: string, name: string) {
  await page.goto(`/backoffice/brands/${eid}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(nameField(page)).toHaveValue(name);
}

/** Saves a draft that met a newer version: the conflict, the draft kept, Reload latest, Save. */
async function saveOverConflict(page: Page, draftType: string, latestName: string) {
  await editForm(page).getByRole('button', { name: 'Save' }).click();
  const conflict = editForm(page).getByRole('alert');
  await expect(conflict).toContainText(STALE);
  await expect(typeField(page)).toHaveValue(draftType);

  await conflict.getByRole('button', { name: 'Reload latest' }).click();
  await expect(editForm(page).getByText(RELOADED)).toBeVisible();
  await expect(typeField(page)).toHaveValue(draftType);
  await expect(nameField(page)).toHaveAccessibleDescription(`Latest saved value: ${latestName}`);
  await editForm(page).getByRole('button', { name: 'Save' }).click();
  await acknowledgeSaved(page);
}

test('the second of two concurrent edits sees the conflict, keeps its draft, and saves after reloading the latest version', async ({
  browser,
}) => {
  const name = `E2E Brand ${Date.now()}`;
  const renamed = `${name} renamed`;
  const first = await superAdminPage(browser, '/backoffice/brands');
  const second = await superAdminPage(browser, '/backoffice/brands');
  await expect(first.getByRole('heading', { level: 1, name: 'Brands' })).toBeVisible();
  await expectNoAccessibilityViolations(first, 'brand list');
  const eid = await createBrand(first, name);

  await startEditing(first, eid, name);
  await startEditing(second, eid, name);

  await nameField(first).fill(renamed);
  await editForm(first).getByRole('button', { name: 'Save' }).click();
  await acknowledgeSaved(first);
  await expect(first.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  await expectNoAccessibilityViolations(first, 'brand detail');

  await typeField(second).fill('wine');
  await saveOverConflict(second, 'wine', renamed);
  await expect(shownValue(second, 'Type')).toHaveText('Wine');

  // the first editor sees the second one's change, in the record and in the list
  await first.reload();
  await expect(shownValue(first, 'Type')).toHaveText('Wine');
  await first.getByRole('link', { name: 'Back to Brands' }).click();
  const row = await searchList(first, 'brands', name, listTable(first, 'Brands'));
  await expect(row.getByRole('cell')).toContainText([eid, 'Wine', 'Active']);
});

// After "Reload latest" the fields this editor left alone take the latest saved values, so the
// next Save does not undo the other person's change.
test('saving after "Reload latest" keeps what the other editor saved meanwhile', async ({ browser }) => {
  const name = `E2E Brand ${Date.now()}`;
  const renamed = `${name} renamed`;
  const page = await superAdminPage(browser, '/backoffice/brands');
  const eid = await createBrand(page, name);
  await startEditing(page, eid, name);
  await typeField(page).fill('beer');

  // someone else renames the brand meanwhile
  const current = await callApiAs(page, { method: 'GET', path: `/brands/${eid}` });
  const renaming = await callApiAs(page, {
    method: 'PUT',
    path: `/brands/${eid}`,
    body: { name: renamed, type: 'spirits', isActive: true },
    headers: { 'if-match': current.headers()['etag'] ?? '' },
  });
  expect(renaming.status(), await renaming.text()).toBe(200);

  await saveOverConflict(page, 'beer', renamed);
  await expect(shownValue(page, 'Type')).toHaveText('Beer');
  await expect(shownValue(page, 'Name')).toHaveText(renamed);
});
