/**
 * Issue 44 item 3. A mixed composition, as stg and prd are while areas are released at different
 * times: remote-users built from the source of its previous release, with the shared-ui,
 * shared-auth and shared-admin of that commit (the previous minor; scripts/releases/previous-release.mjs,
 * ADR 0326), beside the host and the other areas built from today's source. The contract check
 * lets it in (same majors), and every area works whichever is visited first: the pieces a page
 * holds once (shell context, auth, the admin core) are the host's newer copy in both orders, never
 * the older one of the area that happened to load first (ADR 0321).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { localOrigins } from '@ottilia/shared-auth/local-env';
import { e2eRelease, releases, repoRoot, runScript } from '../support/releases.js';
import { signIn } from '../support/sign-in.js';

// signs in, then loads each remote's code for the first time
test.describe.configure({ timeout: 180_000 });
const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** The entries a page holds once (SHELL_CONTRACT_SHARED's 'one'): the Users release must run the host's. */
const HELD_ONCE = ['@ottilia/shared-ui', '@ottilia/shared-auth', '@ottilia/shared-auth/typed', '@ottilia/shared-admin'];

interface SharedEntry {
  name: string;
  version: string;
  singleton: boolean;
  assets: { js: { sync: string[]; async: string[] } };
}

const AREAS: Record<string, (page: Page) => Promise<void>> = {
  async Users(page) {
    await mainNavigation(page).getByRole('link', { name: 'Users', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible({ timeout: 20_000 });
    // a list screen of the admin core: its rows arrived
    await expect(page.getByRole('main').getByRole('table').first().getByRole('link').first()).toBeVisible({ timeout: 20_000 });
  },
  // the project page, and its Cookies section (the cookies and age gate area)
  async Projects(page) {
    await mainNavigation(page).getByRole('link', { name: 'Projects', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('main').getByRole('table', { name: 'Projects', exact: true }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/projects\/[0-9a-f-]{36}$/);
    const cookies = page.getByRole('tablist', { name: 'Project sections' }).getByRole('tab', { name: 'Cookies', exact: true });
    await cookies.click();
    await expect(page.getByRole('tabpanel', { name: 'Cookies' })).toBeVisible({ timeout: 20_000 });
  },
  async Backoffice(page) {
    await mainNavigation(page).getByRole('link', { name: 'Backoffice', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Agencies' })).toBeVisible({ timeout: 20_000 });
    await mainNavigation(page).getByRole('link', { name: 'Brands', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Brands' })).toBeVisible({ timeout: 20_000 });
  },
};

let version: string;
let served: { apps: Record<string, unknown> };
let composition: { apps: Record<string, unknown> };

test.beforeAll(async ({ request }) => {
  test.setTimeout(600_000);
  version = e2eRelease('previous-release');
  served = (await (await request.get(`${localOrigins.app}/composition.json`)).json()) as { apps: Record<string, unknown> };
  const { builtWith, ...manifest } = JSON.parse(
    readFileSync(path.join(releases, 'remote-users', version, 'public/route-manifest.json'), 'utf8'),
  ) as Record<string, unknown>;
  const entry = `${localOrigins.releases}/remote-users/${version}/mf-manifest.json`;
  composition = { ...served, apps: { ...served.apps, 'remote-users': { version, entry, builtWith, manifest } } };
});

const sharedVersion = (pkg: string) =>
  (JSON.parse(readFileSync(path.join(repoRoot, pkg, 'package.json'), 'utf8')) as { version: string }).version;

test('the release is built from an earlier commit, with the previous minor of each shared package, and the contract check lets it in', () => {
  const { builtWith, commit } = JSON.parse(readFileSync(path.join(releases, 'remote-users', version, 'release.json'), 'utf8')) as {
    builtWith: { shared: Record<string, string> };
    commit: string;
  };
  const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
  expect(commit).toMatch(/^[0-9a-f]{40}$/);
  expect(commit).not.toBe(head);
  expect(
    version.startsWith(
      `${(JSON.parse(execFileSync('git', ['show', `${commit}:remote-users/package.json`], { cwd: repoRoot, encoding: 'utf8' })) as { version: string }).version}-`,
    ),
  ).toBe(true);
  for (const pkg of ['shared-ui', 'shared-auth', 'shared-admin']) {
    const [major, minor] = sharedVersion(pkg).split('.').map(Number);
    const [builtMajor, builtMinor] = builtWith.shared[`@ottilia/${pkg}`]!.split('.').map(Number);
    expect({ pkg, major: builtMajor }).toEqual({ pkg, major });
    expect(builtMinor, pkg).toBeLessThan(minor!);
  }
  // promote makes the host's check: the same majors fit (promoted into a scratch copy of the composition)
  const compositions = path.join(repoRoot, '.local/e2e/mixed-versions');
  mkdirSync(compositions, { recursive: true });
  const file = path.join(compositions, 'integration.json');
  writeFileSync(file, JSON.stringify({ ...served, environment: 'integration', releaseOrigins: [localOrigins.releases] }));
  runScript('promote.mjs', ['integration', 'remote-users', version], { OTTILIA_COMPOSITIONS_DIR: compositions });
  const promoted = JSON.parse(readFileSync(file, 'utf8')) as {
    apps: Record<string, { version: string; builtWith: { shared: Record<string, string> } }>;
  };
  expect(promoted.apps['remote-users']!.version).toBe(version);
  expect(promoted.apps['remote-users']!.builtWith.shared).toEqual(builtWith.shared);
});

for (const order of [
  ['Users', 'Projects', 'Backoffice'],
  ['Backoffice', 'Projects', 'Users'],
]) {
  test(`a Super Admin goes through every area, ${order.join(' then ')}, and the pieces held once are the newest`, async ({ page }) => {
    const released = `${localOrigins.releases}/remote-users/${version}/`;
    const mf = JSON.parse(readFileSync(path.join(releases, 'remote-users', version, 'public/mf-manifest.json'), 'utf8')) as {
      shared: SharedEntry[];
      exposes: Pick<SharedEntry, 'assets'>[];
    };
    const filesOf = ({ assets }: Pick<SharedEntry, 'assets'>) => [...assets.js.sync, ...assets.js.async];
    const ownCode = new Set(mf.exposes.flatMap(filesOf));
    // the older copies the Users release carries of what a page holds once (not chunks its pages share with them)
    const olderOnce = mf.shared
      .filter(({ name }) => HELD_ONCE.includes(name))
      .flatMap((entry) =>
        filesOf(entry)
          .filter((file) => !ownCode.has(file))
          .map((file) => ({ name: entry.name, url: `${released}${file}` })),
      );
    expect(olderOnce.map(({ name }) => name)).toEqual(
      expect.arrayContaining(['@ottilia/shared-admin', '@ottilia/shared-ui', '@ottilia/shared-auth']),
    );
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(released)) requested.push(request.url());
    });
    await page.route(`${localOrigins.app}/composition.json`, (route) =>
      route.fulfill({ json: composition, headers: { 'cache-control': 'no-cache' } }),
    );

    await signIn(page, 'SUPER_ADMIN', '/home');
    for (const area of order) await AREAS[area]!(page);
    await expect(page.getByText(/could not be loaded|stopped working/)).toHaveCount(0);

    // Users ran from its release, on the newer shared copies
    expect(requested).toContain(`${released}remoteEntry.js`);
    expect(requested.filter((url) => olderOnce.some((older) => older.url === url))).toEqual([]);
  });
}
