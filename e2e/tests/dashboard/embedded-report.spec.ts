/**
 * Issue 27 item 6: the dashboard's embedded BI report when the stage has one. The e2e composition
 * sets the API's DASHBOARD_EMBED_URL to the local stand-in report (scripts/e2e.mjs), which shows
 * whom the token in its fragment names. Also in the Playwright project `nginx`: under the stage's
 * Content-Security-Policy the frame loads (frame-src names the report's origin) without a violation.
 */
import { expect, test } from '@playwright/test';
import { localOrigins } from '@ottilia/shared-auth/local-env';
import { expectNoAccessibilityViolations } from '../support/accessibility.js';
import { expectNoSidewaysScroll, settled } from '../support/dashboard.js';
import { signIn } from '../support/sign-in.js';

/** The host's dashboard.embed.title. */
const TITLE = 'Reports';

test('the dashboard frames the BI report with a token naming the signed-in user; axe clean at 1366 and 390 px', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const account = await signIn(page, 'BRAND_MANAGER', '/dashboard');
  await settled(page);

  const region = page.getByRole('region', { name: TITLE });
  await expect(region.getByRole('heading', { level: 2, name: TITLE })).toBeVisible();
  const frameElement = region.getByTitle(TITLE);
  // the token travels in the fragment, which the browser never sends to the report's server
  await expect(frameElement).toHaveAttribute(
    'src',
    new RegExp(`^${localOrigins.api}/dev/bi-report#access_token=[\\w-]+\\.[\\w-]+\\.[\\w-]+$`),
  );
  const report = frameElement.contentFrame();
  await expect(report.getByRole('heading', { level: 1, name: 'BI report (development stand-in)' })).toBeVisible();
  await expect(report.getByText(`Report for ${account.displayName} (BRAND_MANAGER)`)).toBeVisible();

  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await settled(page);
    await expect(frameElement).toBeVisible();
    await expectNoSidewaysScroll(page, width);
    await expectNoAccessibilityViolations(page, `/dashboard with the BI report at ${width} px`);
  }
});
