import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promote, PromotionRefused } from './composition.mjs';
import { serveReleaseOrigin, writeRelease } from './test-release-store.mjs';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const BUILT_WITH = { contract: '1.0.0', shared: { react: '19.3.1', 'react-dom': '19.3.1', '@ottilia/shared-admin': '1.1.0' } };
const ADMIN = (version) => ({ ...BUILT_WITH, shared: { ...BUILT_WITH.shared, '@ottilia/shared-admin': version } });
const manifest = (pages) => ({
  name: 'remoteUsers',
  area: 'Users',
  navGroups: [],
  routes: pages.map((page) => ({ path: `/${page}`, module: './Page', title: page })),
});

/** The release store of these tests: app -> version -> release. */
const STORE = {
  host: { '1.0.0': { builtWith: BUILT_WITH }, '2.0.0': { builtWith: { ...BUILT_WITH, contract: '2.0.0' } } },
  'remote-users': {
    '1.0.0': { builtWith: BUILT_WITH, routeManifest: { ...manifest(['users']), builtWith: BUILT_WITH } },
    '1.1.0': { builtWith: BUILT_WITH, routeManifest: { ...manifest(['users', 'user-groups']), builtWith: BUILT_WITH } },
    '1.2.0': {
      builtWith: { ...BUILT_WITH, contract: '2.0.0' },
      routeManifest: { ...manifest(['users']), builtWith: { ...BUILT_WITH, contract: '2.0.0' } },
    },
    '1.3.0': {
      builtWith: { ...BUILT_WITH, shared: { react: '20.0.0' } },
      routeManifest: { ...manifest(['users']), builtWith: { ...BUILT_WITH, shared: { react: '20.0.0' } } },
    },
    '1.4.0': { builtWith: ADMIN('2.0.0'), routeManifest: { ...manifest(['users']), builtWith: ADMIN('2.0.0') } },
    '1.5.0': { builtWith: ADMIN('1.0.0'), routeManifest: { ...manifest(['users']), builtWith: ADMIN('1.0.0') } },
  },
};
const release = (app, version) => (STORE[app]?.[version] ? { app, version, ...STORE[app][version] } : null);
const COMPOSITION = {
  environment: 'integration',
  releaseOrigins: ['https://releases.test'],
  apps: {
    host: { version: '1.0.0', builtWith: BUILT_WITH },
    'remote-projects': {
      version: '3.0.0',
      entry: 'https://releases.test/remote-projects/3.0.0/mf-manifest.json',
      builtWith: BUILT_WITH,
      manifest: {},
    },
  },
};

describe('promote', () => {
  it('pins a remote release: its entry on the release origin, what it was built with and its route manifest', () => {
    const promoted = promote(COMPOSITION, 'remote-users', '1.1.0', release('remote-users', '1.1.0'));
    expect(promoted.apps['remote-users']).toEqual({
      version: '1.1.0',
      entry: 'https://releases.test/remote-users/1.1.0/mf-manifest.json',
      builtWith: BUILT_WITH,
      manifest: manifest(['users', 'user-groups']),
    });
    // nothing else changes
    expect({ ...promoted, apps: { ...promoted.apps, 'remote-users': undefined } }).toEqual({
      ...COMPOSITION,
      apps: { ...COMPOSITION.apps, 'remote-users': undefined },
    });
  });

  it("pins a remote built against an earlier minor of the admin core: the host's major", () => {
    expect(
      promote(COMPOSITION, 'remote-users', '1.5.0', release('remote-users', '1.5.0')).apps['remote-users'].builtWith.shared[
        '@ottilia/shared-admin'
      ],
    ).toBe('1.0.0');
  });

  it('rolls back with the same step', () => {
    const back = promote(
      promote(COMPOSITION, 'remote-users', '1.1.0', release('remote-users', '1.1.0')),
      'remote-users',
      '1.0.0',
      release('remote-users', '1.0.0'),
    );
    expect(back.apps['remote-users']).toMatchObject({ version: '1.0.0', manifest: manifest(['users']) });
  });

  it.each([
    ['a version that is not released', 'remote-users', '9.9.9', 'remote-users 9.9.9 is not released'],
    [
      'a remote built against another shell contract major',
      'remote-users',
      '1.2.0',
      'remote-users 1.2.0 does not fit host 1.0.0:\n- built for shell contract 2.0.0, the portal provides 1.0.0',
    ],
    ['a remote built against another React major', 'remote-users', '1.3.0', 'built with react 20.0.0, the portal shares react 19.3.1'],
    [
      'a remote built against the next major of the admin core',
      'remote-users',
      '1.4.0',
      'remote-users 1.4.0 does not fit host 1.0.0:\n- built with @ottilia/shared-admin 2.0.0, the portal shares @ottilia/shared-admin 1.1.0',
    ],
    [
      'a host that does not fit a pinned remote',
      'host',
      '2.0.0',
      'host 2.0.0 cannot run this integration composition:\n- remote-projects 3.0.0: built for shell contract 1.0.0, the portal provides 2.0.0',
    ],
    ['an app the store does not know', 'remote-nope', '1.0.0', 'remote-nope 1.0.0 is not released'],
  ])('refuses %s', (_case, app, version, reason) => {
    expect(() => promote(COMPOSITION, app, version, release(app, version))).toThrow(PromotionRefused);
    expect(() => promote(COMPOSITION, app, version, release(app, version))).toThrow(reason);
  });
});

