// The shared modules of the micro-frontend contract (docs/conventions.md section 3). Every app shares the
// same table so the host and the remotes agree on one copy of each library. The libraries are
// pinned strict singletons (one React everywhere). The workspace packages are shared as the version
// the app was built with, accepting `^` its major (ADR 0321): their entries that hold React context
// or module state (SHELL_CONTRACT_SHARED 'one') stay strict singletons, the views without either
// ('copy') load the app's own copy when no copy in range is on the page. None is eager: each is a
// lazily fetched chunk; once one copy is loaded the later apps take it (loaded-first), the first
// time the newest copy registered in range.
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { acceptedRange, SHELL_CONTRACT_SHARED, SHELL_CONTRACT_VERSION } from '../../shared-contracts/src/shell-contract.ts';

const pinned = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  'react-router': '7.18.5',
  'react-router-dom': '7.18.5',
  'styled-components': '6.6.0',
  swr: '2.5.1',
  i18next: '27.1.2',
  'react-i18next': '18.0.1',
};

/**
 * The workspace entries, share key -> held once on the page or not. The editing and admin
 * components and the admin screens are fetched with the first list or editing screen, never on
 * /home; the typed face of the API client is the host's copy for every remote (its own pages read
 * through it), instead of a copy per app fetched beside each remote's first page.
 */
const workspaceEntries = Object.fromEntries(
  Object.entries(SHELL_CONTRACT_SHARED).flatMap(([pkg, entries]) =>
    Object.entries(entries).map(([entry, held]) => [entry === '.' ? pkg : `${pkg}/${entry.slice(2)}`, held]),
  ),
);

/** The package of a share key: '@ottilia/shared-ui/editing' -> '@ottilia/shared-ui', 'react-dom/' -> 'react-dom'. */
const packageOf = (key) =>
  key
    .split('/')
    .slice(0, key.startsWith('@') ? 2 : 1)
    .join('/');

/** Packages whose deep imports (react/jsx-runtime, react-dom/client) must share the same copy. */
const withDeepImports = new Set(['react', 'react-dom']);

/**
 * @param {Record<string, string>} [imports]  share key -> module provided instead of the package
 *   (React Router's client API, react-router-client.mjs; react-i18next and styled-components
 *   without what the portal never runs, react-i18next-client.mjs, styled-components-client.mjs),
 *   shared as the pinned version; a workspace entry by its source file (heldOnceImports).
 * @param {Record<string, string>} [built]  package -> the version the app was built with
 *   (builtWith(appDir).shared); a workspace package the app does not have is left out.
 */
export function sharedSingletons(imports = {}, built = {}) {
  const library = (name, requiredVersion) => ({
    singleton: true,
    strictVersion: true,
    requiredVersion,
    ...(imports[name] ? { import: imports[name], version: requiredVersion } : {}),
  });
  const libraries = Object.entries(pinned).flatMap(([name, version]) => [
    [name, library(name, version)],
    ...(withDeepImports.has(name) ? [[`${name}/`, library(`${name}/`, version)]] : []),
  ]);
  const workspace = Object.entries(workspaceEntries).flatMap(([key, held]) => {
    const version = built[packageOf(key)];
    if (!version) return [];
    // a copy in range, else (strictVersion) a 'one' entry fails to load and a 'copy' entry loads the app's own
    return [
      [
        key,
        {
          singleton: held === 'one',
          strictVersion: true,
          version,
          requiredVersion: acceptedRange(version),
          ...(imports[key] ? { import: imports[key] } : {}),
        },
      ],
    ];
  });
  return Object.fromEntries([...libraries, ...workspace]);
}

/**
 * For the host: each workspace entry a page holds once, by its source file, so the host provides
 * it from the start whether or not its own code imports it (webpack provides a bare name only
 * when the app imports it, a path always; the chunk is still fetched only on use). The first
 * area to need the admin core then finds the host's copy beside its own, and the newer one in
 * range is taken in whichever order the areas are visited (ADR 0321).
 * @param {string} appDir
 */
export function heldOnceImports(appDir) {
  return Object.fromEntries(
    Object.entries(workspaceEntries).flatMap(([key, held]) => {
      const pkg = packageOf(key);
      const dir = held === 'one' && dependsOn(appDir, pkg) ? installedPackage(appDir, pkg) : undefined;
      const source = dir && readPackage(dir).exports?.[`.${key.slice(pkg.length)}`]?.source;
      return source ? [[key, path.join(dir, source)]] : [];
    }),
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
 * `OTTILIA_TEST_SHELL_CONTRACT` and `OTTILIA_TEST_SHARED_VERSIONS` (test-only build inputs, never
 * set by a deployment) make the build state another contract version, and other versions of
 * shared workspace packages (JSON, package -> version), so the end-to-end tests can release a
 * remote built for the next contract major, for the next shared-admin major, or for a previous
 * minor of the shared packages (docs/deploy.md).
 * @param {string} appDir  the app's folder
 */
export function builtWith(appDir) {
  const packages = [...new Set([...Object.keys(pinned), ...Object.keys(workspaceEntries)].map(packageOf))];
  const found = new Map(packages.filter((name) => dependsOn(appDir, name)).map((name) => [name, installedPackage(appDir, name)]));
  for (const name of packages.filter((missing) => !found.has(missing))) {
    const dependent = [...found.values()].find((dir) => dir && dependsOn(dir, name));
    if (dependent) found.set(name, installedPackage(dependent, name));
  }
  const shared = Object.fromEntries(packages.filter((name) => found.get(name)).map((name) => [name, readPackage(found.get(name)).version]));
  for (const [name, version] of Object.entries(testSharedVersions())) {
    if (Object.hasOwn(shared, name)) shared[name] = version;
  }
  return { contract: process.env.OTTILIA_TEST_SHELL_CONTRACT || SHELL_CONTRACT_VERSION, shared };
}

/** OTTILIA_TEST_SHARED_VERSIONS: workspace packages only (a library's version is what is installed). */
function testSharedVersions() {
  const stated = process.env.OTTILIA_TEST_SHARED_VERSIONS;
  if (!stated) return {};
  const versions = JSON.parse(stated);
  const wrong = Object.entries(versions).filter(
    ([name, version]) => !Object.hasOwn(SHELL_CONTRACT_SHARED, name) || typeof version !== 'string' || !/^\d+\.\d+\.\d+/.test(version),
  );
  if (wrong.length)
    throw new Error(
      `OTTILIA_TEST_SHARED_VERSIONS: ${wrong.map(([name]) => name).join(', ')} not a shared workspace package with a version`,
    );
  return versions;
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
