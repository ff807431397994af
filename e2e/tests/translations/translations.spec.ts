/**
 * Issue 13 item 1: the portal's strings come from the translations service. A Super Admin
 * changes a host string on /backoffice/translations and after a reload every user sees it (a
 * remote's navigation entry too, named by a key of its route manifest, issue 26); a
 * failing service is retried (400, 408, 5xx, network) or not (other 4xx), and English shows
 * meanwhile and after. The screen passes axe and works by keyboard.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/accessibility.js';
import { acknowledgeSaved, dialog, formField, listRow, listTable } from '../support/backoffice.js';
import { signIn } from '../support/sign-in.js';

/** The host's namespace as the portal's i18next backend asks for it. */
const HOST_NAMESPACE = '**/translations/projects/*/versions/latest/languages/en/namespaces/translations';
const KEY = 'nav.tutorials';
/** A key of remote-backoffice's route manifest (title and nav label of /backoffice/agencies), in its namespace. */
const MANIFEST_KEY = 'routes.agencies';
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/**
 * A reload whose own requests can be told apart: `counts()` turns true when the new document
 * commits. The old document's requests, however late, come before that.
 */
function reloadCounted(page: Page) {
  let reloading = false;
  let committed = false;
  page.on('framenavigated', (frame) => {
    if (reloading && frame === page.mainFrame()) committed = true;
  });
  return {
    counts: () => committed,
    reload: async () => {
      reloading = true;
      await page.reload();
    },
  };
}

async function openString(page: Page, key: string, namespace = 'translations') {
  await page.goto(`/backoffice/translations?namespace=${namespace}&language=en&q=${encodeURIComponent(key)}`);
  const row = listRow(listTable(page, 'Translations'), key);
  await expect(row).toHaveCount(1);
  return row;
}

async function resetToEnglish(page: Page, key: string, english: string, namespace?: string) {
  const row = await openString(page, key, namespace);
  const reset = row.getByRole('button', { name: `Reset ${key} to English` });
  if (await reset.count()) {
    await reset.click();
    await expect(row.getByRole('cell', { name: english, exact: true })).toBeVisible();
    await expect(reset).toHaveCount(0);
  }
}

async function rename(page: Page, key: string, english: string, text: string, namespace?: string) {
  const row = await openString(page, key, namespace);
  await row.getByRole('button', { name: `Edit ${key}` }).click();
  const form = dialog(page, `Edit translation: ${key}`).getByRole('form', { name: `Edit translation: ${key}` });
  const field = formField(form, 'textbox', 'Text');
  await expect(field).toHaveAccessibleDescription(new RegExp(`English: ${english}\\.`));
  await field.fill(text);
  await form.getByRole('button', { name: 'Save' }).click();
  await acknowledgeSaved(page);
  await expect(row.getByRole('cell', { name: `${text} (Edited)` })).toBeVisible();
}