describe('node scripts/promote.mjs', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'ottilia-promote-'));
  const store = path.join(work, 'releases');
  const env = { ...process.env, OTTILIA_COMPOSITIONS_DIR: path.join(work, 'compositions'), OTTILIA_RELEASES_DIR: store };
  const file = path.join(work, 'compositions', 'stg.json');
  let origin;
  const run = (...args) =>
    new Promise((resolve) => {
      const child = spawn(process.execPath, [path.join(repoRoot, 'scripts/promote.mjs'), ...args], { env });
      const out = { stdout: '', stderr: '' };
      child.stdout.on('data', (chunk) => {
        out.stdout += chunk;
      });
      child.stderr.on('data', (chunk) => {
        out.stderr += chunk;
      });
      child.on('close', (status) => resolve({ ...out, status }));
    });

  beforeAll(async () => {
    origin = await serveReleaseOrigin(store);
    mkdirSync(path.join(work, 'compositions'));
    writeFileSync(file, JSON.stringify({ environment: 'stg', releaseOrigins: [origin.origin], apps: {} }));
    for (const [app, versions] of Object.entries(STORE))
      for (const [version, made] of Object.entries(versions)) writeRelease(store, app, version, made);
  });

  it('promotes and rolls back in the composition file, and leaves it as it was when it refuses', async () => {
    expect((await run('stg', 'host', '1.0.0')).status).toBe(0);
    const promoted = await run('stg', 'remote-users', '1.1.0');
    expect(promoted.stdout).toContain('stg: remote-users none -> 1.1.0');
    expect(JSON.parse(readFileSync(file, 'utf8')).apps['remote-users']).toMatchObject({
      version: '1.1.0',
      entry: `${origin.origin}/remote-users/1.1.0/mf-manifest.json`,
    });

    const before = readFileSync(file, 'utf8');
    const refused = await run('stg', 'remote-users', '1.2.0');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('refused: remote-users 1.2.0 does not fit host 1.0.0');
    expect((await run('stg', 'remote-users', '4.0.0')).stderr).toContain('refused: remote-users 4.0.0 is not released');
    expect(readFileSync(file, 'utf8')).toBe(before);

    expect((await run('stg', 'remote-users', '1.0.0')).stdout).toContain('stg: remote-users 1.1.0 -> 1.0.0');
    expect(JSON.parse(readFileSync(file, 'utf8')).apps['remote-users'].manifest.routes).toHaveLength(1);
  });

  it('takes only a known environment', async () => {
    expect((await run('qa', 'host', '1.0.0')).stderr).toContain('usage: node scripts/promote.mjs <integration|stg|prd> <app> <version>');
  });

  afterAll(async () => {
    await origin?.close();
    rmSync(work, { recursive: true, force: true });
  });
});
