/**
 * Issue 24 items 2 and 4. The host knows every area from the environment's composition (served
 * as /composition.json beside env-config.json): a remote that cannot be reached from the first
 * load keeps its nav entry and its pages say, in the area's name, that it could not be loaded,
 * with Retry. A release of remote-users really built for the next shell contract major, and one
 * really built against React 18 (a fixture app that installs it), and one built against the next
 * major of the admin core (@ottilia/shared-admin, a test-only build input), are refused before any of their
 * code loads, with the reason on the area's pages and both versions in monitoring.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { localOrigins } from '@ottilia/shared-auth/local-env';
import { expectNoAccessibilityViolations } from '../support/accessibility.js';
import { callApiAs } from '../support/api-as-user.js';
import { e2eRelease, releases, repoRoot, runScript } from '../support/releases.js';
import { signIn } from '../support/sign-in.js';

const PLUGIN_DOCS = 'Plugin docs (opens in a new tab)';
const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const failurePanel = (page: Page, area: string) =>
  page
    .getByRole('main')
    .getByRole('alert')
    .filter({ hasText: `${area} could not be loaded` });

test('with remote-projects down from the first load, Projects keeps its entry, is the active item and offers Retry', async ({ page }) => {
  let down = true;
  await page.route(
    (url) => url.origin === localOrigins.remoteProjects,
    (route) => (down ? route.abort('connectionrefused') : route.continue()),
  );
  await signIn(page, 'BRAND_MANAGER', '/projects');

  const failure = failurePanel(page, 'Projects');
  await expect(failure.getByRole('heading', { name: 'Projects could not be loaded' })).toBeVisible({ timeout: 20_000 });
  // the technical names stay in the details
  await expect(failure.getByText('Module route-manifest.json of remoteProjects failed: load failure.')).toBeVisible();
  await expect(failure.getByText(`Resource: ${localOrigins.remoteProjects}/route-manifest.json`)).toBeVisible();
  await expect(page.getByText('remoteProjects could not be loaded')).toHaveCount(0);
  await expect(mainNavigation(page).getByRole('link')).toHaveText([
    'Home',
    'Projects',
    'Users',
    'Tutorials',
    'Dashboard',
    'Backoffice',
    PLUGIN_DOCS,
  ]);
  await expect(mainNavigation(page).getByRole('link', { name: 'Projects' })).toHaveAttribute('aria-current', 'page');
  await expect(mainNavigation(page).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  await expect(page).toHaveTitle('Projects | Ottilia');
  await expectNoAccessibilityViolations(page, 'an area whose remote is down');

  // another page of the area, reached from the keyboard
  await page.goto('/new-project');
  await expect(failurePanel(page, 'Projects')).toBeVisible({ timeout: 20_000 });
  await expect(mainNavigation(page).getByRole('link', { name: 'Projects' })).toHaveAttribute('aria-current', 'page');

  down = false;
  await failurePanel(page, 'Projects').getByRole('button', { name: 'Retry' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'New project' })).toBeVisible({ timeout: 20_000 });
});

test('with remote-projects not answering from the first load, every page keeps the Projects entry', async ({ page }) => {
  // a remote that does not answer at all (no refusal): its manifest stays loading until the time-out
  await page.route(
    (url) => url.origin === localOrigins.remoteProjects,
    () => undefined,
  );
  await signIn(page, 'BRAND_MANAGER', '/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(mainNavigation(page).getByRole('link')).toHaveText([
    'Home',
    'Projects',
    'Users',
    'Tutorials',
    'Dashboard',
    'Backoffice',
    PLUGIN_DOCS,
  ]);
  await expect(mainNavigation(page).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

  await mainNavigation(page).getByRole('link', { name: 'Users' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible({ timeout: 20_000 });
  await expect(mainNavigation(page).getByRole('link', { name: 'Projects' })).toBeVisible();
});

/** The admin core's major in this checkout (the host's). */
const ADMIN_MAJOR = Number(
  (JSON.parse(readFileSync(path.join(repoRoot, 'shared-admin/package.json'), 'utf8')) as { version: string }).version.split('.')[0],
);

interface ReceivedEvent {
  tags: Record<string, string>;
  exception: { type: string; value: string }[];
}

/** The composition the host origin serves (these builds), as the integration environment of these tests. */
const compositions = path.join(repoRoot, '.local/e2e/contract-check');
const compositionFile = path.join(compositions, 'integration.json');

/**
 * That composition with remote-users pinned to `version` on the release origin, as a hand edit
 * would pin it (scripts/promote.mjs refuses to): its entry, what its build states and its route
 * manifest, all from the release.
 */
async function serveCompositionWithUsersAt(page: Page, version: string) {
  const served = JSON.parse(readFileSync(compositionFile, 'utf8')) as { apps: Record<string, unknown> };
  const { builtWith, ...manifest } = JSON.parse(
    readFileSync(path.join(releases, 'remote-users', version, 'public/route-manifest.json'), 'utf8'),
  ) as Record<string, unknown>;
  const entry = `${localOrigins.releases}/remote-users/${version}/mf-manifest.json`;
  const composition = { ...served, apps: { ...served.apps, 'remote-users': { version, entry, builtWith, manifest } } };
  await page.route(`${localOrigins.app}/composition.json`, (route) =>
    route.fulfill({ json: composition, headers: { 'cache-control': 'no-cache' } }),
  );
}

