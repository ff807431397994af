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
  await expect(page).toHaveURL((url) => url.pathname === '/backoffice/brands' && JSON.stringify([...url.searchParams].toSorted()) === wanted);
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
