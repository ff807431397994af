// The shared singletons of the micro-frontend contract (docs/conventions.md section 3). Every app shares the
// same table so the host and the remotes agree on one copy of each library. Versions are pinned
// (one React everywhere); workspace packages carry real versions, since `workspace:*` would
// disable the version check. None is eager: each is a lazily fetched chunk that the app which
// loads first provides to all the others.
import { existsSync, readFileSync, realpathSync } from 'node:fs';
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
  // the typed face of the API client: the host's copy (its own pages read through it) serves every
  // remote, instead of a copy per app fetched beside each remote's first page
  '@ottilia/shared-auth/typed': '^1.0.0',
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
 *   (React Router's client API, react-router-client.mjs; react-i18next and styled-components
 *   without what the portal never runs, react-i18next-client.mjs, styled-components-client.mjs);
 *   it is shared as the pinned version.
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

/**
 * What an app is built against (shared-contracts' BuiltWith): the shell contract version and the
 * version of each shared singleton package as the app's build resolves it: the package.json of
 * the copy installed for the app (found the way Node and webpack look up a bare name) for each
 * shared package the app depends on, and beside it for a shared package only another one depends
 * on (react-router, through react-router-dom). A package the app does not depend on is left out:
 * the app neither provides nor uses it. Remotes publish it in their route manifest; the host
 * compares it with its own.
 *
 * `OTTILIA_TEST_SHELL_CONTRACT` (a test-only build input, never set by a deployment) makes the
 * build state another contract version, so the end-to-end tests can release a remote built for
 * the next contract major (docs/deploy.md).
 * @param {string} appDir  the app's folder
 */
export function builtWith(appDir) {
  const packages = [...new Set(Object.keys(pinned).map((name) => name.split('/').slice(0, name.startsWith('@') ? 2 : 1).join('/')))];
  const found = new Map(packages.filter((name) => dependsOn(appDir, name)).map((name) => [name, installedPackage(appDir, name)]));
  for (const name of packages.filter((missing) => !found.has(missing))) {
    const dependent = [...found.values()].find((dir) => dir && dependsOn(dir, name));
    if (dependent) found.set(name, installedPackage(dependent, name));
  }
  const shared = Object.fromEntries(packages.filter((name) => found.get(name))
    .map((name) => [name, readPackage(found.get(name)).version]));
  return { contract: process.env.OTTILIA_TEST_SHELL_CONTRACT || SHELL_CONTRACT_VERSION, shared };
}

const readPackage = (dir) => JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));

function dependsOn(dir, name) {
  const { dependencies = {}, devDependencies = {}, peerDependencies = {} } = readPackage(dir);
  return Object.hasOwn(dependencies, name) || Object.hasOwn(devDependencies, name) || Object.hasOwn(peerDependencies, name);
}

/** The real folder of `name` as a module in `from` finds it (node_modules lookup upwards), or undefined. */
function installedPackage(from, name) {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return realpathSync(candidate);
    if (path.dirname(dir) === dir) return undefined;
  }
}
