import { readFileSync } from 'node:fs';
import path from 'node:path';
import { remoteOfPackage } from '../../shared-contracts/src/remotes.ts';
import { SHELL_CONTRACT_VERSION } from '../../shared-contracts/src/shell-contract.ts';
import { publishedRouteManifest, readRouteManifest } from './route-manifest.mjs';
import { builtWith } from './shared-singletons.mjs';

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
  const published = await publishedRouteManifest(remoteOfPackage('remote-users'), readRouteManifest(remoteUsers), builtWith(remoteUsers), remoteUsers);
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
