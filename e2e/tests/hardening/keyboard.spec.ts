/** Keyboard use: the skip link, focus after paging and after 'Well done!', the navigation at 390 px. */
import { expect, test, type Page } from '@playwright/test';
import { callApiAs } from '../support/api-as-user.js';
import { dialog, formField } from '../support/backoffice.js';
import { listSettled } from '../support/projects.js';
import { signIn } from '../support/sign-in.js';

const focusedName = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'body';
    return `${active.tagName.toLowerCase()}: ${active.getAttribute('aria-label') ?? active.textContent?.trim() ?? ''}`;
  });

test('the skip link is the first Tab stop and leads past the navigation to the main content', async ({ page }) => {
  await signIn(page, 'SUPER_ADMIN', '/projects');
  await listSettled(page);
  await page.locator('body').focus();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await page.keyboard.press('Tab');
  // the next stop is inside the page, not the navigation
  expect(await page.evaluate(() => document.querySelector('main')!.contains(document.activeElement))).toBe(true);
});

test('"Previous page" back to page 1 keeps focus in the paginator', async ({ page }) => {
  await signIn(page, 'SUPER_ADMIN', '/projects?page=2');
  await listSettled(page);
  await page.getByRole('button', { name: 'Previous page' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/projects');
  await listSettled(page);
  await expect(page.getByRole('button', { name: 'Page 1', exact: true })).toBeFocused();
});

test("Continue on 'Well done!' leaves focus on the page, not on its body", async ({ page }) => {
  await signIn(page, 'SUPER_ADMIN', '/backoffice/brands');
  const eid = `e2e-brand-${Date.now()}`;
  const name = `E2E Keyboard brand ${Date.now()}`;
  const created = await callApiAs(page, {
    method: 'PUT',
    path: `/brands/${eid}`,
    body: { name, type: 'spirits', isActive: true },
    headers: { 'if-none-match': '*' },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto(`/backoffice/brands/${eid}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: 'Edit brand' });
  await formField(form, 'textbox', 'Type').fill('wine');
  await form.getByRole('button', { name: 'Save' }).focus();
  await page.keyboard.press('Enter');
  const saved = dialog(page, 'Well done!');
  await expect(saved.getByRole('button', { name: 'Continue' })).toBeFocused();
  // a native modal dialog: in the top layer, the page behind inert and not scrolling
  expect(await page.evaluate(() => document.querySelector('dialog[open]')?.matches(':modal'))).toBe(true);
  expect(await page.evaluate(() => document.querySelector('main')!.contains(document.elementFromPoint(5, 5)))).toBe(false);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
  await page.keyboard.press('Enter');
  await expect(saved).toHaveCount(0);
  expect(await focusedName(page)).not.toBe('body');
  await expect(page.getByRole('heading', { level: 1, name })).toBeFocused();
});

test('at 390 px the open menu takes focus, keeps it, closes on Escape and gives it back', async ({ page }) => {
  await signIn(page, 'SUPER_ADMIN', '/projects');
  await listSettled(page);
  await page.setViewportSize({ width: 390, height: 800 });
  // on a phone the list shows its rows as cards
  await expect(page.getByRole('main').getByRole('list', { name: 'Projects' }).getByRole('listitem').first()).toBeVisible();
  const menu = page.getByRole('button', { name: 'Open menu' });
  await menu.focus();
  await page.keyboard.press('Enter');
  const navigation = page.getByRole('navigation', { name: 'Main' });
  await expect(navigation.getByRole('button', { name: 'Close menu' })).toBeFocused();
  // the open menu is a modal dialog over the page
  expect(await page.evaluate(() => document.getElementById('side-navigation')!.closest('dialog')?.matches(':modal'))).toBe(true);

  // Tab never leaves the menu for the page hidden under it
  for (let press = 0; press < 15; press += 1) {
    await page.keyboard.press('Tab');
    const inside = await page.evaluate(() => {
      const active = document.activeElement;
      return !!active && active !== document.body && !!document.getElementById('side-navigation')?.contains(active);
    });
    expect(inside, `Tab ${press + 1} reached ${await focusedName(page)}`).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(navigation).toBeHidden();
  await expect(menu).toBeFocused();
  expect(await page.evaluate(() => document.querySelector('dialog:modal'))).toBeNull();
});
