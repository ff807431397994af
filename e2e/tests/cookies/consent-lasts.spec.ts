/**
 * Issue 27 item 5, consent that lasts and can be proven: a brand page embedding a project's
 * consent script asks again once the project's lifetime has passed or its cookie list changed,
 * deletes a withdrawn category's cookies, records each choice (downloaded from the cookie screen
 * as CSV), and keeps its look under a Content-Security-Policy without 'unsafe-inline'.
 */
import { readFile } from 'node:fs/promises';
import { localOrigins } from '@ottilia/shared-auth/local-env';
import { expect, test, type Page } from '@playwright/test';
import { PORTAL_CONSENT_CHOICE } from '../../playwright.config.js';
import { expectNoAccessibilityViolations } from '../support/accessibility.js';
import { callApiAs } from '../support/api-as-user.js';
import { createProject, openTab, uniqueName } from '../support/projects.js';
import { signIn } from '../support/sign-in.js';

// the brand page starts without a stored choice; the portal with its own, so its banner stays away
test.use({ storageState: { cookies: [], origins: [{ origin: localOrigins.app, localStorage: [PORTAL_CONSENT_CHOICE] }] } });

// a plain page on a local origin (the API's), as in consent-script.spec.ts: its 'self' is the script's origin
const SITE = `${localOrigins.api}/e2e-consent-site`;
const STRICT_CSP = "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self'";

/** Serves the brand page embedding the project's script, under a strict CSP when asked (?csp=strict). */
async function serveBrandPage(page: Page, projectId: string) {
  await page.route(`${SITE}/**`, async (route) => {
    const strict = new URL(route.request().url()).searchParams.get('csp') === 'strict';
    await route.fulfill({
      contentType: 'text/html; charset=utf-8',
      headers: strict ? { 'content-security-policy': STRICT_CSP } : {},
      body: `<!doctype html><html lang="en"><head><title>Brand site</title></head><body><main><h1>Brand site</h1><p>Welcome.</p></main>
<script src="${localOrigins.api}/consent/${projectId}/consent.js" data-market="dk" data-age-verification="off"></script></body></html>`,
    });
  });
}

/** A signed-in portal tab that prepared a project with cookies in three categories, and a brand page tab. */
async function prepare(page: Page) {
  await signIn(page, 'AGENCY_MANAGER', '/projects');
  const project = await createProject(page, { name: uniqueName('Consent proof'), agencyEid: 'AG-NORTHWIND', markets: ['DK'] });
  const put = (body: object) => callApiAs(page, { method: 'PUT', path: `/cookies/${project.uuid}/en`, body });
  expect((await put({ name: 'lang', category: 'functional', duration: '1y' })).status()).toBe(201);
  expect((await put({ name: '_ga', category: 'performance', duration: '2y', provider: 'Google' })).status()).toBe(201);
  expect((await put({ name: '_ga_*', category: 'performance', duration: '2y', provider: 'Google' })).status()).toBe(201);
  expect((await put({ name: '_fbp', category: 'marketing', duration: '90d', provider: 'Meta' })).status()).toBe(201);
  const site = await page.context().newPage();
  await serveBrandPage(site, project.uuid);
  return { project, put, site };
}

const bannerOf = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });
const storedChoice = (page: Page, projectId: string) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), `ottilia-consent:${projectId}`);

test("a choice lasts the project's lifetime and its revision: after either, the banner asks again", async ({ page }) => {
  const { project, put, site } = await prepare(page);
  const lifetime = await callApiAs(page, {
    method: 'PUT',
    path: `/projects/${project.uuid}/consent-settings`,
    body: { lifetimeMonths: 1 },
  });
  expect(lifetime.status()).toBe(200);

  await site.goto(`${SITE}/`);
  await bannerOf(site).getByRole('button', { name: 'Accept all' }).click();
  await expect(bannerOf(site)).toHaveCount(0);
  await site.reload();
  await expect(site.getByRole('heading', { name: 'Brand site' })).toBeVisible();
  await expect
    .poll(() => site.evaluate(() => (window as unknown as { OttiliaConsent: { getConsent(): unknown } }).OttiliaConsent.getConsent()))
    .toMatchObject({ marketing: true });
  await expect(bannerOf(site)).toHaveCount(0);

  // five weeks later: past the project's one month
  await site.evaluate((key) => {
    const stored = JSON.parse(localStorage.getItem(key)!);
    localStorage.setItem(key, JSON.stringify({ ...stored, at: new Date(Date.now() - 35 * 86_400_000).toISOString() }));
  }, `ottilia-consent:${project.uuid}`);
  await site.reload();
  await expect(bannerOf(site)).toBeVisible();
  await bannerOf(site).getByRole('button', { name: 'Reject all' }).click();
  await expect(bannerOf(site)).toHaveCount(0);

  // a new cookie in a category the visitor already answered: a new revision, asked again
  expect((await put({ name: '_gid', category: 'performance', duration: '1d', provider: 'Google' })).status()).toBe(201);
  await site.reload();
  await expect(bannerOf(site)).toBeVisible();
});

