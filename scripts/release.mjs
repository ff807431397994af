// `node scripts/release.mjs <app> [--prerelease <id>] [--extra-routes <route-manifest.json>] [--source <dir> [--commit <sha>]]`
// Builds ONE app (the host or a remote; nothing else is built) in production mode into the
// immutable release folder `<releases>/<app>/<version>/` (scripts/releases/release-store.mjs):
// `public/` for the release origin, `sourcemaps/` with the hidden source maps (the bundles do not
// reference them; they go to the monitoring service only, handed over here as `<app>@<version>`),
// `release.json`. The version is the
// app's package.json version (kept by changesets), with `-<id>` for a pre-release such as a pull
// request's build (`--prerelease pr.42`). An existing version is never overwritten.
// `--extra-routes` merges another route manifest in (tests release a remote with one more page).
// `--source <dir>` builds the release from another folder with its own package.json, standing in
// for the app (test-only: e2e/fixtures/react18-users is remote-users built against React 18); a
// folder holding the app itself (the same package name, e.g. the app in an earlier commit's tree,
// scripts/releases/previous-release.mjs) gives its own version, and `--commit` names the commit
// it was taken from.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { builtWith } from '../tooling/webpack/shared-singletons.mjs';
import { DIST_STAMP, distIsCurrent } from './compose.mjs';
import { uploadReleaseSourceMaps } from './upload-source-maps.mjs';
import {
  APPS,
  isVersion,
  publicFileHashes,
  RELEASE_FILE,
  releaseDir,
  releaseSizes,
  releasesRoot,
  ROUTE_MANIFEST_FILE,
} from './releases/release-store.mjs';

const repoRoot = path.resolve(import.meta.dirname, '..');

const {
  positionals: [app],
  values,
} = parseArgs({
  allowPositionals: true,
  options: { prerelease: { type: 'string' }, 'extra-routes': { type: 'string' }, source: { type: 'string' }, commit: { type: 'string' } },
});
if (!APPS.includes(app))
  fail(`usage: node scripts/release.mjs <${APPS.join('|')}> [--prerelease <id>] [--extra-routes <file>] [--source <dir> [--commit <sha>]]`);

const appDir = path.join(repoRoot, app);
const buildDir = values.source ? path.resolve(values.source) : appDir;
const readPackage = (dir) => JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
const appPackage = readPackage(appDir);
const sourcePackage = values.source ? readPackage(buildDir) : appPackage;
const { version: packageVersion } = sourcePackage.name === appPackage.name ? sourcePackage : appPackage;
const version = values.prerelease ? `${packageVersion}-${values.prerelease}` : packageVersion;
if (!isVersion(version)) fail(`"${version}" is not a semantic version`);
const root = releasesRoot();
const target = releaseDir(root, app, version);
if (statSync(target, { throwIfNoEntry: false }))
  fail(`${app} ${version} is already released (${path.relative(repoRoot, target)}); releases are immutable: bump the version (changesets)`);

const staging = `${target}.staging-${process.pid}`;
rmSync(staging, { recursive: true, force: true });
const build = path.join(staging, 'build');
// a plain version's build is what `npm run build` made of the same sources: the end-to-end pass's
// dist/ is taken when its stamp says so (a pre-release names its version inside its bundles)
const plain =
  !values.prerelease &&
  !values.source &&
  !values['extra-routes'] &&
  !process.env.OTTILIA_TEST_SHELL_CONTRACT &&
  !process.env.OTTILIA_TEST_SHARED_VERSIONS &&
  !process.env.OTTILIA_STAGE;
if (plain && distIsCurrent(app)) {
  console.log(`[release] ${app} ${version}: ${app}/dist is the production build of these sources, taken as is`);
  cpSync(path.join(appDir, 'dist'), build, {
    recursive: true,
    filter: (from) => ![DIST_STAMP, 'composition.json'].includes(path.basename(from)),
  });
} else {
  console.log(`[release] building ${app} ${version}`);
  const webpackArgs = [path.join(buildDir, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production', '--output-path', build];
  if (values['extra-routes']) webpackArgs.push('--env', `extraRoutes=${path.resolve(values['extra-routes'])}`);
  const built = spawnSync(process.execPath, webpackArgs, {
    cwd: buildDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, OTTILIA_RELEASE_VERSION: version },
  });
  if (built.status !== 0) {
    rmSync(staging, { recursive: true, force: true });
    fail(`building ${app} failed`);
  }
}

// public files and hidden source maps apart
for (const file of readdirSync(build, { recursive: true })) {
  const from = path.join(build, file);
  if (statSync(from).isDirectory()) continue;
  const to = path.join(staging, file.endsWith('.map') ? 'sourcemaps' : 'public', file);
  mkdirSync(path.dirname(to), { recursive: true });
  renameSync(from, to);
}
rmSync(build, { recursive: true });

const manifestFile = path.join(staging, 'public', ROUTE_MANIFEST_FILE);
const manifest = statSync(manifestFile, { throwIfNoEntry: false }) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : null;
const release = {
  app,
  version,
  // `<commit>-dirty` when the tree had uncommitted changes: stg and prd refuse it (promote.mjs)
  commit: values.commit ?? sourceCommit(),
  releasedAt: new Date().toISOString(),
  // a remote states it in its route manifest (what the host checks); the host's own comes from the same tooling
  builtWith: manifest?.builtWith ?? builtWith(buildDir),
  // every public file's content hash: promote refuses a release whose files changed since
  files: publicFileHashes(path.join(staging, 'public')),
};
writeFileSync(path.join(staging, RELEASE_FILE), `${JSON.stringify(release, null, 2)}\n`);
mkdirSync(path.dirname(target), { recursive: true });
renameSync(staging, target);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const sizes = releaseSizes(target);
console.log(`[release] ${app} ${version} -> ${path.relative(repoRoot, target)}`);
console.log(
  `[release]   public: ${sizes.public.files} files, ${kb(sizes.public.bytes)} (${kb(sizes.public.gzip)} gzip), and ${sizes.public.gzipCopies} gzip copies beside them`,
);
console.log(`[release]   sourcemaps: ${sizes.sourcemaps.files} files, ${kb(sizes.sourcemaps.bytes)} (${kb(sizes.sourcemaps.gzip)} gzip)`);

// the hidden maps go to monitoring under the release's own name (ADR 0121); the release is made
// either way, and an unreachable service is told how to hand them later
if (process.env.OTTILIA_SOURCE_MAPS_LATER) {
  console.log(`[release]   source maps: ${process.env.OTTILIA_SOURCE_MAPS_LATER}`);
} else {
  try {
    const count = await uploadReleaseSourceMaps({ app, version, dir: target });
    console.log(`[release]   ${count} source maps handed to monitoring as ${app}@${version}`);
  } catch (error) {
    console.warn(
      `[release]   source maps NOT handed to monitoring (${error.cause?.code ?? error.message}); hand them with: node scripts/upload-source-maps.mjs ${app} ${version}`,
    );
  }
}

/** The commit built, `-dirty` when tracked or untracked files differ from it (ignored ones do not count). */
function sourceCommit() {
  const git = (...args) => execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  try {
    return `${git('rev-parse', 'HEAD')}${git('status', '--porcelain') ? '-dirty' : ''}`;
  } catch {
    return 'unknown-dirty';
  }
}

function fail(message) {
  console.error(`[release] ${message}`);
  process.exit(1);
}
