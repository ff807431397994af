/**
 * Issue 12: a Super Admin writes and publishes a news item on /backoffice/news, and a Brand
 * Manager reads it on /home (content service, newest first). Axe (WCAG 2.0-2.2 A/AA) and no
 * sideways scroll on /home, the tutorials and the news screen at 1366 and 390 px.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/accessibility.js';
import { acknowledgeSaved, dialog, formField, listRow, listTable } from '../support/backoffice.js';
import { signIn } from '../support/sign-in.js';

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

test('a Super Admin publishes a news item and a Brand Manager sees it on /home', async ({ page, browser }) => {
  const title = `E2E news ${Date.now()}`;
  await signIn(page, 'SUPER_ADMIN', '/backoffice/news');
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  await page.getByRole('button', { name: 'New news item' }).click();
  const form = dialog(page, 'New news item').getByRole('form', { name: 'New news item' });
  await formField(form, 'textbox', 'Title').fill(title);
  await formField(form, 'textbox', 'Summary').fill('Written by the end-to-end suite.');
  await formField(form, 'textbox', 'Text').fill('First paragraph.\n\nSecond paragraph.');
  await form.getByRole('button', { name: 'Save' }).click();
  await acknowledgeSaved(page);

  // saved as a draft: listed here, not yet on anyone's home
  const row = listRow(listTable(page, 'News'), title);
  await expect(row.getByRole('cell', { name: 'Not published' })).toBeVisible();
  await row.getByRole('button', { name: `Publish ${title}` }).click();
  await expect(row.getByRole('button', { name: `Unpublish ${title}` })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Not published' })).toHaveCount(0);

  const reader = await browser.newContext();
  const home = await reader.newPage();
  await signIn(home, 'BRAND_MANAGER', '/home');
  const feed = home.getByRole('region', { name: 'News' });
  // newest first: the item just published leads the feed
  await expect(feed.getByRole('heading', { level: 3 }).first()).toHaveText(title);
  await feed.getByText(`Read more: ${title}`).click();
  await expect(feed.getByText('Second paragraph.')).toBeVisible();
  // the Brand Manager has no News entry and the API refuses the admin list
  await expect(home.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'News', exact: true })).toHaveCount(0);
  await reader.close();

  // unpublishing takes it off home again
  await row.getByRole('button', { name: `Unpublish ${title}` }).click();
  await expect(row.getByRole('cell', { name: 'Not published' })).toBeVisible();
});

test('/home, the tutorials and the news screen pass axe and do not scroll sideways at 1366 and 390 px', async ({ page }) => {
  await signIn(page, 'SUPER_ADMIN', '/home');
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });

    await page.goto('/home');
    await expect(page.getByRole('region', { name: 'News' }).getByRole('heading', { level: 3 }).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'What to act on next' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Policy languages' }).getByText(/English/)).toBeVisible();
    await expectNoAccessibilityViolations(page, `home ${width}`);
    await noSidewaysScroll(page);

    // the help panel: keyboard only, focus comes back to Help
    const help = page.getByRole('button', { name: 'Help' });
    await help.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Questions about this screen' })).toBeVisible();
    await expectNoAccessibilityViolations(page, `help panel ${width}`);
    await page.keyboard.press('Escape');
    await expect(help).toBeFocused();

    await page.goto('/ottilia-tutorials');
    await page.getByRole('searchbox', { name: 'Search the tutorials' }).fill('consent script');
    await page.getByRole('link', { name: 'Use the consent script on a website' }).click();
    await expect(page).toHaveURL('/ottilia-tutorials/use-the-consent-script');
    await expect(page.getByRole('heading', { level: 1, name: 'Use the consent script on a website' })).toBeVisible();
    await expectNoAccessibilityViolations(page, `tutorial ${width}`);
    await noSidewaysScroll(page);
    await page.goto('/ottilia-tutorials');
    await expectNoAccessibilityViolations(page, `tutorials ${width}`);
    await noSidewaysScroll(page);

    await page.goto('/backoffice/news');
    await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    await expect(page.getByRole('main').getByText('Welcome to the Ottilia portal').first()).toBeVisible();
    await expectNoAccessibilityViolations(page, `news admin ${width}`);
    await noSidewaysScroll(page);
    await page.getByRole('button', { name: 'New news item' }).click();
    await expect(page.getByRole('dialog', { name: 'New news item' })).toBeVisible();
    await expectNoAccessibilityViolations(page, `new news item ${width}`);
  }
});
