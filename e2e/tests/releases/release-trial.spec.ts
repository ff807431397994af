/**
 * Issue 24 item 6: a Super Admin tries another released version of remote-users (a pre-release
 * with one more page, support/releases.ts) from the composition's release origin in their own
 * browser session only, with a banner that ends it. Also in the nginx pass: the release origin is
 * served by nginx there, under the portal's Content-Security-Policy.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { localOrigins } from '@ottilia/shared-auth/local-env';
import { expectNoAccessibilityViolations } from '../support/accessibility.js';
import { e2eRelease, repoRoot } from '../support/releases.js';
import { signIn } from '../support/sign-in.js';

const { version } = JSON.parse(readFileSync(path.join(repoRoot, 'remote-users/package.json'), 'utf8')) as { version: string };
let withPage = '';

const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('trying a release of remote-users', () => {
  test.beforeAll(() => {
    test.setTimeout(600_000);
    withPage = e2eRelease('user-groups');
  });

  test('a Super Admin tries the pre-release in their own session only, with a banner that ends it', async ({ page, browser }) => {
    await signIn(page, 'SUPER_ADMIN', '/release-trial');
    const form = page.getByRole('main');
    await expect(form.getByRole('heading', { level: 1, name: 'Try a release' })).toBeVisible();
    await form.getByRole('combobox', { name: 'Area' }).selectOption({ label: `Users (${version})` });
    await expect(form.getByRole('combobox', { name: 'Release origin' }).getByRole('option')).toHaveText([localOrigins.releases]);
    await expectNoAccessibilityViolations(page, 'release trial form');

    // a version the release origin does not have is refused
    await form.getByRole('textbox', { name: 'Version' }).fill('9.9.9');
    await form.getByRole('textbox', { name: 'Version' }).press('Enter');
    await expect(form.getByRole('alert')).toHaveText(`Users 9.9.9 is not released on ${localOrigins.releases}.`);

    await form.getByRole('textbox', { name: 'Version' }).fill(withPage);
    await form.getByRole('button', { name: 'Try this release' }).click();
    const banner = page.getByRole('status').filter({ hasText: 'in this browser session only' });
    await expect(banner).toContainText(`You are trying Users ${withPage} (from ${localOrigins.releases}) in this browser session only.`, {
      timeout: 20_000,
    });
    await expect(mainNavigation(page).getByRole('link', { name: 'User groups' })).toBeVisible({ timeout: 20_000 });
    await expectNoAccessibilityViolations(page, 'release trial banner');

    // another session (same user) keeps the composition
    const other = await browser.newPage();
    await signIn(other, 'SUPER_ADMIN', '/users');
    await expect(other.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await expect(mainNavigation(other).getByRole('link', { name: 'User groups' })).toHaveCount(0);
    await expect(other.getByText('in this browser session only')).toHaveCount(0);
    await other.close();

    // ended from the keyboard: the composition's version again
    await banner.getByRole('button', { name: 'End the trial' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('in this browser session only')).toHaveCount(0, { timeout: 20_000 });
    await expect(mainNavigation(page).getByRole('link', { name: 'Users' })).toBeVisible();
    await expect(mainNavigation(page).getByRole('link', { name: 'User groups' })).toHaveCount(0);
  });

  test('a stored trial from an origin the composition does not configure is dropped', async ({ page }) => {
    await signIn(page, 'SUPER_ADMIN', '/home');
    await page.evaluate(() =>
      window.sessionStorage.setItem(
        'ottilia.releaseTrial',
        JSON.stringify({ remote: 'remoteUsers', origin: 'https://elsewhere.example', version: '1.0.0' }),
      ),
    );
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith('https://elsewhere.example')) elsewhere.push(request.url());
    });
    await page.goto('/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('in this browser session only')).toHaveCount(0);
    expect(await page.evaluate(() => window.sessionStorage.getItem('ottilia.releaseTrial'))).toBeNull();
    expect(elsewhere).toEqual([]);
  });
});
