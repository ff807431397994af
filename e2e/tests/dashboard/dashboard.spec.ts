/**
 * /dashboard (issue 12 item 4): the figures are live. A Super Admin filters the dashboard to one
 * brand and market through the form (the filters go to the URL), a project of that brand and market
 * is submitted for review and then approved, and the status counts and the review pipeline follow.
 * The screen is axe clean and does not scroll sideways at 1366 and 390 px.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/accessibility.js';
import { callApiAs } from '../support/api-as-user.js';
import { createProject, FIXTURE, uniqueName, type ApiProject } from '../support/projects.js';
import { EMPTY, expectNoSidewaysScroll, settled } from '../support/dashboard.js';
import { signIn } from '../support/sign-in.js';

const MARKET = { code: 'ZA', name: 'South Africa' };

/** The count beside a row label of a chart's table, 0 while the filters select no project. */
async function shownCount(page: Page, table: string, label: string): Promise<number> {
  await settled(page);
  if (await page.getByText(EMPTY).isVisible()) return 0;
  const row = page
    .getByRole('table', { name: table })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });
  return Number(await row.getByRole('cell').textContent());
}

/** The number under a figure of the review pipeline. */
async function pipeline(page: Page, term: string): Promise<number> {
  await settled(page);
  if (await page.getByText(EMPTY).isVisible()) return 0;
  const figure = page
    .getByRole('region', { name: 'Review pipeline' })
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${term}$`) }) });
  return Number(await figure.locator('dd').textContent());
}

test("the dashboard's figures change after a project is approved", async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'SUPER_ADMIN', '/dashboard');
  await settled(page);

  // filters through the form land in the URL
  const filters = page.getByRole('group', { name: 'Filters' });
  // the URL changes before the page renders its filters (a router transition): the figures are
  // read once the page has asked for both filters' figures, which it does after that render
  const asked = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return (
      url.pathname.endsWith('/dashboard') &&
      url.searchParams.get('brand') === FIXTURE.brandEid &&
      url.searchParams.get('market') === MARKET.code
    );
  });
  await filters.getByLabel('Brand').selectOption({ label: FIXTURE.brandName });
  await filters.getByLabel('Market').selectOption({ label: MARKET.name });
  await expect(page).toHaveURL(new RegExp(`[?&]brand=${FIXTURE.brandEid}(&|$)`));
  await expect(page).toHaveURL(new RegExp(`[?&]market=${MARKET.code}(&|$)`));
  await asked;
  const before = {
    inReview: await shownCount(page, 'Projects by status', 'In review'),
    approved: await shownCount(page, 'Projects by status', 'Approved'),
    pending: await pipeline(page, 'Waiting for review'),
    approvals: await pipeline(page, 'Approved'),
  };

  // a project of that brand and market goes to review…
  const created = await createProject(page, { name: uniqueName('Dashboard'), markets: [MARKET.code], estimatedGoLiveDate: null });
  const submitted = await callApiAs(page, {
    method: 'PUT',
    path: `/projects/${created.uuid}`,
    headers: { 'if-match': `"${created.version}"` },
    body: { name: created.name, brandEid: FIXTURE.brandEid, projectTypeEid: FIXTURE.projectTypeEid, status: 'IN_REVIEW' },
  });
  expect(submitted.status(), await submitted.text()).toBe(200);
  const inReview = (await submitted.json()) as ApiProject;
  await page.reload();
  await expect.poll(() => shownCount(page, 'Projects by status', 'In review')).toBe(before.inReview + 1);
  expect(await pipeline(page, 'Waiting for review')).toBe(before.pending + 1);

  // …and is approved
  const approved = await callApiAs(page, {
    method: 'PUT',
    path: `/projects/${created.uuid}/reviews/${inReview.review!.eid}`,
    headers: { 'if-match': `"${inReview.version}"` },
    body: { decision: 'APPROVED' },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  await page.reload();
  await expect.poll(() => shownCount(page, 'Projects by status', 'Approved')).toBe(before.approved + 1);
  expect(await shownCount(page, 'Projects by status', 'In review')).toBe(before.inReview);
  expect(await pipeline(page, 'Waiting for review')).toBe(before.pending);
  expect(await pipeline(page, 'Approved')).toBe(before.approvals + 1);
  // the filters survived the reloads in the URL
  await expect(filters.getByLabel('Market')).toHaveValue(MARKET.code);
});

test('the dashboard is axe clean and does not scroll sideways at 1366 and 390 px', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'BRAND_MANAGER', '/dashboard');
  await settled(page);
  // the whole portfolio: every chart has rows
  await expect(page.getByRole('table', { name: 'Projects by market' })).toBeVisible();
  await page.getByText('Show the figures as a table').click();
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await settled(page);
    await expectNoSidewaysScroll(page, width);
    await expectNoAccessibilityViolations(page, `/dashboard at ${width} px`);
  }
});
