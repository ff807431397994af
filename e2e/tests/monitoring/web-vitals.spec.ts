/**
 * Issue 25 item 5: real users' speed. The web-vitals chunk loads only once the visitor allows
 * performance cookies in the portal's consent banner; then LCP, INP and CLS of the page load
 * reach the monitoring receiver with the route when the page is hidden (dev samples every load).
 */
import { expect, test, type Page } from '@playwright/test';
import { callApiAs } from '../support/api-as-user.js';
import { signIn } from '../support/sign-in.js';

// a first visit: nothing chosen yet
test.use({ storageState: { cookies: [], origins: [] } });

interface ReceivedEvent {
  tags: Record<string, string>;
  measurements: Record<string, number>;
}

/** A stage whose banner asks for performance cookies: one with an analytics container (the tag manager answered here). */
async function stageAskingForPerformance(page: Page) {
  await page.route('**/env-config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as { stageConfig?: Record<string, unknown> };
    await route.fulfill({ response, json: { ...config, stageConfig: { ...config.stageConfig, analyticsContainerId: 'GTM-E2ETEST' } } });
  });
  await page.route(/^https:\/\/www\.googletagmanager\.com\//, (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
}

/** As when the visitor switches tabs (web-vitals reports final values then), and back. */
const setVisibility = (page: Page, state: 'hidden' | 'visible') =>
  page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, value });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);

test('web vitals are measured and sent only after consent to performance cookies', async ({ page }) => {
  await stageAskingForPerformance(page);
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (/\/web-vitals\.[0-9a-f]+\.js$/.test(request.url())) chunks.push(request.url());
  });
  await signIn(page, 'SUPER_ADMIN');
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await expect(banner).toBeVisible();
  const webVitals = async () =>
    ((await (await callApiAs(page, { method: 'GET', path: '/dev/monitoring/events' })).json()) as ReceivedEvent[]).filter(
      (event) => event.tags.kind === 'web-vitals',
    );
  const before = (await webVitals()).length;

  // no consent yet: no chunk, and hiding the page sends nothing
  await setVisibility(page, 'hidden');
  await page.waitForTimeout(500);
  expect(chunks).toEqual([]);
  expect((await webVitals()).length).toBe(before);
  await setVisibility(page, 'visible');

  await banner.getByRole('button', { name: 'Accept all' }).click();
  await expect.poll(() => chunks.length).toBe(1);
  await page.getByRole('heading', { level: 1 }).first().click(); // an interaction, for INP
  await page.waitForTimeout(500);
  await setVisibility(page, 'hidden');
  await expect.poll(async () => (await webVitals()).length, { timeout: 10_000 }).toBeGreaterThan(before);
  const event = (await webVitals()).at(-1)!;
  expect(event.tags.route).toBe(new URL(page.url()).pathname);
  expect(event.measurements.lcp).toBeGreaterThan(0);
  expect(event.measurements).toHaveProperty('cls');
});
