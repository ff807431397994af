/**
 * Issue 13 item 5, spec section 4: a preview host (locally `pr-<id>.preview.localhost`, the
 * host's own build on another origin) remembers its preview id, sends the user to the main app's
 * projects page with `pr_id`, where they sign in for real, and comes back signed in with the
 * token the main app handed over, calling the API with it and never signing in itself. A link
 * naming something else than a preview of the stage, or carrying a token nobody asked for, is
 * refused. The environments list (spec section 3) shows the portal and the open previews.
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import { localOrigins } from '@ottilia/shared-auth/local-env';
import { PORTAL_CONSENT_CHOICE } from '../../playwright.config.js';
import { expectNoAccessibilityViolations } from '../support/accessibility.js';
import { chooseDemoAccount, demoAccount, signIn, waitForPortal } from '../support/sign-in.js';

const PREVIEW = 'https://pr-42.preview.localhost:1847';
const ACCESS_TOKEN_KEY = 'ottilia.accessToken';

// a visitor who already answered the consent banner, on the portal and on the preview
test.use({
  storageState: {
    cookies: [],
    origins: [localOrigins.app, PREVIEW].map((origin) => ({ origin, localStorage: [PORTAL_CONSENT_CHOICE] })),
  },
});

/** Every address the tab's top frame showed. */
function recordNavigations(page: Page): URL[] {
  const seen: URL[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.push(new URL(frame.url()));
  });
  return seen;
}

interface ApiCall {
  request: Request;
  path: string;
  authorization: string | undefined;
}

/** API calls made from the preview's origin, with their Authorization header. */
function recordPreviewApiCalls(page: Page): ApiCall[] {
  const calls: ApiCall[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(localOrigins.api) || request.method() === 'OPTIONS') return;
    // a request still in flight when the test ends can no longer be read: it is not one of the calls asserted
    request.allHeaders().then(
      (headers) => {
        if (headers.origin === PREVIEW)
          calls.push({ request, path: new URL(request.url()).pathname, authorization: headers.authorization });
      },
      () => undefined,
    );
  });
  return calls;
}

const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function openEnvironments(page: Page, displayName: string) {
  await mainNavigation(page).getByRole('button', { name: displayName }).click();
  const environments = mainNavigation(page).getByRole('region', { name: 'Environments' });
  await expect(environments).toBeVisible();
  return environments;
}

test('a preview host signs in through the main app and comes back with its token, without a sign-in of its own', async ({ page }) => {
  const navigations = recordNavigations(page);
  const apiCalls = recordPreviewApiCalls(page);
  const account = demoAccount('SUPER_ADMIN');

  await page.goto(`${PREVIEW}/projects`);
  // preview → the main app's /projects with the preview id → the identity provider's sign-in
  await expect(page).toHaveURL((url) => url.origin === localOrigins.identity, { timeout: 30_000 });
  const handoffPage = navigations.find((url) => url.origin === localOrigins.app && url.pathname === '/projects');
  expect(handoffPage?.searchParams.get('pr_id')).toBe('42');
  expect(handoffPage?.searchParams.get('state')).toMatch(/^[\w-]{32}$/);
  expect(handoffPage?.searchParams.has('token')).toBe(false);
  await chooseDemoAccount(page, account);

  // back on the preview, on the page it started from, signed in
  await expect(page).toHaveURL(`${PREVIEW}/projects`, { timeout: 30_000 });
  await expect(mainNavigation(page).getByRole('button', { name: account.displayName })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible({ timeout: 30_000 });
  // the token arrived in the fragment, which left the address bar at once
  expect(navigations.some((url) => url.origin === PREVIEW && url.hash.includes('token='))).toBe(true);
  expect(new URL(page.url()).hash).toBe('');

  // the preview calls the API with the handed token (kept in its session storage), and it works
  const handed = await page.evaluate((key) => window.sessionStorage.getItem(key), ACCESS_TOKEN_KEY);
  expect(handed).toMatch(/^eyJ/);
  await expect.poll(() => apiCalls.some((call) => call.path === '/users/me')).toBe(true);
  const me = apiCalls.find((call) => call.path === '/users/me');
  expect(me?.authorization).toBe(`Bearer ${handed}`);
  expect((await me!.request.response())?.status()).toBe(200);
  // every product call with it (the translations and content services take the stage's api key, no user token)
  const productCalls = apiCalls.filter((call) => !/^\/(translations|content)\//.test(call.path));
  expect(productCalls.filter((call) => call.authorization !== `Bearer ${handed}`).map((call) => call.path)).toEqual([]);

  // one sign-in, at the main app: the preview never went to the identity provider itself
  expect(navigations.filter((url) => url.origin === localOrigins.identity && url.pathname.includes('/auth')).length).toBeLessThanOrEqual(1);
  const identityAfterReturn = navigations.slice(navigations.findIndex((url) => url.origin === PREVIEW && url.hash.includes('token=')));
  expect(identityAfterReturn.some((url) => url.origin === localOrigins.identity)).toBe(false);

  // the environments list: this preview is current, the portal is a link back
  const environments = await openEnvironments(page, account.displayName);
  await expect(environments.getByText('Preview #42')).toHaveAttribute('aria-current', 'true');
  await expect(environments.getByRole('link', { name: 'Portal (dev)' })).toHaveAttribute('href', `${localOrigins.app}/home`);
  await expectNoAccessibilityViolations(page, 'the environments list on a preview host (1366 px)');

  // the portal lists the preview it opened; opening it again goes straight back, signed in
  await environments.getByRole('link', { name: 'Portal (dev)' }).click();
  await waitForPortal(page, account);
  const portalEnvironments = await openEnvironments(page, account.displayName);
  await expect(portalEnvironments.getByText('Portal (dev)')).toHaveAttribute('aria-current', 'true');
  await expectNoAccessibilityViolations(page, 'the environments list on the portal (1366 px)');
  await portalEnvironments.getByRole('link', { name: 'Preview #42' }).click();
  await expect(page).toHaveURL(`${PREVIEW}/home`, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: `Hello, ${account.displayName}` })).toBeVisible({ timeout: 30_000 });
});

