/**
 * Issue 12: the command palette (Ctrl+K) after a real sign-in: a Brand Manager opens a project
 * by its name with the keyboard alone, finds it again under recent projects, and axe finds
 * nothing on the open palette at 1366 and 390 px.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/accessibility.js';
import { callApiAs } from '../support/api-as-user.js';
import { signIn } from '../support/sign-in.js';

const palette = (page: Page) => page.getByRole('dialog', { name: 'Go to' });
const searchBox = (page: Page) => palette(page).getByRole('combobox', { name: 'Search screens, projects, agencies and brands' });

async function openPalette(page: Page) {
  await page.keyboard.press('Control+K');
  await expect(searchBox(page)).toBeFocused();
}

test('a Brand Manager opens a project by name from the palette, by keyboard alone', async ({ page }) => {
  await signIn(page, 'BRAND_MANAGER');
  const response = await callApiAs(page, { method: 'GET', path: '/projects?page=1&size=1&$orderBy=name%20desc' });
  const [project] = ((await response.json()) as { content: { uuid: string; name: string }[] }).content;
  if (!project) throw new Error('the demo data holds no project the Brand Manager sees');

  await openPalette(page);
  await searchBox(page).fill(project.name);
  const projects = palette(page).getByRole('group', { name: 'Projects' });
  await expect(projects.getByRole('option').first()).toBeVisible();
  // walk to the project's option with the arrow keys, as a keyboard user would
  const names = await palette(page).getByRole('option').allTextContents();
  const target = names.findIndex((text) => text.startsWith(project.name));
  expect(target, `no option for ${project.name} among ${JSON.stringify(names)}`).toBeGreaterThanOrEqual(0);
  for (let i = 0; i < target; i++) await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('status').filter({ hasText: /results?$/ })).toHaveText(/\d+ results?/);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(`/projects/${project.uuid}`);
  await expect(palette(page)).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: project.name })).toBeVisible();

  await openPalette(page);
  await expect(
    palette(page)
      .getByRole('group', { name: 'Recent projects' })
      .getByRole('option', { name: new RegExp(`^${project.name}`) }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(palette(page)).toBeHidden();
});

test('the open palette passes axe at 1366 and 390 px without sideways scroll', async ({ page }) => {
  await signIn(page, 'SUPER_ADMIN');
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await openPalette(page);
    await searchBox(page).fill('a');
    await expect(palette(page).getByRole('listbox')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /results?$/ })).toBeVisible();
    await expectNoAccessibilityViolations(page, `command palette at ${width} px`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(palette(page)).toBeHidden();
  }
});
