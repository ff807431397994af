// Hands source maps to the monitoring service through the hosted service's upload API, as the
// local receiver (the API's, DEV_MONITORING=on) speaks it: production builds make hidden maps (no
// sourceMappingURL) that are never served, so only the service can resolve a report's minified
// frames to the TypeScript file, function and line.
//   - uploadSourceMaps: the built apps' dist/ maps of the local composition (compose.mjs), by URL;
//   - uploadReleaseSourceMaps: a release's sourcemaps/ folder under the release's own name
//     (`remote-users@1.2.0`), by the files' path on any release origin (`~/remote-users/1.2.0/…`):
//     scripts/release.mjs calls it for each release (ADR 0121), and
//     `node scripts/upload-source-maps.mjs <app> <version>` hands a stored release's maps again
//     (the local receiver forgets them when the API restarts).
// The DSN is OTTILIA_MONITORING_DSN, else the dev stage's (host/config/env-config.dev.json).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { releaseOf } from '../tooling/webpack/release.mjs';
import { repoRoot } from './lib.mjs';
import { isVersion, releaseDir, releasesRoot } from './releases/release-store.mjs';

const mapsUnder = (dir) =>
  readdirSync(dir, { recursive: true })
    .filter((file) => String(file).endsWith('.js.map'))
    .map(String);
const urlPath = (file) => file.slice(0, -'.map'.length).split(path.sep).join('/');

/** The monitoring service this machine reports to. */
export const monitoringDsn = (env = process.env) =>
  env.OTTILIA_MONITORING_DSN || JSON.parse(readFileSync(path.join(repoRoot, 'host/config/env-config.dev.json'), 'utf8')).monitoringDsn;

/** `https://KEY@host/path/PROJECT` -> a PUT of one map: `release`, the minified file's `url`, the map file. */
function uploaderFor(dsnText) {
  const dsn = new URL(dsnText);
  const project = dsn.pathname.split('/').filter(Boolean).pop();
  const endpoint = `${dsn.protocol}//${dsn.host}${dsn.pathname.slice(0, dsn.pathname.lastIndexOf(project))}api/${project}/sourcemaps/`;
  return async (release, url, file) => {
    const query = new URLSearchParams({ sentry_key: dsn.username, release, url });
    const response = await fetch(`${endpoint}?${query}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: readFileSync(file),
    });
    if (!response.ok)
      throw new Error(
        `the monitoring service refused the source map ${path.relative(repoRoot, file)}: ${response.status} ${await response.text()}`,
      );
  };
}

/**
 * Uploads every `dist/**\/*.js.map` of each app (compose.mjs `apps`: folder, federation name,
 * port), keyed by the URL its script is served at.
 */
export async function uploadSourceMaps(apps) {
  const upload = uploaderFor(monitoringDsn());
  let uploaded = 0;
  for (const { pkg, name, port } of apps) {
    const dist = path.join(repoRoot, pkg, 'dist');
    let files;
    try {
      files = mapsUnder(dist);
    } catch {
      continue;
    }
    const release = releaseOf({ dir: path.join(repoRoot, pkg), name });
    for (const file of files) {
      await upload(release, `https://localhost:${port}/${urlPath(file)}`, path.join(dist, file));
      uploaded++;
    }
  }
  return uploaded;
}

/** A release's maps (`<dir>/sourcemaps/`) under `<app>@<version>`, each by `~/<app>/<version>/<file>`; how many. */
export async function uploadReleaseSourceMaps({ app, version, dir, dsn = monitoringDsn() }) {
  const upload = uploaderFor(dsn);
  const maps = path.join(dir, 'sourcemaps');
  const files = mapsUnder(maps);
  for (const file of files) await upload(`${app}@${version}`, `~/${app}/${version}/${urlPath(file)}`, path.join(maps, file));
  return files.length;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [app, version] = process.argv.slice(2);
  if (!app || !isVersion(version ?? '')) {
    console.error('usage: node scripts/upload-source-maps.mjs <app> <version>   (a release of the store)');
    process.exit(1);
  }
  const count = await uploadReleaseSourceMaps({ app, version, dir: releaseDir(releasesRoot(), app, version) });
  console.log(`[source maps] ${count} maps of ${app} ${version} handed to monitoring as ${app}@${version}`);
}
