// Environments as data: one composition per environment (compositions/<env>.json) pins each
// app's released version. For a remote it also keeps where the release's mf-manifest.json is, what
// it was built against, and a copy of its released route manifest (area, nav entries,
// permissions), so the host knows the area while the remote cannot be reached. The host reads the
// file at run time (served no-cache as /composition.json beside env-config.json): promoting or
// rolling back changes this file alone, with no host build.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { contractProblems } from '../../shared-contracts/src/shell-contract.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');

export const ENVIRONMENTS = ['integration', 'stg', 'prd'];

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
 * The composition with `app` at `version` (a promotion or a rollback: the same step). Refuses a
 * version the release store does not hold and one that fails the shell contract check: a remote
 * against the composition's host, the host against every remote of the composition.
 * @param {Record<string, any>} composition
 * @param {string} app
 * @param {string} version
 * @param {(app: string, version: string) => ReturnType<typeof import('./release-store.mjs').readRelease>} readRelease
 */
export function promote(composition, app, version, readRelease) {
  const release = readRelease(app, version);
  if (!release) throw new PromotionRefused(`${app} ${version} is not released: release it first (node scripts/release.mjs ${app})`);
  const apps = composition.apps ?? {};
  if (app === 'host') {
    const problems = Object.entries(apps).flatMap(([other, pinned]) => (
      other === 'host' ? [] : contractProblems(pinned.builtWith, release.builtWith).map((problem) => `${other} ${pinned.version}: ${problem}`)
    ));
    if (problems.length) throw new PromotionRefused(`host ${version} cannot run this ${composition.environment} composition:\n- ${problems.join('\n- ')}`);
    return { ...composition, apps: { ...apps, host: { version, builtWith: release.builtWith } } };
  }
  if (!release.routeManifest) throw new PromotionRefused(`${app} ${version} publishes no route manifest`);
  const host = apps.host;
  if (!host) throw new PromotionRefused(`the ${composition.environment} composition pins no host yet: promote the host first`);
  const problems = contractProblems(release.builtWith, host.builtWith);
  if (problems.length) throw new PromotionRefused(`${app} ${version} does not fit host ${host.version}:\n- ${problems.join('\n- ')}`);
  const [origin] = composition.releaseOrigins ?? [];
  if (!origin) throw new PromotionRefused(`the ${composition.environment} composition names no release origin`);
  return { ...composition, apps: { ...apps, [app]: remoteEntry(release, `${origin}/${app}/${version}/mf-manifest.json`) } };
}
