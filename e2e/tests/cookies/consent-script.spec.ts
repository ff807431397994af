/** Issue 11: a plain page embedding a project's consent script; the portal's own "Manage Cookies". */
import { localOrigins } from '@ottilia/shared-auth/local-env';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/accessibility.js';
import { callApiAs } from '../support/api-as-user.js';
import { createProject, uniqueName } from '../support/projects.js';
import { signIn } from '../support/sign-in.js';

const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main' });

// visitors start without any stored choice
test.use({ storageState: { cookies: [], origins: [] } });

// a plain page the test serves itself; on a local origin, since Chromium keeps public pages from loading local scripts
const SITE = `${localOrigins.api}/e2e-brand-site`;

/** Serves a plain brand page embedding the project's script with the given parameters. */
async function serveBrandPage(page: Page, projectId: string) {
  await page.route(`${SITE}/**`, async (route) => {
    const url = new URL(route.request().url());
    const market = url.searchParams.get('market') ?? 'dk';
    const age = url.searchParams.get('age') ?? 'on';
    await route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="en"><head><title>Brand site</title></head><body><main><h1>Brand site</h1><p>Welcome.</p></main>
<script src="${localOrigins.api}/consent/${projectId}/consent.js" data-market="${market}" data-age-verification="${age}"></script></body></html>`,
    });
  });
}

const consentUpdates = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { dataLayer: unknown[] }).dataLayer
      .filter(
        (entry): entry is Record<number, unknown> =>
          typeof entry === 'object' && entry !== null && (entry as Record<number, unknown>)[0] === 'consent',
      )
      .map((entry) => [entry[1], entry[2]]),
  );

async function prepareProject(page: Page) {
  await signIn(page, 'SUPER_ADMIN', '/projects');
  const project = await createProject(page, { name: uniqueName('Consent site'), agencyEid: 'AG-NORTHWIND', markets: ['DK', 'SE'] });
  const put = (body: object) => callApiAs(page, { method: 'PUT', path: `/cookies/${project.uuid}/en`, body });
  expect((await put({ name: 'lang', category: 'functional', duration: '1y', provider: 'Brand' })).status()).toBe(201);
  expect((await put({ name: '_ga', category: 'performance', duration: '2y', provider: 'Google' })).status()).toBe(201);
  expect((await put({ name: '_fbp', category: 'marketing', duration: '90d', provider: 'Meta' })).status()).toBe(201);
  const gate = `/projects/${project.uuid}/age-gateway/current/markets`;
  expect((await callApiAs(page, { method: 'PUT', path: gate, body: { marketCode: 'SE', minimumAge: 20 } })).status()).toBe(201);
  return project;
}

test('a visitor accepts only functional cookies; Consent Mode follows, the choice survives a reload, manage() reopens it', async ({
  page,
}) => {
  const project = await prepareProject(page);
  await serveBrandPage(page, project.uuid);
  await page.goto(`${SITE}/?market=dk&age=on`);
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await expect(banner).toBeVisible();
  expect(await consentUpdates(page)).toEqual([
    [
      'default',
      expect.objectContaining({
        analytics_storage: 'denied',
        ad_storage: 'denied',
        functionality_storage: 'denied',
        security_storage: 'granted',
      }),
    ],
  ]);
  await expectNoAccessibilityViolations(page, 'consent banner');

  await banner.getByRole('button', { name: 'Preferences' }).click();
  const preferences = page.getByRole('dialog', { name: 'Cookie preferences' });
  await expect(preferences.getByRole('checkbox', { name: 'Necessary (always on)' })).toBeDisabled();
  await expectNoAccessibilityViolations(page, 'consent preferences dialog');
  await preferences.getByRole('checkbox', { name: 'Functional' }).check();
  await preferences.getByRole('button', { name: 'Save choices' }).click();
  await expect(preferences).toHaveCount(0);
  await expect(banner).toHaveCount(0);
  const updates = await consentUpdates(page);
  expect(updates.at(-1)).toEqual([
    'update',
    expect.objectContaining({
      functionality_storage: 'granted',
      personalization_storage: 'granted',
      analytics_storage: 'denied',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    }),
  ]);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Brand site' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
  await expect
    .poll(async () => (await consentUpdates(page)).at(-1))
    .toEqual(['update', expect.objectContaining({ functionality_storage: 'granted', analytics_storage: 'denied' })]);

  await page.evaluate(() => (window as unknown as { OttiliaConsent: { manage(): void } }).OttiliaConsent.manage());
  const reopened = page.getByRole('dialog', { name: 'Cookie preferences' });
  await expect(reopened.getByRole('checkbox', { name: 'Functional' })).toBeChecked();
  await expect(reopened.getByRole('checkbox', { name: 'Performance' })).not.toBeChecked();
  await page.keyboard.press('Escape');
  await expect(reopened).toHaveCount(0);
});

test('the age gate blocks an under-age visitor in a market that requires it, and not where it is off', async ({ page }) => {
  const project = await prepareProject(page);
  await serveBrandPage(page, project.uuid);
  await page.goto(`${SITE}/?market=se&age=on`);
  const gate = page.getByRole('dialog', { name: 'Are you of legal drinking age?' });
  await expect(gate).toContainText('You must be 20 or older to visit this site.');
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
  await expectNoAccessibilityViolations(page, 'age gate');
  await gate.getByRole('button', { name: 'No' }).click();
  await expect(gate).toContainText('Sorry, you are not old enough to visit this site.');
  await expect(gate.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);

  // verification off, or a market without a gate: straight to the banner
  await page.goto(`${SITE}/?market=se&age=off`);
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('in the portal, "Manage Cookies" opens the preferences of the portal\'s own script', async ({ page }) => {
  const account = await signIn(page, 'AGENCY_USER');
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Reject all' }).click();
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
  await mainNavigation(page).getByRole('button', { name: account.displayName }).click();
  await page.getByRole('list', { name: 'Profile menu' }).getByRole('button', { name: 'Manage Cookies' }).click();
  const preferences = page.getByRole('dialog', { name: 'Cookie preferences' });
  await expect(preferences.getByRole('checkbox', { name: 'Functional' })).not.toBeChecked();
  await expectNoAccessibilityViolations(page, 'portal cookie preferences');
  // the portal's script runs without the age gate (spec section 9: age verification off)
  expect(
    await page.evaluate(() => document.querySelector('script[data-ottilia-consent-script]')?.getAttribute('data-age-verification')),
  ).toBe('off');
});
