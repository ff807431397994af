/** Issue 27 item 2: lists remember their state per user, offer rows per page, a column chooser and saved views. */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/accessibility.js';
import { signIn } from '../support/sign-in.js';

// axe at the widest desktop width the spec names; the phone test sets 390 px itself
test.use({ viewport: { width: 1366, height: 768 } });

const brandsTable = (page: Page) => page.getByRole('table', { name: 'Brands' });
const bodyRows = (page: Page) => brandsTable(page).getByRole('rowgroup').nth(1).getByRole('row');
const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function expectBrandsUrl(page: Page, query: Record<string, string>) {
  const wanted = JSON.stringify(Object.entries(query).toSorted());
  await expect(page).toHaveURL(
    (url) => url.pathname === '/backoffice/brands' && JSON.stringify([...url.searchParams].toSorted()) === wanted,
  );
}

test('a list comes back through the navigation with its filters, rows per page and columns', async ({ page }) => {
  await signIn(page, 'SUPER_ADMIN', '/backoffice/brands');
  await expect(bodyRows(page).first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Active' });
  await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('10');
  await expectBrandsUrl(page, { status: 'active', size: '10' });
  await expect(bodyRows(page)).toHaveCount(10);

  // the column chooser, by keyboard: the primary column cannot be hidden
  const columns = page.getByRole('button', { name: 'Columns' });
  await columns.focus();
  await page.keyboard.press('Enter');
  await expect(columns).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('checkbox', { name: 'Name' })).toBeDisabled();
  await page.getByRole('checkbox', { name: 'ID', exact: true }).focus();
  await page.keyboard.press('Space');
  await expect(brandsTable(page).getByRole('columnheader', { name: 'ID' })).toHaveCount(0);
  await expectNoAccessibilityViolations(page, 'brand list with its column chooser open');
  await page.keyboard.press('Escape');
  await expect(columns).toHaveAttribute('aria-expanded', 'false');
  await expect(columns).toBeFocused();

  await mainNavigation(page).getByRole('link', { name: 'Legal entities' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Legal entities' })).toBeVisible();
  await mainNavigation(page).getByRole('link', { name: 'Brands' }).click();
  await expectBrandsUrl(page, { status: 'active', size: '10' });
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('active');
  await expect(page.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('10');
  await expect(bodyRows(page)).toHaveCount(10);
  await expect(brandsTable(page).getByRole('columnheader', { name: 'Name' })).toBeVisible();
  await expect(brandsTable(page).getByRole('columnheader', { name: 'ID' })).toHaveCount(0);
});

test('a saved view is applied by one click, and its link opens the same filters in a new page', async ({ page, context }) => {
  await signIn(page, 'SUPER_ADMIN', '/backoffice/brands');
  await expect(bodyRows(page).first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Inactive' });
  await expectBrandsUrl(page, { status: 'inactive' });

  await page.getByRole('button', { name: 'Saved views' }).click();
  const views = page.getByRole('region', { name: 'Saved views' });
  const name = `Inactive brands ${Date.now()}`;
  await views.getByRole('textbox', { name: 'Name of the view' }).fill(name);
  await views.getByRole('button', { name: 'Save current view' }).click();
  const link = views.getByRole('link', { name });
  await expect(link).toBeVisible();
  await expectNoAccessibilityViolations(page, 'brand list with its saved views');

  // back to everything, then one click on the view
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'All' });
  await expectBrandsUrl(page, {});
  await link.click();
  await expectBrandsUrl(page, { status: 'inactive' });
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('inactive');

  const href = await link.getAttribute('href');
  const other = await context.newPage();
  await other.goto(new URL(href!, page.url()).href);
  await expectBrandsUrl(other, { status: 'inactive' });
  await expect(other.getByRole('combobox', { name: 'Status' })).toHaveValue('inactive');
  await expect(bodyRows(other).first()).toBeVisible();
});

test('on a phone the cards keep rows per page, columns and saved views', async ({ page }) => {
  await signIn(page, 'SUPER_ADMIN', '/backoffice/brands');
  // signed in at the desktop size (the account menu folds away on a phone), then a phone's width
  await page.setViewportSize({ width: 390, height: 844 });
  const cards = page.getByRole('list', { name: 'Brands' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('10');
  await expect(cards).toHaveCount(10);
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('checkbox', { name: 'ID', exact: true }).uncheck();
  await expect(cards.first().getByRole('term').filter({ hasText: /^ID$/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Saved views' }).click();
  await expect(page.getByRole('region', { name: 'Saved views' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAccessibilityViolations(page, 'brand cards with saved views on a phone');
});

test('a saved view is renamed and updated with the current filters through dialogs, by keyboard', async ({ page }) => {
  await signIn(page, 'SUPER_ADMIN', '/backoffice/brands');
  await expect(bodyRows(page).first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Inactive' });
  await expectBrandsUrl(page, { status: 'inactive' });
  await page.getByRole('button', { name: 'Saved views' }).click();
  const views = page.getByRole('region', { name: 'Saved views' });
  const stamp = Date.now();
  const [first, second, renamed] = [`Off ${stamp}`, `Other ${stamp}`, `Switched off ${stamp}`];
  for (const name of [first, second]) {
    await views.getByRole('textbox', { name: 'Name of the view' }).fill(name);
    await views.getByRole('button', { name: 'Save current view' }).click();
    await expect(views.getByRole('link', { name })).toBeVisible();
  }

  // rename: a name already taken (whatever its case) is refused in the dialog, then a free one
  const rename = views.getByRole('button', { name: `Rename ${first}` });
  await rename.focus();
  await page.keyboard.press('Enter');
  const renaming = page.getByRole('dialog', { name: `Rename the view \u201c${first}\u201d` });
  const field = renaming.getByRole('textbox', { name: 'Name of the view' });
  await expect(field).toBeFocused();
  await field.fill(second.toUpperCase());
  await page.keyboard.press('Enter');
  await expect(renaming.getByText(`You already have a view named "${second.toUpperCase()}" on this list.`)).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expectNoAccessibilityViolations(page, 'rename dialog of a saved view, name taken');
  await field.fill(renamed);
  await page.keyboard.press('Enter');
  await expect(renaming).toHaveCount(0);
  await expect(views.getByRole('link', { name: renamed })).toHaveAttribute('href', '/backoffice/brands?status=inactive');
  await expect(views.getByRole('link', { name: first, exact: true })).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: `The view is now called \u201c${renamed}\u201d.` })).toBeVisible();

  // update: the view takes the list's state as it shows now
  await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('50');
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Active' });
  await expectBrandsUrl(page, { status: 'active', size: '50' });
  const update = views.getByRole('button', { name: `Update ${renamed} with the current filters` });
  await update.focus();
  await page.keyboard.press('Enter');
  const updating = page.getByRole('dialog', { name: `Update \u201c${renamed}\u201d?` });
  await expect(updating).toBeVisible();
  await expectNoAccessibilityViolations(page, 'update dialog of a saved view');
  await page.keyboard.press('Escape');
  await expect(updating).toHaveCount(0);
  await expect(update).toBeFocused();
  await page.keyboard.press('Enter');
  await updating.getByRole('button', { name: 'Update view' }).click();
  await expect(updating).toHaveCount(0);
  await expect(update).toBeFocused();
  const link = views.getByRole('link', { name: renamed });
  await expect(link).toHaveAttribute('href', /^\/backoffice\/brands\?(size=50&status=active|status=active&size=50)$/);

  // back to everything, and the updated view brings the new state back
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'All' });
  await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('20');
  await expectBrandsUrl(page, {});
  await link.click();
  await expectBrandsUrl(page, { status: 'active', size: '50' });
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('active');
});

test('on a phone a saved view is renamed in a dialog that fits the screen', async ({ page }) => {
  await signIn(page, 'SUPER_ADMIN', '/backoffice/brands');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('list', { name: 'Brands' }).getByRole('listitem').first()).toBeVisible();
  await page.getByRole('button', { name: 'Saved views' }).click();
  const views = page.getByRole('region', { name: 'Saved views' });
  const name = `Phone ${Date.now()}`;
  await views.getByRole('textbox', { name: 'Name of the view' }).fill(name);
  await views.getByRole('button', { name: 'Save current view' }).click();
  await expect(views.getByRole('link', { name })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAccessibilityViolations(page, 'saved views with their actions on a phone');

  await views.getByRole('button', { name: `Rename ${name}` }).click();
  const renaming = page.getByRole('dialog', { name: `Rename the view \u201c${name}\u201d` });
  await renaming.getByRole('textbox', { name: 'Name of the view' }).fill(`${name} renamed`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAccessibilityViolations(page, 'rename dialog of a saved view on a phone');
  await renaming.getByRole('button', { name: 'Rename' }).click();
  await expect(renaming).toHaveCount(0);
  await expect(views.getByRole('link', { name: `${name} renamed` })).toBeVisible();
});
