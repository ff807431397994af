import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promote, PromotionRefused } from './composition.mjs';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const BUILT_WITH = { contract: '1.0.0', shared: { react: '19.3.1', 'react-dom': '19.3.1' } };
const manifest = (pages) => ({ name: 'remoteUsers', area: 'Users', navGroups: [], routes: pages.map((page) => ({ path: `/${page}`, module: './Page', title: page })) });

/** The release store of these tests: app -> version -> release. */
const STORE = {
  host: { '1.0.0': { builtWith: BUILT_WITH }, '2.0.0': { builtWith: { ...BUILT_WITH, contract: '2.0.0' } } },
  'remote-users': {
    '1.0.0': { builtWith: BUILT_WITH, routeManifest: { ...manifest(['users']), builtWith: BUILT_WITH } },
    '1.1.0': { builtWith: BUILT_WITH, routeManifest: { ...manifest(['users', 'user-groups']), builtWith: BUILT_WITH } },
    '1.2.0': { builtWith: { ...BUILT_WITH, contract: '2.0.0' }, routeManifest: { ...manifest(['users']), builtWith: { ...BUILT_WITH, contract: '2.0.0' } } },
    '1.3.0': { builtWith: { ...BUILT_WITH, shared: { react: '20.0.0' } }, routeManifest: { ...manifest(['users']), builtWith: { ...BUILT_WITH, shared: { react: '20.0.0' } } } },
  },
};
const readRelease = (app, version) => (STORE[app]?.[version] ? { app, version, ...STORE[app][version] } : null);
const COMPOSITION = {
  environment: 'integration',
  releaseOrigins: ['https://releases.test'],
  apps: { host: { version: '1.0.0', builtWith: BUILT_WITH }, 'remote-projects': { version: '3.0.0', entry: 'https://releases.test/remote-projects/3.0.0/mf-manifest.json', builtWith: BUILT_WITH, manifest: {} } },
};

describe('promote', () => {
  it('pins a remote release: its entry on the release origin, what it was built with and its route manifest', () => {
    const promoted = promote(COMPOSITION, 'remote-users', '1.1.0', readRelease);
    expect(promoted.apps['remote-users']).toEqual({
      version: '1.1.0',
      entry: 'https://releases.test/remote-users/1.1.0/mf-manifest.json',
      builtWith: BUILT_WITH,
      manifest: manifest(['users', 'user-groups']),
    });
    // nothing else changes
    expect({ ...promoted, apps: { ...promoted.apps, 'remote-users': undefined } }).toEqual({ ...COMPOSITION, apps: { ...COMPOSITION.apps, 'remote-users': undefined } });
  });

  it('rolls back with the same step', () => {
    const back = promote(promote(COMPOSITION, 'remote-users', '1.1.0', readRelease), 'remote-users', '1.0.0', readRelease);
    expect(back.apps['remote-users']).toMatchObject({ version: '1.0.0', manifest: manifest(['users']) });
  });

  it.each([
    ['a version that is not released', 'remote-users', '9.9.9', 'remote-users 9.9.9 is not released'],
    ['a remote built against another shell contract major', 'remote-users', '1.2.0', 'remote-users 1.2.0 does not fit host 1.0.0:\n- built for shell contract 2.0.0, the portal provides 1.0.0'],
    ['a remote built against another React major', 'remote-users', '1.3.0', 'built with react 20.0.0, the portal shares react 19.3.1'],
    ['a host that does not fit a pinned remote', 'host', '2.0.0', 'host 2.0.0 cannot run this integration composition:\n- remote-projects 3.0.0: built for shell contract 1.0.0, the portal provides 2.0.0'],
    ['an app the store does not know', 'remote-nope', '1.0.0', 'remote-nope 1.0.0 is not released'],
  ])('refuses %s', (_case, app, version, reason) => {
    expect(() => promote(COMPOSITION, app, version, readRelease)).toThrow(PromotionRefused);
    expect(() => promote(COMPOSITION, app, version, readRelease)).toThrow(reason);
  });
});

describe('node scripts/promote.mjs', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'ottilia-promote-'));
  const env = { ...process.env, OTTILIA_COMPOSITIONS_DIR: path.join(work, 'compositions'), OTTILIA_RELEASES_DIR: path.join(work, 'releases') };
  const file = path.join(work, 'compositions', 'stg.json');
  const release = (app, version) => {
    const dir = path.join(work, 'releases', app, version);
    mkdirSync(path.join(dir, 'public'), { recursive: true });
    writeFileSync(path.join(dir, 'release.json'), JSON.stringify({ app, version, builtWith: STORE[app][version].builtWith }));
    if (STORE[app][version].routeManifest) writeFileSync(path.join(dir, 'public', 'route-manifest.json'), JSON.stringify(STORE[app][version].routeManifest));
  };
  const run = (...args) => spawnSync(process.execPath, [path.join(repoRoot, 'scripts/promote.mjs'), ...args], { env, encoding: 'utf8' });

  beforeAll(() => {
    mkdirSync(path.join(work, 'compositions'));
    writeFileSync(file, JSON.stringify({ environment: 'stg', releaseOrigins: ['https://releases.test'], apps: {} }));
    for (const [app, versions] of Object.entries(STORE)) for (const version of Object.keys(versions)) release(app, version);
  });

  it('promotes and rolls back in the composition file, and leaves it as it was when it refuses', () => {
    expect(run('stg', 'host', '1.0.0').status).toBe(0);
    const promoted = run('stg', 'remote-users', '1.1.0');
    expect(promoted.stdout).toContain('stg: remote-users none -> 1.1.0');
    expect(JSON.parse(readFileSync(file, 'utf8')).apps['remote-users'].version).toBe('1.1.0');

    const before = readFileSync(file, 'utf8');
    const refused = run('stg', 'remote-users', '1.2.0');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('refused: remote-users 1.2.0 does not fit host 1.0.0');
    expect(run('stg', 'remote-users', '4.0.0').stderr).toContain('refused: remote-users 4.0.0 is not released');
    expect(readFileSync(file, 'utf8')).toBe(before);

    expect(run('stg', 'remote-users', '1.0.0').stdout).toContain('stg: remote-users 1.1.0 -> 1.0.0');
    expect(JSON.parse(readFileSync(file, 'utf8')).apps['remote-users'].manifest.routes).toHaveLength(1);
  });

  it('takes only a known environment', () => {
    expect(run('qa', 'host', '1.0.0').stderr).toContain('usage: node scripts/promote.mjs <integration|stg|prd> <app> <version>');
  });

  afterAll(() => rmSync(work, { recursive: true, force: true }));
});
