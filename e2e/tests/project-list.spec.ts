/** Spec sections 2, 3 and 9: the project list on the seeded demo data, its state kept in the URL. */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from './support/accessibility.js';
import { signIn } from './support/sign-in.js';

const SHORT_ID = /^[0-9a-f]{4}\.\.\.[0-9a-f]{4}$/;
const DATE = /^\d{2}\/\d{2}\/\d{4}$/;
const PAGE_SIZE = 20;

const table = (page: Page) => page.getByRole('table', { name: 'Projects' });
const rows = (page: Page) => table(page).getByRole('rowgroup').nth(1).getByRole('row');
const header = (page: Page, name: string) => table(page).getByRole('columnheader', { name });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search projects' });
const pagination = (page: Page) => page.getByRole('navigation', { name: 'Pagination' });
/** Names in the Name column (links to the project), in row order. */
// a Super Admin may delete: the first cell of each row is its selection box
const projectNames = (page: Page) => rows(page).getByRole('cell').nth(2).getByRole('link').allTextContents();
/** Full project ids (the hover title of the short id), in row order. */
const projectIds = async (page: Page) =>
  Promise.all(
    (await rows(page).all()).map(async (row) => (await row.getByRole('cell').nth(1).locator('[title]').getAttribute('title')) ?? ''),
  );

async function expectListed(page: Page, count = PAGE_SIZE) {
  await expect(table(page)).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'Loading projects' })).toHaveCount(0);
  await expect(rows(page)).toHaveCount(count);
}

async function expectPageStatus(page: Page, pageNumber: number): Promise<{ pages: number; total: number }> {
  const status = page.getByText(new RegExp(`^Page ${pageNumber} of \\d+, \\d+ projects?$`));
  await expect(status).toBeVisible();
  const [, pages = '0', total = '0'] = /of (\d+), (\d+)/.exec(await status.innerText()) ?? [];
  await expect(pagination(page).getByRole('button', { name: `Page ${pageNumber}`, exact: true })).toHaveAttribute('aria-current', 'page');
  return { pages: Number(pages), total: Number(total) };
}

/** The list's URL: /projects with exactly these query parameters, in any order. */
async function expectListUrl(page: Page, query: Record<string, string> = {}) {
  const wanted = JSON.stringify(Object.entries(query).toSorted());
  await expect(page).toHaveURL((url) => url.pathname === '/projects' && JSON.stringify([...url.searchParams].toSorted()) === wanted);
}

async function sortByName(page: Page) {
  await header(page, 'Name').getByRole('button').click();
}

/** First letters of the names; seeded names start with the brand, and brands start with distinct letters. */
const initials = (names: string[]) => names.map((name) => name[0]!.toUpperCase());

