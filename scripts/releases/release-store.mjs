// The release store: every released app version in an immutable folder
// `<root>/<app>/<version>/` holding `public/` (what the release origin serves), `sourcemaps/`
// (hidden source maps, for the monitoring service only, never served) and `release.json` (app,
// version, commit and what it was built against). Locally the root is the git-ignored
// `.local/releases`, standing in for the release bucket (OTTILIA_RELEASES_DIR moves it); the
// local release origin serves it (scripts/compose.mjs). docs/deploy.md describes the layout.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { REMOTES } from '../../shared-contracts/src/remotes.ts';
import { ROUTE_MANIFEST_FILE } from '../../tooling/webpack/route-manifest.mjs';

export { ROUTE_MANIFEST_FILE };

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** The apps that release on their own: the host and every remote. */
export const APPS = ['host', ...REMOTES.map((remote) => remote.package)];

export const RELEASE_FILE = 'release.json';

export function releasesRoot(env = process.env) {
  return path.resolve(repoRoot, env.OTTILIA_RELEASES_DIR ?? '.local/releases');
}

export const releaseDir = (root, app, version) => path.join(root, app, version);

/** Semantic version (with optional pre-release, e.g. 1.4.0-pr.42): also a safe folder and URL segment. */
export const isVersion = (version) => /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/.test(version);

/**
 * A released version's release.json (app, version, commit, builtWith, the public files' content
 * hashes); null when the store has no such version. What the release publishes (its route
 * manifest) is read from the release origin (verify-release.mjs), not from here.
 * @returns {{ app: string, version: string, commit: string, builtWith: import('../../shared-contracts/src/shell-contract.ts').BuiltWith, files?: Record<string, string> } | null}
 */
export function readRelease(root, app, version) {
  if (!APPS.includes(app) || !isVersion(version)) return null;
  const file = path.join(releaseDir(root, app, version), RELEASE_FILE);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/** A file's content hash as release.json lists it (the Subresource Integrity notation). */
export const contentHash = (content) => `sha256-${createHash('sha256').update(content).digest('base64')}`;

/** Every public file of a release (folder `public`, `/`-separated relative paths) with its content hash. */
export function publicFileHashes(publicDir) {
  const files = readdirSync(publicDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => statSync(path.join(publicDir, file)).isFile())
    .map((file) => file.split(path.sep).join('/'))
    .sort();
  return Object.fromEntries(files.map((file) => [file, contentHash(readFileSync(path.join(publicDir, file)))]));
}

/**
 * How a release's public files differ from the hashes its release.json listed at release time:
 * one line per file ("main.js: changed", "extra.js: added", "index.html: missing"); empty when
 * none changed.
 */
export function changedPublicFiles(dir, listed) {
  const now = publicFileHashes(path.join(dir, 'public'));
  return [...new Set([...Object.keys(listed), ...Object.keys(now)])].sort().flatMap((file) => {
    if (!(file in now)) return [`${file}: missing`];
    if (!(file in listed)) return [`${file}: added`];
    return now[file] === listed[file] ? [] : [`${file}: changed`];
  });
}

/**
 * What one release weighs: its public files (without the builds' `.gz` copies, counted apart;
 * gzip: the copy's size, or the file gzipped where it has none) and its source maps.
 * @param {string} dir  the release's folder
 */
export function releaseSizes(dir) {
  const sizes = { public: { files: 0, bytes: 0, gzip: 0, gzipCopies: 0 }, sourcemaps: { files: 0, bytes: 0, gzip: 0 } };
  for (const part of ['public', 'sourcemaps']) {
    const root = path.join(dir, part);
    if (!existsSync(root)) continue;
    for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
      const full = path.join(root, file);
      if (statSync(full).isDirectory()) continue;
      if (part === 'public' && file.endsWith('.gz')) {
        sizes.public.gzipCopies += 1;
        continue;
      }
      const content = readFileSync(full);
      sizes[part].files += 1;
      sizes[part].bytes += content.length;
      sizes[part].gzip += existsSync(`${full}.gz`) ? statSync(`${full}.gz`).size : gzipSync(content).length;
    }
  }
  return sizes;
}
