import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promote, PromotionRefused } from './composition.mjs';
import { serveReleaseOrigin, writeRelease } from './test-release-store.mjs';
import { verifiedRelease } from './verify-release.mjs';

const REACT_19 = { contract: '1.0.0', shared: { react: '19.3.1', 'react-dom': '19.3.1' } };
const REACT_18 = { contract: '1.0.0', shared: { react: '18.3.1', 'react-dom': '18.3.1' } };
const usersManifest = (builtWith) => ({
  name: 'remoteUsers',
  area: 'Users',
  routes: [{ path: '/users', module: './UsersPage', title: 'Users' }],
  builtWith,
});
const composition = (environment, origin) => ({
  environment,
  releaseOrigins: [origin],
  apps: { host: { version: '1.0.0', builtWith: REACT_19 } },
});

const store = mkdtempSync(path.join(tmpdir(), 'ottilia-verify-'));
let origin;
/** What `promote.mjs <environment> remote-users <version>` decides: the new composition, or why it refuses. */
const promoteUsers = async (environment, version) =>
  promote(
    composition(environment, origin.origin),
    'remote-users',
    version,
    await verifiedRelease(store, 'remote-users', version, origin.origin),
  );

beforeAll(async () => {
  origin = await serveReleaseOrigin(store);
});
afterAll(async () => {
  await origin.close();
  rmSync(store, { recursive: true, force: true });
});

describe('promotion checks what the host checks', () => {
  it('pins a release whose files are as released and served by the release origin', async () => {
    writeRelease(store, 'remote-users', '1.0.0', { builtWith: REACT_19, routeManifest: usersManifest(REACT_19) });
    const promoted = await promoteUsers('prd', '1.0.0');
    expect(promoted.apps['remote-users']).toMatchObject({ version: '1.0.0', builtWith: REACT_19 });
  });

  it('refuses a release whose public files changed after release', async () => {
    const dir = writeRelease(store, 'remote-users', '1.1.0', { builtWith: REACT_19, routeManifest: usersManifest(REACT_19) });
    appendFileSync(path.join(dir, 'public', 'main.js'), 'alert(1);');
    writeFileSync(path.join(dir, 'public', 'extra.js'), 'alert(2);');
    await expect(promoteUsers('integration', '1.1.0')).rejects.toThrow(PromotionRefused);
    await expect(promoteUsers('integration', '1.1.0')).rejects.toThrow(
      'remote-users 1.1.0: its files changed after release:\n- extra.js: added\n- main.js: changed',
    );
  });

  it('refuses a release whose route manifest says React 18 while its release.json says React 19', async () => {
    const dir = writeRelease(store, 'remote-users', '1.2.0', { builtWith: REACT_19, routeManifest: usersManifest(REACT_18) });
    expect(JSON.parse(readFileSync(path.join(dir, 'release.json'), 'utf8')).builtWith.shared.react).toBe('19.3.1');
    await expect(promoteUsers('integration', '1.2.0')).rejects.toThrow(
      'remote-users 1.2.0 does not fit host 1.0.0:\n- built with react 18.3.1, the portal shares react 19.3.1',
    );
  });

  it('refuses a route manifest the host could not read', async () => {
    writeRelease(store, 'remote-users', '1.2.1', {
      builtWith: REACT_19,
      routeManifest: { ...usersManifest(REACT_19), name: 'remoteProjects' },
    });
    await expect(promoteUsers('integration', '1.2.1')).rejects.toThrow('route manifest of remoteUsers: "name" is "remoteProjects"');
  });

  it('refuses a release the release origin does not serve', async () => {
    writeRelease(store, 'remote-users', '1.3.0', { builtWith: REACT_19, routeManifest: usersManifest(REACT_19) });
    const elsewhere = await serveReleaseOrigin(mkdtempSync(path.join(tmpdir(), 'ottilia-empty-origin-')));
    try {
      await expect(verifiedRelease(store, 'remote-users', '1.3.0', elsewhere.origin)).rejects.toThrow(
        `remote-users 1.3.0: the release origin does not serve ${elsewhere.origin}/remote-users/1.3.0/mf-manifest.json (HTTP 404)`,
      );
    } finally {
      await elsewhere.close();
    }
    await expect(verifiedRelease(store, 'remote-users', '1.3.0', 'http://127.0.0.1:9')).rejects.toThrow(
      'the release origin does not serve http://127.0.0.1:9/remote-users/1.3.0/mf-manifest.json (connect ECONNREFUSED',
    );
  });

  it('refuses a release of uncommitted sources for stg and prd, takes it for integration', async () => {
    writeRelease(store, 'remote-users', '1.4.0', { builtWith: REACT_19, routeManifest: usersManifest(REACT_19), commit: '0123abc-dirty' });
    for (const environment of ['stg', 'prd']) {
      await expect(promoteUsers(environment, '1.4.0')).rejects.toThrow(
        `remote-users 1.4.0 was released from uncommitted changes (0123abc-dirty): ${environment} takes only releases of committed sources`,
      );
    }
    expect((await promoteUsers('integration', '1.4.0')).apps['remote-users'].version).toBe('1.4.0');
  });

  it('knows no release the store does not hold', async () => {
    expect(await verifiedRelease(store, 'remote-users', '9.0.0', origin.origin)).toBeNull();
    await expect(promoteUsers('integration', '9.0.0')).rejects.toThrow('remote-users 9.0.0 is not released');
  });
});