test("withdrawing categories deletes their listed cookies, and each choice is recorded for the owners' CSV", async ({ page }) => {
  const { project, site } = await prepare(page);
  await site.goto(`${SITE}/`);
  const recorded = site.waitForRequest(
    (request) => request.url() === `${localOrigins.api}/consent/${project.uuid}/records` && request.method() === 'POST',
  );
  await bannerOf(site).getByRole('button', { name: 'Accept all' }).click();
  expect((await recorded).postDataJSON()).toMatchObject({
    choice: { necessary: true, functional: true, performance: true, marketing: true },
    market: 'DK',
    ageGate: 'off',
  });

  // the site's tags set their cookies once allowed
  await site.evaluate(() => {
    for (const c of ['lang=da', '_ga=GA1.1', '_ga_K3Y=GS1.1', '_fbp=fb.1', 'other=1']) document.cookie = `${c}; path=/`;
  });
  // and storage entries by the listed names: withdrawal removes those too
  await site.evaluate(() => {
    localStorage.setItem('_ga_K3Y', '1');
    sessionStorage.setItem('_fbp', '1');
    localStorage.setItem('lang', 'da');
  });
  await site.evaluate(() => (window as unknown as { OttiliaConsent: { manage(): void } }).OttiliaConsent.manage());
  const preferences = site.getByRole('dialog', { name: 'Cookie preferences' });
  // it opens on its heading, not on the first category's cookie list
  await expect(preferences.getByRole('heading', { name: 'Cookie preferences' })).toBeFocused();
  await preferences.getByRole('checkbox', { name: 'Performance' }).uncheck();
  await preferences.getByRole('checkbox', { name: 'Marketing' }).uncheck();
  const withdrawn = site.waitForRequest(
    (request) => request.url().endsWith('/records') && request.postDataJSON().choice.performance === false,
  );
  await preferences.getByRole('button', { name: 'Save choices' }).click();
  await withdrawn;
  const names = (await site.evaluate(() => document.cookie))
    .split('; ')
    .map((c) => c.split('=')[0])
    .sort();
  expect(names).toEqual(['lang', 'other']);
  expect(
    await site.evaluate(() => [localStorage.getItem('_ga_K3Y'), sessionStorage.getItem('_fbp'), localStorage.getItem('lang')]),
  ).toEqual([null, null, 'da']);

  // the owners download the records from the cookie screen
  const { visitor } = await storedChoice(site, project.uuid);
  await page.goto(`/projects/${project.uuid}`);
  await openTab(page, 'Cookies');
  const tab = page.getByRole('tabpanel', { name: 'Cookies' });
  await expect(tab.getByRole('spinbutton', { name: 'Consent lasts (months)' })).toHaveValue('12');
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAccessibilityViolations(page, `cookie screen's consent section at ${width} px`);
  }
  // the shared export flow: the count first, then the browser's own download of a signed link (no Blob in the page)
  await tab.getByRole('button', { name: 'Download consent records (CSV)' }).click();
  await expect(tab.getByText('2 rows to export as CSV.')).toBeVisible();
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAccessibilityViolations(page, `consent records' row count at ${width} px`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
  const [download] = await Promise.all([page.waitForEvent('download'), tab.getByRole('button', { name: 'Download', exact: true }).click()]);
  expect(await download.failure()).toBeNull();
  // the signed link itself, not a blob: URL made in the page
  expect(download.url()).toMatch(new RegExp(`^${localOrigins.api}/projects/${project.uuid}/consent-records/exports\\?link=`));
  expect(download.suggestedFilename()).toMatch(/^consent-records-\d{4}-\d{2}-\d{2}\.csv$/);
  await expect(tab.getByText('Download started: your browser shows its progress.')).toBeAttached();
  const lines = (await readFile((await download.path())!, 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('Recorded at (UTC),Visitor id,Granted,Refused,Revision,Market,Age gate');
  expect(lines.slice(1).map((line) => line.split(',').slice(1, 2)[0])).toEqual([visitor, visitor]);
  expect(lines[1]).toContain('"necessary,functional,performance,marketing",,');
  expect(lines[2]).toContain(',"necessary,functional","performance,marketing",');
});

test("under a Content-Security-Policy without 'unsafe-inline', the banner keeps its look and nothing is refused", async ({ page }) => {
  const { site } = await prepare(page);
  await site.addInitScript(() => {
    (window as unknown as { refused: string[] }).refused = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { refused: string[] }).refused.push(`${e.effectiveDirective} ${e.blockedURI}`),
    );
  });
  const response = await site.goto(`${SITE}/?csp=strict`);
  expect(response?.headers()['content-security-policy']).toBe(STRICT_CSP);
  const banner = bannerOf(site);
  await expect(banner).toBeVisible();
  const look = await banner.evaluate((node) => {
    const style = getComputedStyle(node);
    const accept = getComputedStyle(node.querySelector('.otc-primary')!);
    return {
      position: style.position,
      borderTop: `${style.borderTopWidth} ${style.borderTopStyle} ${style.borderTopColor}`,
      bottom: style.bottom,
      accept: accept.backgroundColor,
    };
  });
  expect(look).toEqual({ position: 'fixed', borderTop: '2px solid rgb(27, 54, 93)', bottom: '0px', accept: 'rgb(27, 54, 93)' });
  await expectNoAccessibilityViolations(site, 'consent banner under a strict CSP');
  await banner.getByRole('button', { name: 'Preferences' }).click();
  const dialogLook = await site
    .getByRole('dialog', { name: 'Cookie preferences' })
    .evaluate((node) => getComputedStyle(node.parentElement!).position);
  expect(dialogLook).toBe('fixed');
  expect(await site.evaluate(() => (window as unknown as { refused: string[] }).refused)).toEqual([]);
});
