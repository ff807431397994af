import { readFileSync } from 'node:fs';
import path from 'node:path';
import { remoteOfPackage } from '../../shared-contracts/src/remotes.ts';
import { SHELL_CONTRACT_VERSION } from '../../shared-contracts/src/shell-contract.ts';
import { publishedRouteManifest, readRouteManifest } from './route-manifest.mjs';
import { builtWith, heldOnceImports, sharedSingletons } from './shared-singletons.mjs';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const packageJson = (pkg) => JSON.parse(readFileSync(path.join(repoRoot, pkg, 'package.json'), 'utf8'));

const remoteUsers = path.join(repoRoot, 'remote-users');

it('states the shell contract version and the exact version of every shared singleton package', () => {
  const { dependencies } = packageJson('remote-users');
  expect(builtWith(remoteUsers)).toEqual({
    contract: SHELL_CONTRACT_VERSION,
    shared: {
      react: dependencies.react,
      'react-dom': dependencies['react-dom'],
      'react-router': expect.any(String),
      'react-router-dom': dependencies['react-router-dom'],
      'styled-components': dependencies['styled-components'],
      swr: dependencies.swr,
      i18next: dependencies.i18next,
      'react-i18next': dependencies['react-i18next'],
      '@ottilia/shared-ui': packageJson('shared-ui').version,
      '@ottilia/shared-auth': packageJson('shared-auth').version,
      '@ottilia/shared-admin': packageJson('shared-admin').version,
    },
  });
});

it("publishes it in a remote's route manifest, without the source files, named from the list of remotes", async () => {
  const published = await publishedRouteManifest(
    remoteOfPackage('remote-users'),
    readRouteManifest(remoteUsers),
    builtWith(remoteUsers),
    remoteUsers,
  );
  expect(published).toMatchObject({ name: 'remoteUsers', area: 'Users', namespace: 'users', builtWith: builtWith(remoteUsers) });
  expect(published).not.toHaveProperty('exposes');
});

it('states the versions the app installs, not the pinned table: the React 18 fixture, and only what it depends on', () => {
  expect(builtWith(path.join(repoRoot, 'e2e/fixtures/react18-users'))).toEqual({
    contract: SHELL_CONTRACT_VERSION,
    shared: { react: '18.3.1', 'react-dom': '18.3.1' },
  });
});

it('states another contract version only when the test-only build input asks for it', () => {
  process.env.OTTILIA_TEST_SHELL_CONTRACT = '2.0.0';
  try {
    expect(builtWith(remoteUsers).contract).toBe('2.0.0');
  } finally {
    delete process.env.OTTILIA_TEST_SHELL_CONTRACT;
  }
  expect(builtWith(remoteUsers).contract).toBe(SHELL_CONTRACT_VERSION);
});

it('states other shared workspace versions only when the test-only build input asks for them, and never a library', () => {
  process.env.OTTILIA_TEST_SHARED_VERSIONS = JSON.stringify({ '@ottilia/shared-admin': '2.0.0' });
  try {
    expect(builtWith(remoteUsers).shared).toMatchObject({
      '@ottilia/shared-admin': '2.0.0',
      '@ottilia/shared-ui': packageJson('shared-ui').version,
    });
    process.env.OTTILIA_TEST_SHARED_VERSIONS = JSON.stringify({ react: '20.0.0' });
    expect(() => builtWith(remoteUsers)).toThrow('OTTILIA_TEST_SHARED_VERSIONS: react not a shared workspace package with a version');
  } finally {
    delete process.env.OTTILIA_TEST_SHARED_VERSIONS;
  }
  expect(builtWith(remoteUsers).shared['@ottilia/shared-admin']).toBe(packageJson('shared-admin').version);
});

describe("the federation's shared modules", () => {
  const shared = sharedSingletons({}, { '@ottilia/shared-ui': '1.1.0', '@ottilia/shared-admin': '2.3.0', react: '19.3.1' });

  it('keeps the libraries strict singletons of their pinned versions', () => {
    for (const name of [
      'react',
      'react-dom',
      'react-dom/',
      'react-router',
      'react-router-dom',
      'i18next',
      'react-i18next',
      'styled-components',
    ]) {
      expect(shared[name]).toMatchObject({ singleton: true, strictVersion: true });
    }
    expect(shared.react.requiredVersion).toBe('19.3.1');
  });

  it('shares each workspace entry as the version the app was built with, accepting that major', () => {
    expect(shared['@ottilia/shared-admin']).toEqual({ singleton: true, strictVersion: true, version: '2.3.0', requiredVersion: '^2.0.0' });
    expect(shared['@ottilia/shared-ui']).toEqual({ singleton: true, strictVersion: true, version: '1.1.0', requiredVersion: '^1.0.0' });
  });

  it('lets an area load its own copy only of the entries that hold no context or state: the screens and the editing and admin components', () => {
    const copies = Object.entries(shared)
      .filter(([, config]) => config.singleton === false)
      .map(([name]) => name)
      .sort();
    expect(copies).toEqual(['@ottilia/shared-admin/screens', '@ottilia/shared-ui/admin', '@ottilia/shared-ui/editing']);
    expect(shared['@ottilia/shared-admin/screens']).toEqual({
      singleton: false,
      strictVersion: true,
      version: '2.3.0',
      requiredVersion: '^2.0.0',
    });
  });

  it('leaves out a workspace package the app was not built with', () => {
    expect(Object.keys(shared).filter((name) => name.startsWith('@ottilia/shared-auth'))).toEqual([]);
  });
});

it('has the host provide every entry a page holds once, by its source file, even one its own code does not import', () => {
  const imports = heldOnceImports(path.join(repoRoot, 'host'));
  expect(Object.keys(imports).sort()).toEqual([
    '@ottilia/shared-admin',
    '@ottilia/shared-auth',
    '@ottilia/shared-auth/typed',
    '@ottilia/shared-ui',
  ]);
  expect(imports['@ottilia/shared-admin']).toBe(path.join(repoRoot, 'shared-admin/src/index.ts'));
  const shared = sharedSingletons(imports, builtWith(path.join(repoRoot, 'host')).shared);
  expect(shared['@ottilia/shared-admin']).toMatchObject({
    singleton: true,
    import: path.join(repoRoot, 'shared-admin/src/index.ts'),
    version: packageJson('shared-admin').version,
  });
  // the React 18 fixture has none of them
  expect(heldOnceImports(path.join(repoRoot, 'e2e/fixtures/react18-users'))).toEqual({});
});
