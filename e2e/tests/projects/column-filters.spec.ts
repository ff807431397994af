/**
 * The list's column filters: choosing a status or a brand narrows the rows to it and puts the
 * filter in the URL; a reload restores both; Clear filters goes back to every project.
 * Counts are compared with the API's for the same filter, so projects other suites create in
 * the shared database do not matter.
 */
import { expect, test } from '@playwright/test';
import { signIn } from '../support/sign-in.js';
import {
  columnTexts,
  createProject,
  expectListUrl,
  filterGroup,
  listFilter,
  listProjects,
  listSettled,
  projectRows,
  shownIds,
  shownTotal,
  uniqueName,
} from '../support/projects.js';

const BRAND = { eid: 'BR-AURORA-GIN', name: 'Aurora Gin' };

test('filtering by status and brand narrows the rows, is kept in the URL and survives a reload', async ({ page }) => {
  await signIn(page, 'SUPER_ADMIN', '/projects');
  await listSettled(page);
  const everything = await shownTotal(page);
  await expect(filterGroup(page).getByRole('button', { name: 'Clear filters' })).toHaveCount(0);
  await expect(listFilter(page, 'Status')).toHaveValue('');
  expect(await listFilter(page, 'Status').locator('option').allTextContents()).toEqual([
    'All',
    'Draft',
    'In review',
    'Approved',
    'Published',
  ]);

  await listFilter(page, 'Status').selectOption({ label: 'Published' });
  await expectListUrl(page, { status: 'PUBLISHED' });
  await listSettled(page);
  const published = (await listProjects(page, { $filter: "status eq 'PUBLISHED'", size: '1' })).totalElements;
  expect(published).toBeGreaterThan(0);
  expect(published).toBeLessThan(everything);
  await expect.poll(() => shownTotal(page)).toBe(published);
  for (const status of await columnTexts(page, 7)) expect(status).toBe('Published');

  await listFilter(page, 'Brand').selectOption({ label: BRAND.name });
  await expectListUrl(page, { status: 'PUBLISHED', brand: BRAND.eid });
  await listSettled(page);
  const both = (await listProjects(page, { $filter: `brandEid eq '${BRAND.eid}' and status eq 'PUBLISHED'`, size: '100' })).content;
  expect(both.length).toBeGreaterThan(0);
  expect(both.length).toBeLessThan(published);
  await expect(projectRows(page)).toHaveCount(Math.min(both.length, 20));
  expect(await columnTexts(page, 3)).toEqual(Array(Math.min(both.length, 20)).fill(BRAND.name));
  expect(await columnTexts(page, 7)).toEqual(Array(Math.min(both.length, 20)).fill('Published'));
  const filteredIds = await shownIds(page);
  expect(filteredIds).toEqual(both.slice(0, 20).map((project) => project.uuid));

  // a reload reads the filters back from the URL
  await page.reload();
  await expectListUrl(page, { status: 'PUBLISHED', brand: BRAND.eid });
  await expect(listFilter(page, 'Status')).toHaveValue('PUBLISHED');
  await expect(listFilter(page, 'Brand')).toHaveValue(BRAND.eid);
  await listSettled(page);
  await expect(projectRows(page)).toHaveCount(filteredIds.length);
  expect(await shownIds(page)).toEqual(filteredIds);

  await filterGroup(page).getByRole('button', { name: 'Clear filters' }).click();
  await expectListUrl(page);
  await expect(listFilter(page, 'Brand')).toHaveValue('');
  await listSettled(page);
  await expect.poll(() => shownTotal(page)).toBe(everything);
});

test('"Other agency" lists the projects without an agency', async ({ page }) => {
  await signIn(page, 'SUPER_ADMIN', '/projects');
  await listSettled(page);
  const mine = await createProject(page, { name: uniqueName('No agency yet'), agencyEid: null });
  await listFilter(page, 'Agency').selectOption({ label: 'Other agency' });
  await expectListUrl(page, { agency: 'other' });
  await listSettled(page);
  const withoutAgency = (await listProjects(page, { $filter: 'agencyEid eq null', size: '1' })).totalElements;
  expect(withoutAgency).toBeGreaterThan(0);
  await expect.poll(() => shownTotal(page)).toBe(withoutAgency);
  for (const agency of await columnTexts(page, 2)) expect(agency).toBe('Other agency');
  // the newest first: the one just created
  await expect(projectRows(page).first().getByRole('link')).toHaveText(mine.name);
});
