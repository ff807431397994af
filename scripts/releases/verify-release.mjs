// What promote checks of a release before the shell contract (composition.mjs): that the store's
// copy is the release as it was made (every public file has the content hash release.json listed
// at release time) and that the release origin serves it, its entry and its route manifest, with
// those same bytes. The route manifest checked is the one the origin publishes, the file the host
// reads, never a copy.
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import tls from 'node:tls';
import { PromotionRefused } from './composition.mjs';
import { changedPublicFiles, contentHash, readRelease, releaseDir, ROUTE_MANIFEST_FILE } from './release-store.mjs';

const localCa = path.resolve(import.meta.dirname, '../../.local/certs/ca.pem');

/** The file a release origin must answer for: a remote's federation manifest (its pinned entry), the host's page. */
export const entryFile = (app) => (app === 'host' ? 'index.html' : 'mf-manifest.json');

/**
 * GET `url`: { status, body } (body a Buffer), or { error } when nothing answered. Trusts the
 * system's authorities and the local one (.local/certs/ca.pem) of the local release origin.
 */
export function getFromOrigin(url, timeoutMs = 10_000) {
  const client = url.startsWith('https:') ? https : http;
  const ca = existsSync(localCa) ? [...tls.rootCertificates, readFileSync(localCa, 'utf8')] : undefined;
  return new Promise((resolve) => {
    const request = client.get(url, { ca, timeout: timeoutMs }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode, body: Buffer.concat(chunks) }));
    });
    request.on('timeout', () => request.destroy(new Error(`no answer within ${timeoutMs / 1000} s`)));
    request.on('error', (error) => resolve({ error: error.message }));
  });
}

/**
 * The release as promote may pin it: its release.json and, for a remote, the route manifest the
 * origin publishes. Null when the store does not hold it; PromotionRefused when its files changed
 * after release or the origin does not serve it as released.
 * @param {string} root  the release store
 * @param {string} origin  the composition's release origin
 */
export async function verifiedRelease(root, app, version, origin, get = getFromOrigin) {
  const release = readRelease(root, app, version);
  if (!release) return null;
  const name = `${app} ${version}`;
  if (!origin) throw new PromotionRefused(`${name}: the composition names no release origin`);
  if (!release.files)
    throw new PromotionRefused(`${name}: its release.json lists no content hashes (an older release.mjs made it): release a new version`);
  const changed = changedPublicFiles(releaseDir(root, app, version), release.files);
  if (changed.length) throw new PromotionRefused(`${name}: its files changed after release:\n- ${changed.join('\n- ')}`);

  const published = async (file) => {
    const url = `${origin}/${app}/${version}/${file}`;
    const answer = await get(url);
    if (answer.error || answer.status !== 200) {
      throw new PromotionRefused(
        `${name}: the release origin does not serve ${url} (${answer.error ?? `HTTP ${answer.status}`}): upload the release there first`,
      );
    }
    if (contentHash(answer.body) !== release.files[file])
      throw new PromotionRefused(`${name}: the release origin serves another ${file} than the one released (${url})`);
    return answer.body;
  };
  await published(entryFile(app));
  if (app === 'host') return release;
  if (!release.files[ROUTE_MANIFEST_FILE]) throw new PromotionRefused(`${name} publishes no route manifest`);
  const manifest = await published(ROUTE_MANIFEST_FILE);
  try {
    return { ...release, routeManifest: JSON.parse(manifest.toString('utf8')) };
  } catch {
    throw new PromotionRefused(`${name}: its published ${ROUTE_MANIFEST_FILE} is not JSON`);
  }
}
