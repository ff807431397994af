/**
 * The lists on a phone (390 px, spec section 9's small breakpoint), in an American browser:
 * nothing scrolls sideways, each row is a card headed by its name, the filters fold behind one
 * "Filters" button that counts the set ones, and dates are written and read dd/MM/yyyy; a project's
 * tabs all stay in sight.
 */
import { expect, test, type Page } from '@playwright/test';
import { createProject, uniqueName } from '../support/projects.js';
import { signIn } from '../support/sign-in.js';

test.use({ locale: 'en-US' });

/** Signs in on a desktop (the sign-in check reads the side navigation), then turns into a phone. */
async function signInOnPhone(page: Page, path: string) {
  await signIn(page, 'SUPER_ADMIN', path);
  await page.setViewportSize({ width: 390, height: 844 });
}

const main = (page: Page) => page.getByRole('main');

async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, view: window.innerWidth }));
  expect(widths.page).toBeLessThanOrEqual(widths.view);
}

test('the project list shows cards, folds its filters behind "Filters" and takes dates as dd/MM/yyyy', async ({ page }) => {
  await signInOnPhone(page, '/projects');
  const cards = main(page).getByRole('list', { name: 'Projects' });
  await expect(cards.getByRole('listitem').first()).toBeVisible();
  await expect(main(page).getByRole('table', { name: 'Projects', exact: true })).toHaveCount(0);
  // a card is headed by the project's name, a link to it; the other columns follow labelled
  await expect(cards.getByRole('listitem').first().getByRole('link')).toBeVisible();
  await expect(cards.getByRole('listitem').first()).toContainText('Type of website');
  await expectNoSidewaysScroll(page);

  // the six filters wait behind one button
  const filters = main(page).getByRole('button', { name: 'Filters', exact: true });
  await expect(filters).toHaveAttribute('aria-expanded', 'false');
  await expect(main(page).getByRole('group', { name: 'Filter projects' })).toHaveCount(0);
  await filters.click();
  const group = main(page).getByRole('group', { name: 'Filter projects' });
  await group.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Published' });
  await expect(page).toHaveURL(/status=PUBLISHED/);
  await expect(main(page).getByRole('button', { name: 'Filters (1)' })).toHaveAttribute('aria-expanded', 'true');

  // dd/MM/yyyy although the browser is American, the long date as hint
  const from = group.getByLabel('Go-live from');
  await expect(from).toHaveAttribute('placeholder', 'dd/mm/yyyy');
  await from.fill('02/01/2025');
  await expect(from).toHaveAccessibleDescription('2 January 2025');
  await expect(page).toHaveURL(/goLiveFrom=2025-01-02/);
  await expect(main(page).getByRole('button', { name: 'Filters (2)' })).toBeVisible();
  await expectNoSidewaysScroll(page);

  // folded again, the count still says what narrows the list
  await main(page).getByRole('button', { name: 'Filters (2)' }).click();
  await expect(main(page).getByRole('group', { name: 'Filter projects' })).toHaveCount(0);
  await page.reload();
  await expect(main(page).getByRole('button', { name: 'Filters (2)' })).toBeVisible();
});

test('a backoffice list shows cards with a sort choice and folds its filters', async ({ page }) => {
  await signInOnPhone(page, '/backoffice/brands');
  const cards = main(page).getByRole('list', { name: 'Brands' });
  await expect(cards.getByRole('listitem').first()).toBeVisible();
  await expectNoSidewaysScroll(page);

  const first = await cards.getByRole('listitem').first().locator('strong').textContent();
  await main(page).getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Name, descending' });
  await expect(page).toHaveURL(/sort=name,desc/);
  await expect(cards.getByRole('listitem').first().locator('strong')).not.toHaveText(first ?? '');

  await main(page).getByRole('button', { name: 'Filters', exact: true }).click();
  await main(page)
    .getByRole('group', { name: 'Filter brands' })
    .getByRole('combobox', { name: 'Status' })
    .selectOption({ label: 'Inactive' });
  await expect(page).toHaveURL(/status=inactive/);
  await expect(main(page).getByRole('button', { name: 'Filters (1)' })).toBeVisible();
});

test('a project page shows every one of its tabs on a phone, the chosen one included', async ({ page }) => {
  await signIn(page, 'SUPER_ADMIN', '/projects');
  const project = await createProject(page, { name: uniqueName('tabs on a phone') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/projects/${project.uuid}?tab=history`);
  const tabs = page.getByRole('tablist', { name: 'Project sections' }).getByRole('tab');
  await expect(tabs).toHaveCount(8);
  await expect(tabs.filter({ hasText: 'History' })).toHaveAttribute('aria-selected', 'true');
  // no tab waits off-screen in a sideways scroller: each lies inside the page's width
  for (const tab of await tabs.all()) {
    const box = (await tab.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await expect(tab).toBeInViewport();
  }
  const list = await page
    .getByRole('tablist', { name: 'Project sections' })
    .evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
  expect(list.scroll).toBeLessThanOrEqual(list.client);
  await expectNoSidewaysScroll(page);
});
