// Environments as data: one composition per environment (compositions/<env>.json) pins each
// app's released version. For a remote it also keeps where the release's mf-manifest.json is, what
// it was built against, and a copy of its released route manifest (area, nav entries,
// permissions), so the host knows the area while the remote cannot be reached. The host reads the
// file at run time (served no-cache as /composition.json beside env-config.json): promoting or
// rolling back changes this file alone, with no host build.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PERMISSIONS } from '../../shared-contracts/src/permissions.ts';
import { REMOTES } from '../../shared-contracts/src/remotes.ts';
import { parseRouteManifest } from '../../shared-contracts/src/route-manifest.ts';
import { contractProblems, parseBuiltWith } from '../../shared-contracts/src/shell-contract.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');

export const ENVIRONMENTS = ['integration', 'stg', 'prd'];
/** Environments that take only releases built from committed sources. */
const COMMITTED_ONLY = ['stg', 'prd'];

export function compositionsDir(env = process.env) {
  return path.resolve(repoRoot, env.OTTILIA_COMPOSITIONS_DIR ?? 'compositions');
}

export const compositionFile = (dir, environment) => path.join(dir, `${environment}.json`);
export const readComposition = (file) => JSON.parse(readFileSync(file, 'utf8'));
export const writeComposition = (file, composition) => writeFileSync(file, `${JSON.stringify(composition, null, 2)}\n`);

/** What a refused promotion says (the composition is left as it was). */
export class PromotionRefused extends Error {
  name = 'PromotionRefused';
}

/**
 * A remote's entry in a composition, from its release: version, manifest URL, built-with and
 * its published route manifest (the host reads it like the remote's own).
 */
export function remoteEntry(release, entry) {
  const { builtWith, ...manifest } = release.routeManifest;
  return { version: release.version, entry, builtWith, manifest };
}

/**
 * What the host does with a remote's published route manifest before it loads any of the
 * remote's code (host/src/remotes/route-manifests.ts), with the same functions: parse it as the
 * remote's (its federation name, the permission matrix), read its `builtWith`, check that against
 * the host's. The problems; empty when the host would load the remote.
 */
export function hostCheckProblems(app, publishedManifest, hostBuiltWith) {
  const remote = REMOTES.find((candidate) => candidate.package === app);
  if (!remote) return [`${app} is not a remote of the portal`];
  let manifest;
  try {
    manifest = parseRouteManifest(publishedManifest, remote.name, PERMISSIONS);
  } catch (error) {
    return [error.message];
  }
  const builtWith = parseBuiltWith(manifest.builtWith);
  return builtWith ? contractProblems(builtWith, hostBuiltWith) : ['its manifest states no shell contract or shared versions'];
}

/**
 * The composition with `app` at `version` (a promotion or a rollback: the same step). Refuses a
 * version the release store does not hold, a release of uncommitted sources for stg and prd, and
 * one that fails the host's check: a remote's published route manifest against the composition's
 * host, the host against every remote of the composition.
 * @param {Record<string, any>} composition
 * @param {string} app
 * @param {string} version
 * @param {{ version: string, commit?: string, builtWith: import('../../shared-contracts/src/shell-contract.ts').BuiltWith, routeManifest?: Record<string, unknown> } | null} release
 *   the release (verify-release.mjs: for a remote with the route manifest its origin publishes); null: not in the store
 */
export function promote(composition, app, version, release) {
  if (!release) throw new PromotionRefused(`${app} ${version} is not released: release it first (node scripts/release.mjs ${app})`);
  if (COMMITTED_ONLY.includes(composition.environment) && /-dirty$/.test(release.commit ?? '')) {
    throw new PromotionRefused(
      `${app} ${version} was released from uncommitted changes (${release.commit}): ${composition.environment} takes only releases of committed sources`,
    );
  }
  const apps = composition.apps ?? {};
  if (app === 'host') {
    const problems = Object.entries(apps).flatMap(([other, pinned]) =>
      other === 'host'
        ? []
        : contractProblems(pinned.builtWith, release.builtWith).map((problem) => `${other} ${pinned.version}: ${problem}`),
    );
    if (problems.length)
      throw new PromotionRefused(`host ${version} cannot run this ${composition.environment} composition:\n- ${problems.join('\n- ')}`);
    return { ...composition, apps: { ...apps, host: { version, builtWith: release.builtWith } } };
  }
  if (!release.routeManifest) throw new PromotionRefused(`${app} ${version} publishes no route manifest`);
  const host = apps.host;
  if (!host) throw new PromotionRefused(`the ${composition.environment} composition pins no host yet: promote the host first`);
  const problems = hostCheckProblems(app, release.routeManifest, host.builtWith);
  if (problems.length) throw new PromotionRefused(`${app} ${version} does not fit host ${host.version}:\n- ${problems.join('\n- ')}`);
  const [origin] = composition.releaseOrigins ?? [];
  if (!origin) throw new PromotionRefused(`the ${composition.environment} composition names no release origin`);
  return { ...composition, apps: { ...apps, [app]: remoteEntry(release, `${origin}/${app}/${version}/mf-manifest.json`) } };
}