test.describe
  .serial('translations', () => {
    test.afterAll(async ({ browser }) => {
      const page = await browser.newPage();
      await signIn(page, 'SUPER_ADMIN', '/home');
      await resetToEnglish(page, KEY, 'Tutorials');
      await resetToEnglish(page, MANIFEST_KEY, 'Agencies', 'backoffice');
      await page.close();
    });

    test('a Super Admin renames a nav entry; after a reload every user sees the new text', async ({ page, browser }) => {
      await signIn(page, 'SUPER_ADMIN', '/backoffice/translations');
      // the Backoffice group lists the screen for Super Admins
      await expect(mainNav(page).getByRole('link', { name: 'Translations', exact: true })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1, name: 'Translations' })).toBeVisible();
      const row = await openString(page, KEY);
      await expectNoAccessibilityViolations(page, 'translations list');
      // keyboard only: Edit, type, Save
      await row.getByRole('button', { name: `Edit ${KEY}` }).focus();
      await page.keyboard.press('Enter');
      const form = dialog(page, `Edit translation: ${KEY}`).getByRole('form', { name: `Edit translation: ${KEY}` });
      const text = formField(form, 'textbox', 'Text');
      await expect(text).toHaveAccessibleDescription(/English: Tutorials\./);
      await expectNoAccessibilityViolations(page, 'translation dialog');
      await text.fill('Guides');
      await form.getByRole('button', { name: 'Save' }).click();
      await acknowledgeSaved(page);
      await expect(row.getByRole('cell', { name: 'Guides (Edited)' })).toBeVisible();

      await page.reload();
      await expect(mainNav(page).getByRole('link', { name: 'Guides', exact: true })).toBeVisible();

      const reader = await browser.newContext();
      const other = await reader.newPage();
      await signIn(other, 'AGENCY_USER', '/home');
      await expect(mainNav(other).getByRole('link', { name: 'Guides', exact: true })).toBeVisible();
      await expect(mainNav(other).getByRole('link', { name: 'Translations', exact: true })).toHaveCount(0);
      await reader.close();
    });

    test("a Super Admin renames a remote's nav entry (a key of its route manifest): its link and page title follow", async ({
      page,
      browser,
    }) => {
      await signIn(page, 'SUPER_ADMIN', '/home');
      await rename(page, MANIFEST_KEY, 'Agencies', 'Partner agencies', 'backoffice');

      await page.reload();
      const backoffice = mainNav(page);
      await expect(backoffice.getByRole('link', { name: 'Partner agencies', exact: true })).toBeVisible();
      await expect(backoffice.getByRole('link', { name: 'Agencies', exact: true })).toHaveCount(0);
      await backoffice.getByRole('link', { name: 'Partner agencies', exact: true }).click();
      await expect(page).toHaveURL('/backoffice/agencies');
      await expect(page).toHaveTitle('Partner agencies | Ottilia');

      const reader = await browser.newContext();
      const other = await reader.newPage();
      // the Backoffice group shows its entries inside the Backoffice
      await signIn(other, 'BRAND_MANAGER', '/backoffice/brands');
      await expect(mainNav(other).getByRole('link', { name: 'Partner agencies', exact: true })).toBeVisible();
      await reader.close();
    });

    test('503 twice, then the service answers: retried after about 350 and 700 ms', async ({ page }) => {
      await signIn(page, 'BRAND_MANAGER', '/home');
      // counted from a reload of the signed-in page (sign-in's own page loads stay out)
      const attempts: number[] = [];
      const reload = reloadCounted(page);
      await page.route(HOST_NAMESPACE, async (route) => {
        // a request the first load still had under way is not an attempt of the reload
        if (!reload.counts()) return route.fallback();
        attempts.push(Date.now());
        if (attempts.length <= 2) await route.fulfill({ status: 503, contentType: 'application/problem+json', body: '{"status":503}' });
        else await route.fallback();
      });
      await reload.reload();
      // English first (the bundled strings), the service's text once a retry succeeds
      await expect(mainNav(page).getByRole('link', { name: 'Guides', exact: true })).toBeVisible({ timeout: 15_000 });
      expect(attempts).toHaveLength(3);
      const gaps = attempts.slice(1).map((at, i) => at - attempts[i]!);
      expect(gaps[0]).toBeGreaterThanOrEqual(340);
      expect(gaps[1]).toBeGreaterThanOrEqual(690);
    });

    test('404 is not retried and a service that keeps failing leaves English', async ({ page }) => {
      await signIn(page, 'BRAND_MANAGER', '/home');
      const notFound: number[] = [];
      const reload = reloadCounted(page);
      await page.route(HOST_NAMESPACE, async (route) => {
        if (!reload.counts()) return route.fallback();
        notFound.push(Date.now());
        await route.fulfill({ status: 404, contentType: 'application/problem+json', body: '{"status":404}' });
      });
      // the page's clock jumps past every retry's wait; a retry would then ask at once
      await page.clock.install();
      await reload.reload();
      await expect(mainNav(page).getByRole('link', { name: 'Tutorials', exact: true })).toBeVisible();
      await page.clock.fastForward(12_000);
      await page.waitForTimeout(500);
      expect(notFound).toHaveLength(1);
      await expect(mainNav(page).getByRole('link', { name: 'Tutorials', exact: true })).toBeVisible();

      await page.unroute(HOST_NAMESPACE);
      const failing: number[] = [];
      await page.route(HOST_NAMESPACE, async (route) => {
        failing.push(Date.now());
        await route.fulfill({ status: 500, body: 'down' });
      });
      // 1 + 5 retries over 350 + 700 + 1400 + 2800 + 5600 ms, English throughout: the clock jumps
      // over each wait (a jump fires only the timers it passes, so no retry comes early)
      await page.reload();
      await expect
        .poll(
          async () => {
            await page.clock.fastForward(6_000);
            return failing.length;
          },
          { timeout: 20_000, intervals: [100] },
        )
        .toBe(6);
      await page.clock.fastForward(12_000);
      expect(failing).toHaveLength(6);
      await expect(mainNav(page).getByRole('link', { name: 'Tutorials', exact: true })).toBeVisible();
    });
  });
