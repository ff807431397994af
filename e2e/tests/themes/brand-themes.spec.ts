/**
 * Spec section 3's themes in Chromium: a deployment's env-config.json names the global theme or a
 * brand theme, and the shell (the main navigation) and a remote's screen (the backoffice's primary
 * "New brand" link) both take its primary colour; every theme stays axe clean.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/accessibility.js';
import { signIn } from '../support/sign-in.js';

// the primary colours of shared-ui/src/themes/themes.ts, as the browser computes them
const PRIMARY = { global: 'rgb(27, 54, 93)', aurora: 'rgb(0, 105, 92)', cobalt: 'rgb(0, 71, 171)', ember: 'rgb(176, 58, 16)' } as const;
type ThemeName = keyof typeof PRIMARY;

/** Serves the composition's own env-config.json with `theme` set, as a brand deployment's would be. */
async function deployTheme(page: Page, theme: ThemeName): Promise<void> {
  await page.unrouteAll({ behavior: 'wait' });
  await page.route('**/env-config.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), theme } });
  });
}

const background = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).backgroundColor);

test('the global and each brand theme colour the shell and the remotes', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'SUPER_ADMIN', '/backoffice/brands');
  const navigation = page.getByRole('navigation', { name: 'Main' });
  const newBrand = page.getByRole('main').getByRole('link', { name: 'New brand' });
  await expect(newBrand).toBeVisible({ timeout: 30_000 });
  expect(await background(navigation)).toBe(PRIMARY.global);
  expect(await background(newBrand)).toBe(PRIMARY.global);

  for (const theme of ['aurora', 'cobalt', 'ember'] as const) {
    await deployTheme(page, theme);
    await page.reload();
    await expect(newBrand).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => background(navigation), { message: `${theme}: navigation` }).toBe(PRIMARY[theme]);
    expect(await background(newBrand), `${theme}: the remote's primary link`).toBe(PRIMARY[theme]);
    await expectNoAccessibilityViolations(page, `/backoffice/brands in the ${theme} theme`);
  }
});
