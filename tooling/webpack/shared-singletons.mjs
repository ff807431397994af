// The shared singletons of the micro-frontend contract (DESIGN section 3). Every app shares the
// same table so the host and the remotes agree on one copy of each library. Versions are pinned
// (one React everywhere); workspace packages carry real versions, since `workspace:*` would
// disable the version check. None is eager: each is a lazily fetched chunk that the app which
// loads first provides to all the others.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SHELL_CONTRACT_VERSION } from '../../shared-contracts/src/shell-contract.ts';

const pinned = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  'react-router': '7.18.5',
  'react-router-dom': '7.18.5',
  'styled-components': '6.6.0',
  swr: '2.5.1',
  i18next: '27.1.2',
  'react-i18next': '18.0.1',
  '@ottilia/shared-ui': '^1.0.0',
  // the editing screens' components: provided by whichever app loads first, fetched on first use
  '@ottilia/shared-ui/editing': '^1.0.0',
  '@ottilia/shared-auth': '^1.0.0',
  // the admin core and its views: fetched with the first list or editing screen, never on /home
  '@ottilia/shared-admin': '^1.0.0',
  // the list and detail screens composed from resource definitions (backoffice, users)
  '@ottilia/shared-admin/screens': '^1.0.0',
  '@ottilia/shared-ui/admin': '^1.0.0',
};

/** Packages whose deep imports (react/jsx-runtime, react-dom/client) must share the same copy. */
const withDeepImports = new Set(['react', 'react-dom']);

/**
 * @param {Record<string, string>} [imports]  share key -> module provided instead of the package
 *   (React Router's client API, see react-router-client.mjs); it is shared as the pinned version.
 */
export function sharedSingletons(imports = {}) {
  const singleton = (name, requiredVersion) => ({
    singleton: true,
    requiredVersion,
    ...(imports[name] ? { import: imports[name], version: requiredVersion } : {}),
  });
  return Object.fromEntries(
    Object.entries(pinned).flatMap(([name, version]) => [
      [name, singleton(name, version)],
      ...(withDeepImports.has(name) ? [[`${name}/`, singleton(`${name}/`, version)]] : []),
    ]),
  );
}

const repoRoot = path.resolve(import.meta.dirname, '../..');

/**
 * What an app is built against (shared-contracts' BuiltWith): the shell contract version and the
 * exact version of each shared singleton package (workspace packages: their package.json
 * version). Remotes publish it in their route manifest; the host compares it with its own.
 */
export function builtWith() {
  const packages = [...new Set(Object.keys(pinned).map((name) => name.split('/').slice(0, name.startsWith('@') ? 2 : 1).join('/')))];
  const versionOf = (name) => name.startsWith('@ottilia/')
    ? JSON.parse(readFileSync(path.join(repoRoot, name.slice('@ottilia/'.length), 'package.json'), 'utf8')).version
    : pinned[name];
  return { contract: SHELL_CONTRACT_VERSION, shared: Object.fromEntries(packages.map((name) => [name, versionOf(name)])) };
}
