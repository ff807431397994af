/**
 * Issue 13 item 4: the stage's tag manager is loaded only when the stage has a container (never
 * in dev) and only after the visitor allows analytics (performance) cookies in the portal's own
 * consent banner, with Google's Consent Mode v2 defaults set before it starts.
 */
import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/sign-in.js';

// the container of the e2e composition (scripts/e2e.mjs: E2E_ANALYTICS_CONTAINER)
const CONTAINER = 'GTM-E2ETEST';
const TAG_MANAGER = /^https:\/\/www\.googletagmanager\.com\/gtm\.js/;

// a first visit: nothing chosen yet
test.use({ storageState: { cookies: [], origins: [] } });

/** Google's server, answered here (no internet in tests): a script that says it ran. */
async function serveTagManager(page: Page): Promise<string[]> {
  const requests: string[] = [];
  await page.route(TAG_MANAGER, (route) => {
    requests.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: 'window.__tagManagerRan = true;' });
  });
  return requests;
}

/** The deployment's env-config of a stage with analytics: its override carries the container. */
async function stageWithAnalytics(page: Page) {
  await page.route('**/env-config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as { stageConfig?: Record<string, unknown> };
    await route.fulfill({ response, json: { ...config, stageConfig: { ...config.stageConfig, analyticsContainerId: CONTAINER } } });
  });
}

const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });
const tagManagerRan = (page: Page) => page.evaluate(() => (window as { __tagManagerRan?: boolean }).__tagManagerRan === true);
/** The Consent Mode commands and events in the data layer, in order. */
const dataLayer = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((entry) =>
      typeof (entry as { length?: number }).length === 'number'
        ? Array.from(entry).slice(0, 2).join(' ')
        : String((entry as { event?: string }).event),
    ),
  );

test('in dev, without a container, nothing is parked or loaded even when everything is allowed', async ({ page }) => {
  const requests = await serveTagManager(page);
  await signIn(page, 'AGENCY_USER');
  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  await expect(banner(page)).toHaveCount(0);
  await expect(page.locator('script[data-ottilia-analytics]')).toHaveCount(0);
  expect(requests).toEqual([]);
});

test('with a container, the tag manager waits for analytics consent and then starts after the consent defaults', async ({ page }) => {
  await stageWithAnalytics(page);
  const requests = await serveTagManager(page);
  await signIn(page, 'AGENCY_USER');
  await expect(banner(page)).toBeVisible();
  await expect(page.locator('script[data-ottilia-analytics][type="text/plain"]')).toHaveCount(1);
  expect(requests).toEqual([]);
  expect(await tagManagerRan(page)).toBe(false);

  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  await expect.poll(() => tagManagerRan(page)).toBe(true);
  expect(requests).toEqual([`https://www.googletagmanager.com/gtm.js?id=${CONTAINER}`]);
  const layer = await dataLayer(page);
  expect(layer.indexOf('consent default')).toBeGreaterThanOrEqual(0);
  expect(layer.indexOf('consent default')).toBeLessThan(layer.indexOf('gtm.js'));
  expect(layer.indexOf('consent update')).toBeLessThan(layer.indexOf('gtm.js'));
});

test('with a container, rejecting analytics keeps the tag manager out, also on the next visit', async ({ page }) => {
  await stageWithAnalytics(page);
  const requests = await serveTagManager(page);
  await signIn(page, 'AGENCY_USER');
  await banner(page).getByRole('button', { name: 'Reject all' }).click();
  await expect(banner(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /^Hello, / })).toBeVisible();
  await expect(page.locator('script[data-ottilia-analytics][type="text/plain"]')).toHaveCount(1);
  expect(requests).toEqual([]);
  expect(await tagManagerRan(page)).toBe(false);
});
