// Hands the built apps' source maps to the monitoring service of the local stage (the API's
// receiver, DEV_MONITORING=on), as a release's upload step does for a hosted service: production
// builds make hidden maps (no sourceMappingURL) that serve-static never serves, so only the
// service can resolve a report's minified frames to the TypeScript file, function and line.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { releaseOf } from '../tooling/webpack/release.mjs';
import { repoRoot } from './lib.mjs';

const mapsUnder = (dir) => readdirSync(dir, { recursive: true }).filter((file) => String(file).endsWith('.js.map')).map(String);

/**
 * Uploads every `dist/**\/*.js.map` of each app (compose.mjs `apps`: folder, federation name,
 * port), keyed by the URL its script is served at.
 */
export async function uploadSourceMaps(apps) {
  const { monitoringDsn } = JSON.parse(readFileSync(path.join(repoRoot, 'host/config/env-config.dev.json'), 'utf8'));
  const dsn = new URL(monitoringDsn);
  const project = dsn.pathname.split('/').filter(Boolean).pop();
  const endpoint = `${dsn.protocol}//${dsn.host}${dsn.pathname.slice(0, dsn.pathname.lastIndexOf(project))}api/${project}/sourcemaps/`;
  let uploaded = 0;
  for (const { pkg, name, port } of apps) {
    const dist = path.join(repoRoot, pkg, 'dist');
    let files;
    try { files = mapsUnder(dist); } catch { continue; }
    const release = releaseOf({ dir: path.join(repoRoot, pkg), name });
    for (const file of files) {
      const url = `https://localhost:${port}/${file.slice(0, -'.map'.length).split(path.sep).join('/')}`;
      const query = new URLSearchParams({ sentry_key: dsn.username, release, url });
      const response = await fetch(`${endpoint}?${query}`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: readFileSync(path.join(dist, file)) });
      if (!response.ok) throw new Error(`the monitoring receiver refused the source map ${pkg}/dist/${file}: ${response.status} ${await response.text()}`);
      uploaded++;
    }
  }
  return uploaded;
}
