// A remote declares its routes once, in route-manifest.json beside its package.json: the modules
// it exposes (name -> source file) and the routes the host mounts them on (path, module,
// permission, title and nav entry as string keys of the remote's namespace, position). The build
// takes its module-federation `exposes` from that file and publishes the manifest (without the
// source files, with the remote's name, area and namespace from shared-contracts/src/remotes.json
// and each key's English beside it) as route-manifest.json beside mf-manifest.json, where the host
// reads it at run time. So the exposed modules and the routes cannot disagree, and a new page
// ships with its remote alone. The format and its validator are shared-contracts'
// route-manifest.ts (the host uses the same); this file checks what the build needs: sources that
// exist, routes that name exposed modules, and keys that have English.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PERMISSIONS } from '../../shared-contracts/src/permissions.ts';
import { RESOURCES } from '../../shared-contracts/src/resources/index.ts';
import {
  parseRouteManifest,
  publishRouteManifest,
  ROUTE_MANIFEST_FILE,
  withFirstLoadFiles,
  withResourceRoutes,
} from '../../shared-contracts/src/route-manifest.ts';
import { loadEnglish } from './english.mjs';

export { ROUTE_MANIFEST_FILE };

/**
 * The app's manifest, with `extra` (another manifest file: more exposes, routes, nav groups and
 * strings, e.g. a test-only page) merged in. Source files become absolute paths.
 * @param {string} dir
 * @param {string} [extra]
 * @returns {import('../../shared-contracts/src/route-manifest.ts').RouteManifestSource}
 */
export function readRouteManifest(dir, extra) {
  const manifest = withResourceRoutes(readSource(path.join(dir, ROUTE_MANIFEST_FILE)), RESOURCES);
  if (!extra) return checked(manifest, dir);
  const more = readSource(path.resolve(extra));
  return checked(
    {
      exposes: { ...manifest.exposes, ...more.exposes },
      navGroups: [...(manifest.navGroups ?? []), ...(more.navGroups ?? [])],
      routes: [...(manifest.routes ?? []), ...(more.routes ?? [])],
      strings: { ...manifest.strings, ...more.strings },
      // the app's home lists, palette searches and actions, profile links, record screens, help
      // topics and preview hand-off stay (a test's page may add some)
      ...Object.fromEntries(
        ['actNext', 'search', 'actions', 'profile', 'records', 'help'].flatMap((slot) =>
          manifest[slot] || more[slot] ? [[slot, [...(manifest[slot] ?? []), ...(more[slot] ?? [])]]] : [],
        ),
      ),
      ...(manifest.previewHandoff || more.previewHandoff ? { previewHandoff: manifest.previewHandoff ?? more.previewHandoff } : {}),
    },
    dir,
  );
}

/**
 * What the host reads: everything but the source files, the remote's name, area and namespace,
 * each key's English beside it (from the remote's src/i18n/en.ts), and what the remote was
 * built against (shell contract and shared singletons' versions), which the host checks before
 * loading it. Validated as the host validates it, so a build never publishes what the host refuses.
 * @param {import('../../shared-contracts/src/remotes.ts').Remote} remote
 * @param {import('../../shared-contracts/src/route-manifest.ts').RouteManifestSource} manifest
 * @param {import('../../shared-contracts/src/shell-contract.ts').BuiltWith} builtWith
 * @param {string} dir  the remote's folder
 */
export async function publishedRouteManifest(remote, manifest, builtWith, dir) {
  const english = await loadEnglish(path.join(dir, 'src/i18n/en.ts'));
  const published = publishRouteManifest(manifest, remote, english, builtWith);
  parseRouteManifest(published, remote.name, PERMISSIONS);
  return published;
}

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
    if (!Object.hasOwn(manifest.exposes, route.module))
      problems.push(`route "${route.path}" names "${route.module}", which is not exposed`);
  }
  if (problems.length) throw new Error(`${ROUTE_MANIFEST_FILE} of ${dir}:\n- ${problems.join('\n- ')}`);
  return manifest;
}

/**
 * Adds to the published route-manifest.json the files of each route's first load and of each
 * shared module (withFirstLoadFiles), read from the mf-manifest.json module federation writes at
 * OPTIMIZE_TRANSFER: a host opening a page from the composition's copy asks for them with its own
 * code instead of after reading mf-manifest.json. Runs before PrecompressPlugin (OPTIMIZE_TRANSFER + 1).
 */
export class RouteManifestFilesPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RouteManifestFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RouteManifestFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER + 0.5 },
        () => {
          const federation = compilation.getAsset('mf-manifest.json');
          const published = compilation.getAsset(ROUTE_MANIFEST_FILE);
          if (!federation || !published) return;
          const manifest = withFirstLoadFiles(
            JSON.parse(published.source.source().toString()),
            JSON.parse(federation.source.source().toString()),
          );
          compilation.updateAsset(ROUTE_MANIFEST_FILE, new sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`));
        },
      );
    });
  }
}
