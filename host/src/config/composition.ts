import { parseRouteManifest, type RouteManifest } from '../remotes/route-manifest';
import { COMPOSITION_URL, fetchStartFile } from './start-files';

/**
 * The environment's composition (compositions/<env>.json in the repository, written by
 * scripts/promote.mjs), served no-cache as /composition.json beside env-config.json: which
 * released version of each app the environment runs, where each remote's mf-manifest.json is,
 * and a copy of each remote's released route manifest, so the host knows every area (name, nav
 * entries, permissions) even while its remote cannot be reached. Promoting or rolling back a
 * remote changes this file alone; open tabs re-read it (remotes/composition-follower.ts) and the
 * next page load gets it. Without one (a development server), env-config's remotes are used.
 */
export interface Composition {
  environment: string;
  /** Where released versions come from: the only origins a release trial may use. */
  releaseOrigins: string[];
  /** By remote (container) name, in the composition's order. */
  remotes: Record<string, ComposedRemote>;
}

export interface ComposedRemote {
  app: string;
  version: string;
  /** The release's mf-manifest.json. */
  entry: string;
  manifest: RouteManifest;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Validates the JSON; a composition the host misreads would load the wrong remotes. */
export function parseComposition(json: unknown): Composition {
  const fail = (problem: string): never => {
    throw new Error(`composition: ${problem}`);
  };
  if (!isRecord(json) || typeof json.environment !== 'string' || !isRecord(json.apps)) return fail('needs "environment" and "apps"');
  const origins = json.releaseOrigins ?? [];
  if (!Array.isArray(origins) || !origins.every((origin) => typeof origin === 'string' && URL.canParse(origin))) {
    return fail('"releaseOrigins" must be a list of origins');
  }
  const remotes: Record<string, ComposedRemote> = {};
  for (const [app, entry] of Object.entries(json.apps)) {
    if (!isRecord(entry) || typeof entry.version !== 'string') return fail(`app "${app}" needs a "version"`);
    if (entry.manifest === undefined) continue; // the host itself
    if (
      typeof entry.entry !== 'string' ||
      !URL.canParse(entry.entry) ||
      !isRecord(entry.manifest) ||
      typeof entry.manifest.name !== 'string'
    ) {
      return fail(`remote app "${app}" needs an "entry" URL and its "manifest"`);
    }
    const manifest = parseRouteManifest(entry.manifest, entry.manifest.name);
    remotes[manifest.name] = { app, version: entry.version, entry: entry.entry, manifest };
  }
  return { environment: json.environment, releaseOrigins: origins.map((origin: string) => new URL(origin).origin), remotes };
}

/** A composition as served, with the ETag it came with (what a re-read asks about). */
export interface ServedComposition {
  composition: Composition;
  etag: string | null;
}

const served = async (response: Response): Promise<ServedComposition> => {
  if (!response.ok) throw new Error(`composition: ${COMPOSITION_URL} answered HTTP ${response.status}`);
  return { composition: parseComposition(await response.json()), etag: response.headers.get('etag') };
};

/** The served composition; null where none is served (HTTP 404). */
export async function loadComposition(): Promise<ServedComposition | null> {
  const response = await fetchStartFile(COMPOSITION_URL);
  return response.status === 404 ? null : served(response);
}

/**
 * The composition again, as an open tab re-reads it: past every cache, asking with the ETag it
 * has (an unchanged file answers 304, no body); 'unchanged' then.
 */
export async function rereadComposition(etag: string | null, fetchFile: typeof fetch = fetch): Promise<ServedComposition | 'unchanged'> {
  const response = await fetchFile(COMPOSITION_URL, { cache: 'no-store', headers: etag ? { 'if-none-match': etag } : {} });
  return response.status === 304 ? 'unchanged' : served(response);
}
