/**
 * Issue 24 item 5: the composed portal served by nginx as a deployment serves it (deploy/nginx;
 * only in the Playwright project `nginx`, scripts/e2e.mjs): cache rules per file kind, no source
 * maps, the builds' gzip copies sent as they are, security headers, and a Content-Security-Policy
 * without inline scripts under which signing in and every remote work without a violation.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIResponse, type Page } from '@playwright/test';
import { localOrigins } from '@ottilia/shared-auth/local-env';
import { createProject, openTab, uniqueName } from '../support/projects.js';
import { e2eRelease, releases } from '../support/releases.js';
import { signIn } from '../support/sign-in.js';

const repoRoot = path.join(import.meta.dirname, '../../..');
const IMMUTABLE = 'public, max-age=31536000, immutable';
const apps = [
  {
    dir: 'host',
    origin: localOrigins.app,
    entries: ['/', '/index.html', '/main.js', '/redirect.html', '/env-config.json', '/tag-manager.js'],
  },
  {
    dir: 'remote-projects',
    origin: localOrigins.remoteProjects,
    entries: ['/mf-manifest.json', '/remoteEntry.js', '/route-manifest.json', '/index.html'],
  },
  {
    dir: 'remote-backoffice',
    origin: localOrigins.remoteBackoffice,
    entries: ['/mf-manifest.json', '/remoteEntry.js', '/route-manifest.json'],
  },
  { dir: 'remote-users', origin: localOrigins.remoteUsers, entries: ['/mf-manifest.json', '/remoteEntry.js', '/route-manifest.json'] },
  {
    dir: 'remote-cookies-agegate',
    origin: localOrigins.remoteCookiesAgegate,
    entries: ['/mf-manifest.json', '/remoteEntry.js', '/route-manifest.json'],
  },
];
const distFiles = (dir: string) => readdirSync(path.join(repoRoot, dir, 'dist'));
const hashedChunk = (dir: string) => distFiles(dir).find((name) => /\.[0-9a-f]{8}\.js$/.test(name))!;

function expectSecurityHeaders(response: APIResponse, cors: boolean) {
  const headers = response.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
  // the local API is plain http on the same host name: HSTS would upgrade its calls
  expect(headers['strict-transport-security']).toBeUndefined();
  expect(headers['access-control-allow-origin']).toBe(cors ? '*' : undefined);
}

for (const app of apps) {
  test(`${app.dir}: entry points revalidate, hashed files are immutable, source maps are never served`, async ({ request }) => {
    const cors = app.dir !== 'host';
    for (const entry of app.entries) {
      const response = await request.get(`${app.origin}${entry}`);
      expect(response.status(), entry).toBe(200);
      expect(response.headers()['cache-control'], entry).toBe('no-cache');
      expectSecurityHeaders(response, cors);
    }
    const chunk = await request.get(`${app.origin}/${hashedChunk(app.dir)}`);
    expect(chunk.status()).toBe(200);
    expect(chunk.headers()['cache-control']).toBe(IMMUTABLE);
    expect(chunk.headers()['content-type']).toBe('application/javascript; charset=utf-8');
    expectSecurityHeaders(chunk, cors);

    // the build's maps where it keeps them beside the bundles, and the entry's map in any case
    const maps = [
      ...distFiles(app.dir)
        .filter((name) => name.endsWith('.map'))
        .slice(0, 3),
      `${app.dir === 'host' ? 'main' : 'remoteEntry'}.js.map`,
    ];
    for (const map of maps) {
      const response = await request.get(`${app.origin}/${map}`);
      expect(response.status(), map).toBe(404);
      expect(await response.text()).not.toContain('"mappings"');
    }
    expect((await request.get(`${app.origin}/.source-hash`)).status()).toBe(404);
  });
}

test("the gzip copies the build wrote are sent as they are; a missing file is a 404, a client-side route its app's page", async ({
  request,
}) => {
  for (const file of ['main.js', 'index.html', hashedChunk('host')]) {
    const response = await request.get(`${localOrigins.app}/${file}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers()['content-encoding'], file).toBe('gzip');
    expect(Number(response.headers()['content-length']), file).toBe(statSync(path.join(repoRoot, 'host/dist', `${file}.gz`)).size);
    expect(response.headers().vary).toContain('Accept-Encoding');
  }
  const plain = await request.get(`${localOrigins.app}/main.js`, { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect(Number(plain.headers()['content-length'])).toBe(statSync(path.join(repoRoot, 'host/dist/main.js')).size);

  const route = await request.get(`${localOrigins.app}/backoffice/agencies`);
  expect(route.status()).toBe(200);
  expect(route.headers()['cache-control']).toBe('no-cache');
  expect(route.headers()['content-type']).toBe('text/html; charset=utf-8');
  expect(await route.text()).toMatch(/<div id="?root"?>/);
  expect((await request.get(`${localOrigins.app}/missing.0123abcd.js`)).status()).toBe(404);

  // a remote's origin: its standalone page for a path that is not a file, with the same headers
  const remotePage = await request.get(`${localOrigins.remoteUsers}/users/some-id`);
  expect(remotePage.status()).toBe(200);
  expect(remotePage.headers()['cache-control']).toBe('no-cache');
  expect(remotePage.headers()['content-type']).toBe('text/html; charset=utf-8');
  expectSecurityHeaders(remotePage, true);
  expect(await remotePage.text()).toMatch(/<div id="?root"?>/);
  for (const missing of ['missing.js', 'missing.json', 'users/missing.0123abcd.js']) {
    expect((await request.get(`${localOrigins.remoteUsers}/${missing}`)).status(), missing).toBe(404);
  }
});

test("the release origin serves a release's public files with the same rules, and nothing else of the store", async ({ request }) => {
  test.setTimeout(600_000);
  const version = e2eRelease('user-groups');
  const release = path.join(releases, 'remote-users', version);
  const url = (file: string) => `${localOrigins.releases}/remote-users/${version}/${file}`;
  for (const entry of ['mf-manifest.json', 'route-manifest.json', 'remoteEntry.js', 'index.html']) {
    const response = await request.get(url(entry));
    expect(response.status(), entry).toBe(200);
    expect(response.headers()['cache-control'], entry).toBe('no-cache');
    expectSecurityHeaders(response, true);
  }
  const publicFiles = readdirSync(path.join(release, 'public'));
  const chunk = publicFiles.find((name) => /\.[0-9a-f]{8}\.js$/.test(name))!;
  const hashed = await request.get(url(chunk), { headers: { 'accept-encoding': 'gzip' } });
  expect(hashed.status()).toBe(200);
  expect(hashed.headers()['cache-control']).toBe(IMMUTABLE);
  expect(hashed.headers()['content-encoding']).toBe('gzip');
  expect(Number(hashed.headers()['content-length'])).toBe(statSync(path.join(release, 'public', `${chunk}.gz`)).size);
  expectSecurityHeaders(hashed, true);

  const sourceMap = readdirSync(path.join(release, 'sourcemaps'))[0]!;
  for (const hidden of [
    url('release.json'),
    url(sourceMap),
    url(`../${version}/sourcemaps/${sourceMap}`),
    url(`public/${chunk}`),
    `${localOrigins.releases}/remote-users/${version}`,
    `${localOrigins.releases}/`,
  ]) {
    const response = await request.get(hidden);
    expect(response.status(), hidden).toBe(404);
    expect(await response.text(), hidden).not.toContain('"mappings"');
  }
});

test('the Content-Security-Policy allows no inline script and no eval, and names the stage origins', async ({ request }) => {
  const csp = (await request.get(`${localOrigins.app}/`)).headers()['content-security-policy'] ?? '';
  const directives = Object.fromEntries(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );
  expect(directives['script-src']).not.toContain("'unsafe-inline'");
  expect(directives['script-src']).not.toContain("'unsafe-eval'");
  expect(directives['default-src']).toEqual(["'self'"]);
  expect(directives['object-src']).toEqual(["'none'"]);
  for (const remote of [
    localOrigins.remoteProjects,
    localOrigins.remoteBackoffice,
    localOrigins.remoteUsers,
    localOrigins.remoteCookiesAgegate,
  ]) {
    expect(directives['script-src']).toContain(remote);
  }
  expect(directives['connect-src']).toEqual(expect.arrayContaining([localOrigins.api, localOrigins.identity]));
  // a Super Admin's release trial loads a release's manifests and scripts from the release origin
  expect(directives['script-src']).toContain(localOrigins.releases);
  expect(directives['connect-src']).toContain(localOrigins.releases);
  expect(directives['frame-src']).toEqual(expect.arrayContaining(["'self'", localOrigins.identity]));
});

/** Every violation any frame of the page reports, with the console's CSP errors. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation(
        `${event.effectiveDirective} blocked ${event.blockedURI} on ${event.documentURI} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('signing in, silent sign-in in a new tab and every remote work under the policy without a violation', async ({ page, context }) => {
  test.setTimeout(120_000);
  const violations = await watchViolations(page);
  const main = page.getByRole('main');
  await signIn(page, 'SUPER_ADMIN', '/home');
  await expect(page.getByRole('heading', { level: 1, name: /^Hello, / })).toBeVisible();

  await page.goto('/users');
  await expect(main.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await page.goto('/backoffice/agencies');
  await expect(main.getByRole('heading', { level: 1, name: 'Agencies' })).toBeVisible();
  await page.goto('/backoffice/translations');
  await expect(main.getByRole('heading', { level: 1, name: 'Translations' })).toBeVisible();
  // the projects remote, and the cookies remote inside a project
  const project = await createProject(page, { name: uniqueName('CSP site'), agencyEid: 'AG-NORTHWIND', markets: ['DK'] });
  await page.goto(`/projects/${project.uuid}`);
  await expect(page.getByRole('heading', { level: 1, name: project.name })).toBeVisible();
  await openTab(page, 'Cookies');
  await expect(page.getByRole('tabpanel', { name: 'Cookies' }).getByRole('heading', { level: 3, name: 'Necessary (0)' })).toBeVisible();
  await page.goto('/projects');
  await expect(main.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();

  // a new tab signs in silently: the identity service in a hidden frame, back to /redirect.html
  const tab = await context.newPage();
  const tabViolations = await watchViolations(tab);
  await tab.goto('/users');
  await expect(tab.getByRole('main').getByRole('heading', { level: 1, name: 'Users' })).toBeVisible({ timeout: 30_000 });
  expect(new URL(tab.url()).origin).toBe(localOrigins.app);

  expect([...violations, ...tabViolations]).toEqual([]);
});