test('a rejected token on the preview expires its session and the round trip brings a new one (401 flow)', async ({ page }) => {
  const account = demoAccount('SUPER_ADMIN');
  await page.goto(`${PREVIEW}/home`);
  await expect(page).toHaveURL((url) => url.origin === localOrigins.identity, { timeout: 30_000 });
  await chooseDemoAccount(page, account);
  await expect(page).toHaveURL(`${PREVIEW}/home`, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: `Hello, ${account.displayName}` })).toBeVisible({ timeout: 30_000 });

  // the token stops being accepted (here: its signature is broken), as an expired one would
  const rejected = await page.evaluate((key) => {
    const token = window.sessionStorage.getItem(key) ?? '';
    const broken = `${token.slice(0, -4)}AAAA`;
    window.sessionStorage.setItem(key, broken);
    return broken;
  }, ACCESS_TOKEN_KEY);
  await page.goto(`${PREVIEW}/projects`);
  await expect(
    page.getByRole('alertdialog', { name: 'user session expired' }).or(page.getByRole('dialog', { name: 'user session expired' })),
  ).toBeVisible({ timeout: 30_000 });
  // through the main app (signed in: no sign-in page) and back to the same page with a new token
  await expect(page).toHaveURL(`${PREVIEW}/projects`, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible({ timeout: 30_000 });
  const renewed = await page.evaluate((key) => window.sessionStorage.getItem(key), ACCESS_TOKEN_KEY);
  expect(renewed).toMatch(/^eyJ/);
  expect(renewed).not.toBe(rejected);
});

test('the environments list works by keyboard and passes axe on a phone (390 px)', async ({ page }) => {
  const account = await signIn(page, 'SUPER_ADMIN', '/home');
  await page.setViewportSize({ width: 390, height: 844 });
  // a preview opened before, as the handoff notes it
  await page.evaluate(() => window.localStorage.setItem('ottilia.openPreviews', JSON.stringify(['42', '7'])));
  await page.getByRole('button', { name: 'Open menu' }).click();
  const profile = mainNavigation(page).getByRole('button', { name: account.displayName });
  await profile.focus();
  await page.keyboard.press('Enter');
  const environments = mainNavigation(page).getByRole('region', { name: 'Environments' });
  await expect(environments.getByRole('link', { name: 'Preview #42' })).toHaveAttribute('href', `${PREVIEW}/home`);
  await expectNoAccessibilityViolations(page, 'the environments list (390 px)');
  await environments.getByRole('button', { name: 'Forget preview #7' }).focus();
  await page.keyboard.press('Enter');
  await expect(environments.getByRole('link', { name: 'Preview #7' })).toHaveCount(0);
  await expect(environments.getByRole('link', { name: 'Preview #42' })).toBeVisible();
});

test('a link that names no preview of the stage, or hands a token nobody asked for, is refused', async ({ page }) => {
  const account = await signIn(page, 'SUPER_ADMIN', '/home');
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));

  // a hostile pr_id (and a hostile `from`): nothing is handed anywhere
  await page.goto(
    `/projects?pr_id=${encodeURIComponent('42.evil.example')}&state=abcdefghijklmnopqrstuvwx&from=${encodeURIComponent('https://evil.example/steal')}`,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'This preview link cannot be used' })).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL((url) => url.origin === localOrigins.app);
  await expectNoAccessibilityViolations(page, 'the refused preview link');
  await page.getByRole('button', { name: 'Continue to the portal' }).click();
  await expect(page).toHaveURL('/projects');
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible({ timeout: 30_000 });

  // a preview id without the preview's state (a link someone else made)
  await page.goto('/projects?pr_id=42');
  await expect(page.getByRole('heading', { level: 1, name: 'This preview link cannot be used' })).toBeVisible({ timeout: 30_000 });
  expect(requests.map((url) => new URL(url)).some((url) => url.hostname.endsWith('evil.example') || url.origin === PREVIEW)).toBe(false);

  // a token handed to the preview without its state is never used: the preview gets its own
  const forged = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJmb3JnZWQifQ.c2lnbmF0dXJl';
  const apiCalls = recordPreviewApiCalls(page);
  await page.goto(`${PREVIEW}/home#token=${forged}&state=forged-state-forged-state`);
  await expect(page).toHaveURL(`${PREVIEW}/home`, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: `Hello, ${account.displayName}` })).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => apiCalls.length).toBeGreaterThan(0);
  expect(apiCalls.some((call) => call.authorization?.includes(forged))).toBe(false);
  expect(await page.evaluate((key) => window.sessionStorage.getItem(key), ACCESS_TOKEN_KEY)).not.toBe(forged);
});