test.beforeEach(async ({ page }) => {
  await signIn(page, 'SUPER_ADMIN', '/projects');
  await expectListUrl(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
});

test('lists the seeded projects with short ids, dd/MM/yyyy dates and the totals', async ({ page }) => {
  await expectListed(page);
  const { pages, total } = await expectPageStatus(page, 1);
  expect(total).toBeGreaterThanOrEqual(150);
  expect(pages).toBe(Math.ceil(total / PAGE_SIZE));
  await expect(header(page, 'Created')).toHaveAttribute('aria-sort', 'descending');

  for (const row of await rows(page).all()) {
    const cells = row.getByRole('cell');
    const id = (await cells.nth(1).locator('[title]').getAttribute('title')) ?? '';
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    const shortId = cells.nth(1).getByText(SHORT_ID);
    await expect(shortId).toBeVisible();
    await expect(shortId).toHaveText(`${id.slice(0, 4)}...${id.slice(-4)}`);
    await expect(cells.nth(2).getByRole('link')).toHaveAttribute('href', `/projects/${id}`);
    await expect(cells.nth(6)).toHaveText(DATE);
    await expect(cells.nth(7)).toHaveText(/^(\d{2}\/\d{2}\/\d{4}|—)$/);
  }
  await expectNoAccessibilityViolations(page, 'project list');
});

test('paging to page 2 shows other projects and puts the page in the URL', async ({ page }) => {
  await expectListed(page);
  const firstPage = await projectIds(page);
  await pagination(page).getByRole('button', { name: 'Page 2', exact: true }).click();
  await expectListUrl(page, { page: '2' });
  // the URL changes before the list renders it (a router transition): the status says it has
  await expectPageStatus(page, 2);
  await expectListed(page);
  const secondPage = await projectIds(page);
  expect(secondPage.filter((id) => firstPage.includes(id))).toEqual([]);

  await pagination(page).getByRole('button', { name: 'Previous page' }).click();
  await expectListUrl(page);
  await expectPageStatus(page, 1);
  await expectListed(page);
  expect(await projectIds(page)).toEqual(firstPage);
});

test('sorting by Name toggles aria-sort and the order', async ({ page }) => {
  await expectListed(page);
  await expect(header(page, 'Name')).toHaveAttribute('aria-sort', 'none');

  await sortByName(page);
  await expectListUrl(page, { sort: 'name,asc' });
  await expect(header(page, 'Name')).toHaveAttribute('aria-sort', 'ascending');
  await expect(header(page, 'Created')).toHaveAttribute('aria-sort', 'none');
  await expectListed(page);
  await expect(rows(page).first().getByRole('link')).toHaveText(/^Aurora Gin /);
  const ascending = await projectNames(page);
  expect(initials(ascending)).toEqual(initials(ascending).toSorted());

  await sortByName(page);
  await expectListUrl(page, { sort: 'name,desc' });
  await expect(header(page, 'Name')).toHaveAttribute('aria-sort', 'descending');
  await expectListed(page);
  await expect(rows(page).first().getByRole('link')).toHaveText(/^Vela Vodka /);
  const descending = await projectNames(page);
  expect(initials(descending)).toEqual(initials(descending).toSorted().toReversed());
});

test('search filters the rows, and nonsense shows the empty state', async ({ page }) => {
  await expectListed(page);
  const { total } = await expectPageStatus(page, 1);

  await searchBox(page).fill('Kestrel');
  await expectListUrl(page, { q: 'Kestrel' });
  const names = rows(page).getByRole('cell').nth(2);
  await expect(names.first()).toHaveText(/^Kestrel Single Malt /);
  const filtered = await expectPageStatus(page, 1);
  expect(filtered.total).toBeGreaterThan(0);
  expect(filtered.total).toBeLessThan(total);
  for (const name of await projectNames(page)) expect(name).toMatch(/^Kestrel Single Malt /);

  await searchBox(page).fill('qqzzxx-no-such-project');
  await expect(page.getByText('No projects match your search or filters.')).toBeVisible();
  await expect(rows(page)).toHaveCount(1); // the row holding the empty state
  await expect(table(page).getByRole('link')).toHaveCount(0);
  await expect(pagination(page)).toHaveCount(0);

  await page.getByRole('button', { name: 'Clear search and filters' }).click();
  await expectListUrl(page);
  await expect(searchBox(page)).toHaveValue('');
  await expectListed(page);
});

test('reload keeps page, sort and search from the URL', async ({ page }) => {
  await expectListed(page);
  await searchBox(page).fill('Campaign');
  await expectListUrl(page, { q: 'Campaign' });
  await sortByName(page);
  await expectListUrl(page, { sort: 'name,asc', q: 'Campaign' });
  await expectListed(page);
  await pagination(page).getByRole('button', { name: 'Page 2', exact: true }).click();
  await expectListUrl(page, { page: '2', sort: 'name,asc', q: 'Campaign' });
  await expectPageStatus(page, 2);
  await expect(table(page)).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'Loading projects' })).toHaveCount(0);
  const before = await projectIds(page);
  expect(before.length).toBeGreaterThan(0);

  await page.reload();
  await expectListUrl(page, { page: '2', sort: 'name,asc', q: 'Campaign' });
  await expect(searchBox(page)).toHaveValue('Campaign');
  await expect(header(page, 'Name')).toHaveAttribute('aria-sort', 'ascending');
  await expectPageStatus(page, 2);
  await expect(rows(page)).toHaveCount(before.length);
  expect(await projectIds(page)).toEqual(before);
});
