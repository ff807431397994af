// A remote declares its routes once, in route-manifest.json beside its package.json: the modules
// it exposes (name -> source file) and the routes the host mounts them on (path, module,
// permission, page title, nav entry and position). The build takes its module-federation
// `exposes` from that file and publishes the manifest (without the source files) as
// route-manifest.json beside mf-manifest.json, where the host reads it at run time. So the
// exposed modules and the routes cannot disagree, and a new page ships with its remote alone.
// The host validates the published format (host/src/remotes/route-manifest.ts); this file checks
// what the build needs: a name, sources that exist, and routes that name exposed modules.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const ROUTE_MANIFEST_FILE = 'route-manifest.json';

/**
 * @typedef {object} RouteManifestSource
 * @property {string} name        module-federation container name (the key in env-config)
 * @property {string} area        what users read for this remote (e.g. in failure messages)
 * @property {Record<string, string>} exposes  exposed module -> source file (relative to the file)
 * @property {object[]} [navGroups]
 * @property {{ path: string, module: string }[]} [routes]
 */

/**
 * The app's manifest, with `extra` (another manifest file: more exposes, routes and nav groups,
 * e.g. a test-only page) merged in. Source files become absolute paths.
 * @param {string} dir
 * @param {string} [extra]
 * @returns {RouteManifestSource}
 */
export function readRouteManifest(dir, extra) {
  const manifest = readSource(path.join(dir, ROUTE_MANIFEST_FILE));
  if (typeof manifest.name !== 'string' || typeof manifest.area !== 'string') {
    throw new Error(`${ROUTE_MANIFEST_FILE} of ${dir}: "name" and "area" must be strings`);
  }
  if (!extra) return checked(manifest, dir);
  const more = readSource(path.resolve(extra));
  return checked({
    ...manifest,
    exposes: { ...manifest.exposes, ...more.exposes },
    navGroups: [...(manifest.navGroups ?? []), ...(more.navGroups ?? [])],
    routes: [...(manifest.routes ?? []), ...(more.routes ?? [])],
  }, dir);
}

/**
 * What the host reads: everything but the source files, and what the remote was built against
 * (shell contract and shared singletons' versions), which the host checks before loading it.
 * @param {RouteManifestSource} manifest
 * @param {import('../../shared-contracts/src/shell-contract.ts').BuiltWith} builtWith
 */
export function publishedRouteManifest({ exposes: _sources, ...published }, builtWith) {
  return { ...published, builtWith };
}

/** @returns {RouteManifestSource} */
function readSource(file) {
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  const exposes = Object.fromEntries(
    Object.entries(manifest.exposes ?? {}).map(([name, source]) => [name, path.resolve(path.dirname(file), source)]),
  );
  return { ...manifest, exposes };
}

function checked(manifest, dir) {
  const problems = [];
  for (const [name, source] of Object.entries(manifest.exposes)) {
    if (!name.startsWith('./')) problems.push(`exposed module "${name}" must start with "./"`);
    if (!existsSync(source)) problems.push(`exposed module "${name}": ${source} does not exist`);
  }
  for (const route of manifest.routes ?? []) {
    if (!Object.hasOwn(manifest.exposes, route.module)) problems.push(`route "${route.path}" names "${route.module}", which is not exposed`);
  }
  if (problems.length) throw new Error(`${ROUTE_MANIFEST_FILE} of ${dir}:\n- ${problems.join('\n- ')}`);
  return manifest;
}
