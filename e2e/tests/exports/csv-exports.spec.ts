/**
 * Issue 27: "Export CSV" on News and Translations exports what the list selects (the routes
 * /news-items/export.csv and /translation-strings/export.csv did not exist), and every export
 * goes to disk through the browser's own download: the row count first, then Download hands a
 * signed link to the browser, Cancel stops before. The new states pass axe at 1366 and 390 px.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/accessibility.js';
import { callApiAs } from '../support/api-as-user.js';
import { listRow, listTable } from '../support/backoffice.js';
import { signIn } from '../support/sign-in.js';

/** RFC 4180 lines of a small file (no line breaks inside cells). */
const csvLines = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);

async function exportCsv(page: Page, rows: string) {
  await page.getByRole('button', { name: 'Export CSV' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'to export as CSV' })).toHaveText(rows);
  await expect(page.getByRole('button', { name: 'Download' })).toBeFocused();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
  expect(await download.failure()).toBeNull();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeFocused();
  return { name: download.suggestedFilename(), text: await readFile(await download.path(), 'utf8') };
}

test('News: Export CSV counts the items the search selects, then the browser downloads them', async ({ page }) => {
  await signIn(page, 'SUPER_ADMIN', '/backoffice/news');
  const title = `Export check ${Date.now()}`;
  for (const n of [1, 2]) {
    const created = await callApiAs(page, {
      method: 'PUT',
      path: `/news-items/export-${Date.now()}-${n}`,
      headers: { 'if-none-match': '*' },
      body: { title: `${title} ${n}`, summary: 'For the export', published: n === 1 },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
  await page.goto(`/backoffice/news?q=${encodeURIComponent(title)}`);
  await expect(listRow(listTable(page, 'News'), `${title} 2`)).toBeVisible();

  const file = await exportCsv(page, '2 rows to export as CSV.');
  expect(file.name).toMatch(/^news-items-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, ...rows] = csvLines(file.text);
  expect(header).toBe('ID,Title,Published,Last changed,Summary,Link');
  expect(rows.map((row) => row.split(',')[1]).sort()).toEqual([`${title} 1`, `${title} 2`]);
});

test('Translations: Export CSV downloads the filtered strings; Cancel downloads nothing', async ({ page }) => {
  await signIn(page, 'SUPER_ADMIN', '/backoffice/translations?namespace=translations&language=en&q=nav.tutorials');
  await expect(listRow(listTable(page, 'Translations'), 'nav.tutorials')).toBeVisible();

  let downloads = 0;
  page.on('download', () => {
    downloads++;
  });
  await page.getByRole('button', { name: 'Export CSV' }).click();
  await expect(page.getByRole('button', { name: 'Download' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Download' })).toHaveCount(0);

  const file = await exportCsv(page, '1 row to export as CSV.');
  expect(downloads).toBe(1);
  expect(file.name).toMatch(/^translation-strings-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, row] = csvLines(file.text);
  expect(header).toBe('Key,Namespace,Language,Text,English,Edited,Last changed,Project');
  expect(row).toMatch(/^nav\.tutorials,translations,en,/);
});

test("the export's count and choice pass axe and do not scroll sideways at 1366 and 390 px", async ({ page }) => {
  await signIn(page, 'SUPER_ADMIN', '/backoffice/brands');
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/backoffice/brands');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    await expect(page.getByRole('button', { name: 'Download' })).toBeVisible();
    await expectNoAccessibilityViolations(page, `export count ${width}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.getByRole('button', { name: 'Cancel' }).click();
  }
});