test.describe('releases of remote-users built against what the host does not provide', () => {
  const versions: Record<string, string> = {};
  test.beforeAll(async ({ request }) => {
    test.setTimeout(600_000);
    versions['contract-2'] = e2eRelease('contract-2');
    versions['react-18'] = e2eRelease('react-18');
    versions['shared-admin-next-major'] = e2eRelease('shared-admin-next-major');
    const served = (await (await request.get(`${localOrigins.app}/composition.json`)).json()) as Record<string, unknown>;
    mkdirSync(compositions, { recursive: true });
    writeFileSync(compositionFile, JSON.stringify({ ...served, environment: 'integration', releaseOrigins: [localOrigins.releases] }));
  });

  for (const { kind, against, reason, reported } of [
    {
      kind: 'contract-2',
      against: 'the next shell contract major',
      reason: /built for shell contract 2\.0\.0, the portal provides 1\.\d+\.\d+/,
      reported: { remoteBuiltWith: /^contract 2\.0\.0, react 19\./, hostBuiltWith: /^contract 1\.\d+\.\d+, react 19\./ },
    },
    {
      kind: 'react-18',
      against: 'React 18',
      reason: /built with react 18\.3\.1, the portal shares react 19\.\d+\.\d+/,
      reported: {
        remoteBuiltWith: /^contract 1\.\d+\.\d+, react 18\.3\.1, react-dom 18\.3\.1$/,
        hostBuiltWith: /^contract 1\.\d+\.\d+, react 19\./,
      },
    },
    {
      kind: 'shared-admin-next-major',
      against: 'the next major of the admin core',
      reason: new RegExp(
        `built with @ottilia/shared-admin ${ADMIN_MAJOR + 1}\\.0\\.0, the portal shares @ottilia/shared-admin ${ADMIN_MAJOR}\\.\\d+\\.\\d+`,
      ),
      reported: {
        remoteBuiltWith: new RegExp(`^contract 1\\.\\d+\\.\\d+, react 19\\..*, @ottilia/shared-admin ${ADMIN_MAJOR + 1}\\.0\\.0$`),
        hostBuiltWith: /^contract 1\.\d+\.\d+, react 19\./,
      },
    },
  ]) {
    test(`a release built against ${against} is not loaded: its area says why and monitoring gets both versions`, async ({ page }) => {
      const version = versions[kind]!;
      const released = `${localOrigins.releases}/remote-users/${version}/`;
      // what the real build states (its release record)
      const record = JSON.parse(readFileSync(path.join(releases, 'remote-users', version, 'release.json'), 'utf8')) as {
        builtWith: { contract: string; shared: Record<string, string> };
      };
      expect(
        `contract ${record.builtWith.contract}, ${Object.entries(record.builtWith.shared)
          .map(([name, v]) => `${name} ${v}`)
          .join(', ')}`,
      ).toMatch(reported.remoteBuiltWith);
      // promotion refuses it, and leaves the composition as it was
      const before = readFileSync(compositionFile, 'utf8');
      expect(() => runScript('promote.mjs', ['integration', 'remote-users', version], { OTTILIA_COMPOSITIONS_DIR: compositions })).toThrow(
        reason,
      );
      expect(readFileSync(compositionFile, 'utf8')).toBe(before);

      await serveCompositionWithUsersAt(page, version);
      const loadedCode: string[] = [];
      page.on('request', (request) => {
        if (request.url().startsWith(released) && request.url().endsWith('.js')) loadedCode.push(request.url());
      });
      await signIn(page, 'SUPER_ADMIN', '/users');

      const failure = failurePanel(page, 'Users');
      await expect(failure.getByText('Module route-manifest.json of remoteUsers failed: incompatible.')).toBeVisible({ timeout: 20_000 });
      await expect(failure.getByText(/^This release of Users does not fit this version of the portal: /)).toContainText(reason);
      await expect(failure.getByText(`Resource: ${released}route-manifest.json`)).toBeVisible();
      await expect(mainNavigation(page).getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
      // Retry asks again, and is refused again: nothing of the remote runs
      await failure.getByRole('button', { name: 'Retry' }).click();
      await expect(failurePanel(page, 'Users').getByText(/does not fit this version of the portal/)).toBeVisible({ timeout: 20_000 });
      expect(loadedCode).toEqual([]);

      const events = async () => {
        const all = (await (await callApiAs(page, { method: 'GET', path: '/dev/monitoring/events' })).json()) as ReceivedEvent[];
        return all.filter(
          (event) =>
            event.tags.remote === 'remoteUsers' && event.tags.kind === 'route-manifest' && reason.test(event.exception[0]?.value ?? ''),
        );
      };
      await expect.poll(async () => (await events()).length, { timeout: 10_000 }).toBeGreaterThan(0);
      const [event] = (await events()).slice(-1);
      expect(event!.exception[0]!.value).toMatch(reason);
      expect(event!.tags.remoteBuiltWith).toMatch(reported.remoteBuiltWith);
      expect(event!.tags.hostBuiltWith).toMatch(reported.hostBuiltWith);
    });
  }
});
