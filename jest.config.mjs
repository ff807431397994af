// One jest run over every package (CI sums one report). Node packages (api, identity) run as
// native ESM because oidc-provider and jose ship ESM only; front-end packages run in jsdom.
import path from 'node:path';
import { REMOTES } from './shared-contracts/src/remotes.ts';

const here = import.meta.dirname;
const swcWeb = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
};
const swcNode = {
  jsc: { parser: { syntax: 'typescript' }, target: 'es2023', keepClassNames: true, experimental: { keepImportAttributes: true } },
  module: { type: 'es6' },
};

const nodeProject = (name) => ({
  displayName: name,
  rootDir: path.join(here, name),
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', swcNode] },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
  // workspace packages are imported from source, like webpack does with the "source" condition
  testEnvironmentOptions: { customExportConditions: ['source', 'node', 'default'] },
});

const webProject = (name) => ({
  displayName: name,
  rootDir: path.join(here, name),
  testEnvironment: 'jsdom',
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', swcWeb] },
  transformIgnorePatterns: ['/node_modules/(?!.pnpm)', '/node_modules/.pnpm/(?!@ottilia)'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1', '\\.(css|svg|png|woff2?)$': path.join(here, 'scripts/jest/file-stub.cjs') },
  setupFiles: [path.join(here, 'scripts/jest/dom-polyfills.ts')],
  // the shared set-up files in scripts/jest resolve the package's own dependencies (Testing Library)
  modulePaths: [path.join(here, name, 'node_modules')],
  // a remote binds react-i18next as the host would (its skeleton's bind-react-i18next.ts, from createRemoteConfig)
  setupFilesAfterEnv: [
    path.join(here, 'scripts/jest/setup-dom.ts'),
    ...(name.startsWith('remote-') ? [path.join(here, 'tooling/webpack/remote-skeleton/bind-react-i18next.ts')] : []),
  ],
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  testEnvironmentOptions: { customExportConditions: ['source', 'browser', 'require', 'default'] },
});

// The lint rules of eslint.config.mjs that have tests of their own (ESLint's Node API, native ESM).
const lintProject = {
  displayName: 'lint',
  rootDir: path.join(here, 'scripts/eslint'),
  testEnvironment: 'node',
  // the lint configuration reads the list of remotes (shared-contracts/src/remotes.ts)
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', swcNode] },
  testMatch: ['<rootDir>/**/*.test.mjs'],
};

// The nginx configuration's renderer and Content-Security-Policy (deploy/nginx, native ESM).
const deployProject = {
  displayName: 'deploy',
  rootDir: path.join(here, 'deploy'),
  testEnvironment: 'node',
  transform: {},
  testMatch: ['<rootDir>/**/*.test.mjs'],
};

// The release tooling: release store, compositions and promotion, what builds publish (native ESM;
// the shell contract is TypeScript); and the test run's own scripts.
const releasesProject = {
  displayName: 'releases',
  rootDir: here,
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', swcNode] },
  testMatch: ['<rootDir>/scripts/releases/**/*.test.mjs', '<rootDir>/tooling/webpack/**/*.test.mjs', '<rootDir>/scripts/*.test.mjs'],
};

// The docs: decision records complete and indexed, links only inside the repository (native ESM).
const docsProject = {
  displayName: 'docs',
  rootDir: path.join(here, 'scripts/docs'),
  testEnvironment: 'node',
  transform: {},
  testMatch: ['<rootDir>/**/*.test.mjs'],
};

export default {
  // component tests type and click through whole screens: on a busy 2-core machine a few take
  // longer than jest's default 5 s without anything being wrong
  testTimeout: 15_000,
  projects: [
    nodeProject('api'),
    nodeProject('identity'),
    nodeProject('shared-contracts'),
    lintProject,
    deployProject,
    releasesProject,
    docsProject,
    webProject('shared-auth'),
    webProject('shared-ui'),
    webProject('shared-admin'),
    webProject('host'),
    ...REMOTES.map((remote) => webProject(remote.package)),
  ],
};
