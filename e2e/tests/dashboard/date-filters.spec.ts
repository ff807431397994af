/**
 * Issue 27 item 4 and the dashboard's date filters: "Created from/until" show and take dd/MM/yyyy
 * (not the browser locale's mm/dd/yyyy), and their calendar picks a date by keyboard (the WAI-ARIA
 * date-picker dialog's keys) and by mouse; axe clean and nothing sideways with the calendar open.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/accessibility.js';
import { expectNoSidewaysScroll, settled } from '../support/dashboard.js';
import { signIn } from '../support/sign-in.js';

const field = (page: Page, label: 'Created from' | 'Created until') =>
  page.getByRole('group', { name: 'Filters' }).getByRole('textbox', { name: label });
/** The calendar button beside a date field (the field and its button share a row). */
const calendarButton = (page: Page, label: 'Created from' | 'Created until') => field(page, label).locator('xpath=..').getByRole('button');
const calendar = (page: Page) => page.getByRole('dialog', { name: 'Choose date' });
const iso = (date: Date) => [date.getFullYear(), date.getMonth() + 1, date.getDate()].map((n) => String(n).padStart(2, '0')).join('-');

test('the created-date filters take dd/MM/yyyy, typed or picked from the calendar by keyboard and by mouse', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'SUPER_ADMIN', '/dashboard');
  await settled(page);

  // typed: dd/MM/yyyy, with the long date under it
  const from = field(page, 'Created from');
  await expect(from).toHaveAttribute('placeholder', 'dd/mm/yyyy');
  await from.fill('15/01/2026');
  await expect(page).toHaveURL(/[?&]from=2026-01-15(&|$)/);
  await expect(from).toHaveAccessibleDescription('15 January 2026');

  // keyboard: Tab to the button, Enter opens on the chosen day; arrows, PageDown, Home, Enter
  await from.press('Tab');
  await expect(calendarButton(page, 'Created from')).toBeFocused();
  await expect(calendarButton(page, 'Created from')).toHaveAccessibleName('Change date, 15 January 2026');
  await page.keyboard.press('Enter');
  await expect(calendar(page).getByRole('grid', { name: 'January 2026' })).toBeVisible();
  // seven columns of 40 px, whatever the field's width
  expect((await calendar(page).getByRole('grid').boundingBox())!.width).toBeGreaterThanOrEqual(7 * 40);
  await expect(calendar(page).getByRole('gridcell', { name: '15', exact: true })).toBeFocused();
  await expect(calendar(page).getByRole('gridcell', { name: '15', exact: true })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown'); // Thursday 22 January
  await page.keyboard.press('PageDown'); // Sunday 22 February
  await expect(calendar(page).getByRole('grid', { name: 'February 2026' })).toBeVisible();
  await page.keyboard.press('Home'); // Monday 16 February
  await page.keyboard.press('ArrowLeft'); // Sunday 15 February
  await expect(calendar(page).getByRole('gridcell', { name: '15', exact: true })).toBeFocused();
  await expectNoAccessibilityViolations(page, 'dashboard with the calendar open at 1366 px');
  await page.keyboard.press('Enter');
  await expect(calendar(page)).toHaveCount(0);
  await expect(from).toHaveValue('15/02/2026');
  await expect(page).toHaveURL(/[?&]from=2026-02-15(&|$)/);
  await expect(calendarButton(page, 'Created from')).toBeFocused();

  // Escape closes without choosing, focus back on the button
  await page.keyboard.press('Enter');
  await expect(calendar(page)).toBeVisible();
  await page.keyboard.press('PageUp');
  await page.keyboard.press('Escape');
  await expect(calendar(page)).toHaveCount(0);
  await expect(calendarButton(page, 'Created from')).toBeFocused();
  await expect(from).toHaveValue('15/02/2026');

  // mouse, on a phone: the calendar opens on today, Next month, a click on the 10th
  await page.setViewportSize({ width: 390, height: 844 });
  await calendarButton(page, 'Created until').click();
  const today = new Date();
  await expect(calendar(page).getByRole('gridcell', { name: String(today.getDate()), exact: true })).toHaveAttribute(
    'aria-current',
    'date',
  );
  await calendar(page).getByRole('button', { name: 'Next month' }).click();
  await expectNoSidewaysScroll(page, 390);
  await expectNoAccessibilityViolations(page, 'dashboard with the calendar open at 390 px');
  await calendar(page).getByRole('gridcell', { name: '10', exact: true }).click();
  const picked = new Date(today.getFullYear(), today.getMonth() + 1, 10);
  await expect(page).toHaveURL(new RegExp(`[?&]to=${iso(picked)}(&|$)`));
  await expect(field(page, 'Created until')).toHaveValue(iso(picked).split('-').reverse().join('/'));
  await settled(page);

  // a click elsewhere closes it too
  await calendarButton(page, 'Created until').click();
  await expect(calendar(page)).toBeVisible();
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).click();
  await expect(calendar(page)).toHaveCount(0);
});
