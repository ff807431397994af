/**
 * "Export Excel" on the project list (the list's filter and order, file projects-yyyy-MM-dd.xlsx,
 * sheet "Projects"): the row count shows first, then Download hands a signed link
 * (POST /projects/exports) to the browser's own download; the workbook holds the header and
 * exactly the rows the list shows for the current search and filters.
 */
import { expect, test } from '@playwright/test';
import ExcelJS, { type CellValue } from 'exceljs';
import { callApiAs } from '../support/api-as-user.js';
import { signIn } from '../support/sign-in.js';
import {
  columnTexts,
  createProject,
  expectListUrl,
  FIXTURE,
  listFilter,
  listSettled,
  projectRows,
  searchBox,
  shownIds,
  uniqueName,
} from '../support/projects.js';

const HEADER = [
  'ID',
  'Name',
  'Agency',
  'Brand',
  'Type of website',
  'Status',
  'Created',
  'Estimated go-live',
  'Markets',
  'Global policies',
  'Age gateway',
  'Cookie consent',
];

/** A cell as text: exceljs gives strings, dates and, for empty cells, null or undefined. */
function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value);
}

test('the export holds the header and exactly the rows the filtered list shows', async ({ page }) => {
  await signIn(page, 'BRAND_MANAGER', '/projects');
  await listSettled(page);

  // three projects of one batch; one of them goes to review, so a status filter leaves two
  const batch = uniqueName('Export batch');
  const first = await createProject(page, {
    name: `${batch} Alpha`,
    agencyEid: 'AG-ATELIER',
    markets: ['FR', 'BE'],
    estimatedGoLiveDate: '2026-10-01',
    hasAgeGateway: true,
  });
  const second = await createProject(page, { name: `${batch} Bravo`, markets: ['DE'] });
  const third = await createProject(page, { name: `${batch} Charlie`, agencyEid: 'AG-ATELIER', markets: [] });
  const submitted = await callApiAs(page, {
    method: 'PUT',
    path: `/projects/${second.uuid}`,
    body: { name: second.name, brandEid: second.brandEid, projectTypeEid: FIXTURE.projectTypeEid, status: 'IN_REVIEW' },
    headers: { 'if-match': `"${second.version}"` },
  });
  expect(submitted.status(), await submitted.text()).toBe(200);

  await searchBox(page).fill(batch);
  await expectListUrl(page, { q: batch });
  await expect(projectRows(page)).toHaveCount(3);
  await listFilter(page, 'Status').selectOption({ label: 'Draft' });
  await expectListUrl(page, { q: batch, status: 'DRAFT' });
  await expect(projectRows(page)).toHaveCount(2);
  await listSettled(page);
  const shownNames = await columnTexts(page, 1);
  // newest first, as the list sorts by default
  const ids = await shownIds(page);
  expect(shownNames).toEqual([third.name, first.name]);
  expect(ids).toEqual([third.uuid, first.uuid]);

  // the row count first; the browser downloads the file once asked to
  await page.getByRole('button', { name: 'Export Excel' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'to export as Excel' })).toHaveText('2 rows to export as Excel.');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^projects-\d{4}-\d{2}-\d{2}\.xlsx$/);
  // the server names the file after its day (UTC); allow a run that crosses midnight
  const day = download.suggestedFilename().slice('projects-'.length, -'.xlsx'.length);
  const today = new Date();
  const yesterday = new Date(today.getTime() - 86_400_000);
  expect([today.toISOString().slice(0, 10), yesterday.toISOString().slice(0, 10)]).toContain(day);
  expect(await download.failure()).toBeNull();

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Projects']);
  const sheet = workbook.getWorksheet('Projects')!;
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    rows.push(HEADER.map((_, index) => cellText(row.getCell(index + 1).value)));
  });
  expect(rows[0]).toEqual(HEADER);
  const body = rows.slice(1);
  expect(body.map((row) => row[1])).toEqual(shownNames);
  expect(body.map((row) => row[0])).toEqual(ids);
  expect(body[1]).toEqual([
    first.uuid,
    first.name,
    'Atelier Lumière',
    FIXTURE.brandName,
    FIXTURE.projectTypeName,
    'Draft',
    expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    '2026-10-01',
    expect.stringMatching(/^(FR, BE|BE, FR)$/),
    'No',
    'Yes',
    'No',
  ]);
  expect(body[0]!.slice(2, 6)).toEqual(['Atelier Lumière', FIXTURE.brandName, FIXTURE.projectTypeName, 'Draft']);
  expect(body[0]![7]).toBe('');
});
