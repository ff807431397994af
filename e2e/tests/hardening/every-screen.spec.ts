/**
 * Every screen of the portal (and its open dialogs) at the spec's widths: no page scrolls
 * sideways at 390, 768, 1024 or 1366 px, and axe finds no WCAG 2.0/2.1/2.2 A or AA violation.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/accessibility.js';
import { dialog } from '../support/backoffice.js';
import { createProject, uniqueName } from '../support/projects.js';
import { demoAccount, signIn } from '../support/sign-in.js';

const WIDTHS = [390, 768, 1024, 1366] as const;

/** Path and the level-1 heading that says the screen has rendered. */
type Screen = { path: string; heading: string | RegExp };

const SCREENS = (projectUuid: string, projectName: string): Screen[] => [
  { path: '/home', heading: /^Hello, / },
  { path: '/projects', heading: 'Projects' },
  { path: '/new-project', heading: 'New project' },
  ...['overview', 'products', 'members', 'review', 'legal-data', 'cookies', 'age-gate'].map((tab) => ({
    path: `/projects/${projectUuid}?tab=${tab}`,
    heading: projectName,
  })),
  { path: '/ottilia-tutorials', heading: /tutorials/i },
  { path: '/users', heading: 'Users' },
  { path: `/users/${demoAccount('AGENCY_MANAGER').sub}`, heading: /./ },
  { path: '/dashboard', heading: 'Dashboard' },
  { path: '/backoffice/agencies', heading: 'Agencies' },
  { path: '/backoffice/agencies/AG-NORTHWIND', heading: /Northwind/ },
  { path: '/backoffice/brands', heading: 'Brands' },
  { path: '/backoffice/brands/BR-LUMEN', heading: 'Lumen Cider' },
  { path: '/backoffice/domains', heading: /domains/i },
  { path: '/backoffice/domains/ED-OTTILIA', heading: 'ottilia.example' },
  { path: '/backoffice/entities', heading: /entities/i },
  { path: '/backoffice/entities/LE-OTTILIA-DE', heading: 'Ottilia Deutschland GmbH' },
  { path: '/backoffice/site-types', heading: /types of website/i },
  { path: '/backoffice/translations', heading: 'Translations' },
  { path: '/backoffice/markets', heading: 'Markets' },
  { path: '/plugin-docs', heading: /plugin/i },
  { path: '/no-such-page', heading: "We didn't find the page you are looking for..." },
];

/** Waits until the screen's heading shows and nothing is loading any more. */
async function settled(page: Page, heading: string | RegExp): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
}

/**
 * What scrolls sideways: the document, the main content area, and (on desktop widths, where
 * every column fits) any scroll frame inside the page such as a table's. Each with the elements
 * that stick out furthest, to say what to fix.
 */
