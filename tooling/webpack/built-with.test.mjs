import { readFileSync } from 'node:fs';
import path from 'node:path';
import { remoteOfPackage } from '../../shared-contracts/src/remotes.ts';
import { SHELL_CONTRACT_VERSION } from '../../shared-contracts/src/shell-contract.ts';
import { publishedRouteManifest, readRouteManifest } from './route-manifest.mjs';
import { builtWith } from './shared-singletons.mjs';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const packageJson = (pkg) => JSON.parse(readFileSync(path.join(repoRoot, pkg, 'package.json'), 'utf8'));

it('states the shell contract version and the exact version of every shared singleton package', () => {
  const { dependencies } = packageJson('remote-users');
  expect(builtWith()).toEqual({
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
  const dir = path.join(repoRoot, 'remote-users');
  const published = await publishedRouteManifest(remoteOfPackage('remote-users'), readRouteManifest(dir), builtWith(), dir);
  expect(published).toMatchObject({ name: 'remoteUsers', area: 'Users', namespace: 'users', builtWith: builtWith() });
  expect(published).not.toHaveProperty('exposes');
});
