// Import boundaries of the workspace, enforced by lint (so by `npm test`):
// - the layers of the front end: shared-contracts imports no other package of the workspace;
//   shared-auth and shared-ui only shared-contracts; shared-admin those three; a remote and the
//   host the shared packages, a remote never another remote or the host, the host never a remote;
// - inside an app, one feature does not import another (shared machinery lives in the app's
//   lib/ or in a shared package);
// - the front end never imports the API or the identity service;
// - the API and the identity service import only @ottilia/shared-contracts of the workspace;
// - no import cycles.
// Paths are resolved (import-x with the workspace's "source" condition and .js -> .ts), so a
// relative path that climbs into another package is caught like a package name.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { createNodeResolver } from 'eslint-plugin-import-x';
import { REMOTES } from '../../shared-contracts/src/remotes.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const folders = (dir) => {
  try {
    return readdirSync(path.join(repoRoot, dir), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
  } catch {
    return [];
  }
};

const remotes = REMOTES.map((remote) => remote.package);
const apps = ['host', ...remotes];
/** Everything that runs in the browser, and shared-contracts, which the browser loads too. */
const frontEnd = [...apps, 'shared-ui', 'shared-auth', 'shared-admin', 'shared-contracts/src'];
const servers = ['api', 'identity'];
/** Workspace packages a server must not reach by a relative path either. */
const notForServers = [...apps, 'shared-ui', 'shared-auth', 'shared-admin', 'e2e'];

const remoteMessage = 'A remote imports neither another remote nor the host: share through a shared-* package.';

const SHARED = ['shared-contracts', 'shared-auth', 'shared-ui', 'shared-admin'];
/** What each front-end package may import of the workspace (besides itself), lowest layer first. */
const LAYERS = {
  'shared-contracts': [],
  'shared-auth': ['shared-contracts'],
  'shared-ui': ['shared-contracts'],
  'shared-admin': ['shared-contracts', 'shared-auth', 'shared-ui'],
  ...Object.fromEntries(apps.map((app) => [app, SHARED])),
};
const layerMessage = (pkg) =>
  remotes.includes(pkg)
    ? remoteMessage
    : `${pkg} imports ${LAYERS[pkg].length ? `only ${LAYERS[pkg].join(', ')}` : 'no other package'} of the workspace (layers: shared-contracts; shared-auth, shared-ui; shared-admin; remotes and host).`;
/** The workspace's front-end packages a package may not import: by path (resolved) and by name. */
const forbiddenFor = (pkg) => Object.keys(LAYERS).filter((other) => other !== pkg && !LAYERS[pkg].includes(other));
const featureMessage = "Features do not import each other: move what both need to the app's lib/ or to a shared package.";
const serverMessage = 'The API and the identity service import only @ottilia/shared-contracts of the workspace.';

const crossPackageZones = [
  ...Object.keys(LAYERS).map((pkg) => ({
    target: `./${pkg}/src`,
    from: forbiddenFor(pkg).map((other) => `./${other}`),
    message: layerMessage(pkg),
  })),
  ...frontEnd.map((pkg) => ({
    target: `./${pkg}`,
    from: servers.map((server) => `./${server}`),
    message: 'The front end never imports the API or the identity service: use @ottilia/shared-contracts (its wire types).',
  })),
  ...servers.map((server) => ({
    target: `./${server}`,
    from: [...notForServers, ...servers.filter((other) => other !== server)].map((pkg) => `./${pkg}`),
    message: serverMessage,
  })),
];

const featureZones = apps.flatMap((app) =>
  folders(`${app}/src/features`).map((feature) => ({
    target: `./${app}/src/features/${feature}`,
    from: `./${app}/src/features`,
    except: [`./${feature}`],
    message: featureMessage,
  })),
);

const restrictedPaths = (zones) => ['error', { basePath: repoRoot, zones }];

/**
 * The same layers by package name: a name the package does not depend on does not resolve, so
 * no-restricted-paths cannot see it (ESLint's own rule: typescript-eslint's carries other options).
 */
const layerImports = Object.keys(LAYERS).map((pkg) => ({
  files: [`${pkg}/src/**`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { group: forbiddenFor(pkg).flatMap((other) => [`@ottilia/${other}`, `@ottilia/${other}/*`]), message: layerMessage(pkg) },
        ],
      },
    ],
  },
}));

/** The flat-config blocks of the boundaries. */
const serverImports = { group: ['@ottilia/*', '!@ottilia/shared-contracts', '!@ottilia/shared-contracts/*'], message: serverMessage };
const devStandIns = {
  group: ['**/dev/**'],
  allowTypeImports: true,
  message: 'src/dev holds the development stand-ins, which a production start must not load (api/src/dev/dev-plugins.ts).',
};

export function boundaries() {
  const zones = crossPackageZones;
  return [
    ...layerImports,
    {
      files: ['**/*.{ts,tsx,mjs}'],
      settings: {
        // parse TypeScript dependencies too, or no-cycle never looks inside them
        'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
        'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
        'import-x/resolver-next': [
          createNodeResolver({
            conditionNames: ['source', 'browser', 'import', 'default'],
            extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
            extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
          }),
        ],
      },
      rules: {
        'import-x/no-cycle': ['error', { ignoreExternal: true }],
        'import-x/no-restricted-paths': restrictedPaths(zones),
      },
    },
    {
      // a later block replaces the rule's options, so it repeats the other zones
      files: apps.map((app) => `${app}/src/features/**`),
      rules: { 'import-x/no-restricted-paths': restrictedPaths([...zones, ...featureZones]) },
    },
    {
      files: servers.map((server) => `${server}/**`),
      rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [serverImports] }] },
    },
    {
      // a production start never loads the development stand-ins: only app.ts imports them
      // (dynamically, outside production); types may be shared
      files: ['api/src/**'],
      ignores: ['api/src/dev/**', '**/*.test.ts'],
      rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [serverImports, devStandIns] }] },
    },
    {
      // the API's tests start the real identity provider behind the API's identity directory
      files: ['api/test/**'],
      rules: {
        '@typescript-eslint/no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                group: ['@ottilia/*', '!@ottilia/shared-contracts', '!@ottilia/shared-contracts/*', '!@ottilia/identity'],
                message: serverMessage,
              },
            ],
          },
        ],
        'import-x/no-restricted-paths': restrictedPaths(
          zones.map((zone) => (zone.target === './api' ? { ...zone, from: zone.from.filter((from) => from !== './identity') } : zone)),
        ),
      },
    },
  ];
}