async function sidewaysOverflow(page: Page, innerFramesToo: boolean): Promise<string[]> {
  return page.evaluate((inner) => {
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}[${(element.textContent ?? '').trim().slice(0, 30)}]`;
    const culprits = (frame: Element) => {
      const edge = frame.getBoundingClientRect().right;
      return [...frame.querySelectorAll('*')]
        .filter((element) => element.getBoundingClientRect().right > edge + 1 && element.children.length === 0)
        .slice(0, 3)
        .map(describe)
        .join(', ');
    };
    const found: string[] = [];
    const root = document.scrollingElement!;
    if (root.scrollWidth > root.clientWidth) found.push(`document +${root.scrollWidth - root.clientWidth}: ${culprits(document.body)}`);
    const frames = inner ? [...document.querySelectorAll('main, main *')] : [document.querySelector('main')!];
    for (const frame of frames) {
      const style = getComputedStyle(frame);
      const scrolls = frame.tagName === 'MAIN' || ['auto', 'scroll'].includes(style.overflowX);
      if (scrolls && frame.scrollWidth > frame.clientWidth + 1)
        found.push(`${describe(frame)} +${frame.scrollWidth - frame.clientWidth}: ${culprits(frame)}`);
    }
    return found;
  }, innerFramesToo);
}

test('no screen scrolls sideways at 390, 768, 1024 or 1366 px', async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, 'SUPER_ADMIN', '/projects');
  const name = uniqueName('Wide screens');
  const project = await createProject(page, { name, agencyEid: 'AG-NORTHWIND', markets: ['DE', 'SE'] });
  const wide: string[] = [];
  for (const screen of SCREENS(project.uuid, name)) {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(screen.path);
    await settled(page, screen.heading);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await expect(page.locator('main')).toBeVisible();
      // what the page settles to after the resize (the layout switches through media queries)
      let overflows: string[] = [];
      await expect
        .poll(async () => (overflows = await sidewaysOverflow(page, width >= 1024)), { timeout: 3_000 })
        .toEqual([])
        .catch(() => undefined);
      for (const overflow of overflows) wide.push(`${screen.path} at ${width} px: ${overflow}`);
    }
  }
  expect(wide).toEqual([]);
});

test('the page content sits on the grid of spec section 9', async ({ page }) => {
  await signIn(page, 'SUPER_ADMIN', '/home');
  const expected = [
    { width: 390, columns: 6, gutter: '16px' },
    { width: 768, columns: 6, gutter: '16px' },
    { width: 1024, columns: 12, gutter: '24px' },
    { width: 1366, columns: 12, gutter: '32px' },
    { width: 2400, columns: 12, gutter: '32px' },
  ];
  for (const { width, columns, gutter } of expected) {
    await page.setViewportSize({ width, height: 900 });
    const grid = await page.evaluate(() => {
      const frame = [...document.querySelector('main')!.children].find((child) => getComputedStyle(child).display === 'grid')!;
      const style = getComputedStyle(frame);
      return {
        columns: style.gridTemplateColumns.split(' ').length,
        gutter: style.columnGap,
        margin: style.paddingLeft,
        width: frame.getBoundingClientRect().width,
      };
    });
    expect(grid, `at ${width} px`).toMatchObject({ columns, gutter, margin: gutter });
    expect(grid.width, `at ${width} px`).toBeLessThanOrEqual(1366);
  }
});

test('every screen has no WCAG A/AA violation, at desktop and phone width', async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, 'SUPER_ADMIN', '/projects');
  const name = uniqueName('Accessible screens');
  const project = await createProject(page, { name, agencyEid: 'AG-NORTHWIND', markets: ['DE', 'SE'] });
  for (const screen of SCREENS(project.uuid, name)) {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(screen.path);
    // each screen is loaded once and checked at both widths: the layout follows a resize (the test
    // above shows it at four widths)
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await settled(page, screen.heading);
      await expectNoAccessibilityViolations(page, `${screen.path} at ${width} px`);
    }
  }
});

test('open dialogs and menus have no WCAG A/AA violation', async ({ page }) => {
  const account = await signIn(page, 'SUPER_ADMIN', '/backoffice/site-types');
  await settled(page, /types of website/i);

  await page.getByRole('button', { name: 'New type of website' }).click();
  await expect(dialog(page, 'New type of website')).toBeVisible();
  await expectNoAccessibilityViolations(page, 'new type of website dialog');
  await dialog(page, 'New type of website').getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog(page, 'New type of website')).toHaveCount(0);

  await page.getByRole('main').getByRole('row').nth(1).getByRole('button', { name: 'Delete' }).click();
  await expect(dialog(page, 'Do you want to delete this?')).toBeVisible();
  await expectNoAccessibilityViolations(page, 'delete type dialog');
  await dialog(page, 'Do you want to delete this?').getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: account.displayName }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expectNoAccessibilityViolations(page, 'open profile menu');

  await page.goto('/backoffice/brands/BR-LUMEN');
  await settled(page, 'Lumen Cider');
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('main').getByRole('textbox', { name: /^Name/ }).fill(uniqueName('Lumen'));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(dialog(page, 'Discard changes?')).toBeVisible();
  await expectNoAccessibilityViolations(page, 'route-leave prompt');
  await dialog(page, 'Discard changes?').getByRole('button', { name: 'Cancel' }).click();

  await page.setViewportSize({ width: 390, height: 800 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expectNoAccessibilityViolations(page, 'open navigation at 390 px');
});
