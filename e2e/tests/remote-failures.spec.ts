/**
 * docs/conventions.md section 3: a remote that cannot load stays inside its outlet. The fallback names the
 * remote, the module and the failure type, and the rest of the portal keeps working.
 */
import { expect, test, type Page, type Route } from '@playwright/test';
import { localOrigins } from '@ottilia/shared-auth/local-env';
import { expectNoAccessibilityViolations } from './support/accessibility.js';
import { signIn } from './support/sign-in.js';

/** remote-users' module files (its route manifest still answers: route-manifests.spec.ts covers it failing). */
const REMOTE_USERS_MODULES = (url: URL) => url.origin === localOrigins.remoteUsers && !url.pathname.endsWith('/route-manifest.json');
const CHUNK_LOAD_TIMEOUT_MS = 2_000;

const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const usersFallback = (page: Page) => page.getByRole('alert').filter({ hasText: 'Users could not be loaded' });

async function expectUsersFallback(page: Page, failureType: string) {
  const fallback = usersFallback(page);
  await expect(fallback.getByRole('heading', { name: 'Users could not be loaded' })).toBeVisible({ timeout: 20_000 });
  await expect(fallback.getByText(`Module ./UsersPage of remoteUsers failed: ${failureType}.`)).toBeVisible();
  await expect(fallback.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(fallback.getByRole('button', { name: 'Reload' })).toBeVisible();
}

test('with remote-users down, /users shows the load failure while Home and Projects keep working', async ({ page }) => {
  await page.route(REMOTE_USERS_MODULES, (route) => route.abort('connectionrefused'));
  await signIn(page, 'SUPER_ADMIN');

  await mainNavigation(page).getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL('/users');
  await expectUsersFallback(page, 'load failure');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toHaveCount(0);
  await expect(mainNavigation(page).getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
  await expectNoAccessibilityViolations(page, 'remote failure fallback');

  await mainNavigation(page).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL('/home');
  await expect(page.getByRole('heading', { level: 1, name: /^Hello, / })).toBeVisible();
  await expect(usersFallback(page)).toHaveCount(0);

  await mainNavigation(page).getByRole('link', { name: 'Projects' }).click();
  await expect(page).toHaveURL('/projects');
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Projects' }).getByRole('link').first()).toBeVisible();
});

test('a remote chunk slower than the chunk load time-out shows the timeout, and Retry then loads the page', async ({ page }) => {
  // the real env-config of the deployment, with a time-out short enough for a test
  await page.route('**/env-config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...config, chunkLoadTimeoutMs: CHUNK_LOAD_TIMEOUT_MS } });
  });
  await signIn(page, 'SUPER_ADMIN');

  // Chunks (not the manifest or the entry) answer only after the time-out, while `slow` holds.
  let slow = true;
  const delayed: Promise<void>[] = [];
  const delayChunk = async (route: Route) => {
    if (!slow) return route.continue();
    const done = (async () => {
      const response = await route.fetch();
      await new Promise((resolve) => setTimeout(resolve, 2 * CHUNK_LOAD_TIMEOUT_MS));
      await route.fulfill({ response });
    })();
    delayed.push(done);
    return done;
  };
  await page.route(
    (url) => url.origin === localOrigins.remoteUsers && url.pathname.endsWith('.js') && !url.pathname.endsWith('/remoteEntry.js'),
    delayChunk,
  );

  await mainNavigation(page).getByRole('link', { name: 'Users' }).click();
  await expectUsersFallback(page, 'timeout');
  expect(delayed.length).toBeGreaterThan(0);

  // webpack would attach a new attempt to a download still in flight: let the slow ones end first
  slow = false;
  await Promise.all(delayed);
  await usersFallback(page).getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Users' }).getByRole('link').first()).toBeVisible();
  await expect(usersFallback(page)).toHaveCount(0);
  await expect(page).toHaveURL('/users');
});
