/**
 * The plugins of the resource folders: the default export of every `*-routes` module under src/
 * (under jest and the ts loader; dist/ when built), found by a glob rather than listed
 * (docs/adr/0078-an-api-resource-is-one-folder.md). They are imported once, when app.ts loads, so
 * building an app costs no module loading. The development stand-ins of src/dev are not among them:
 * only a start outside production loads those (src/dev/dev-plugins.ts).
 */
import { globSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyPluginAsync } from 'fastify';

export interface RoutePlugin {
  file: string;
  plugin: FastifyPluginAsync;
  /** A service mounted apart under its own prefix exports it as `autoPrefix` (e.g. '/content'). */
  prefix: string | undefined;
}

const SOURCES = fileURLToPath(new URL('.', import.meta.url));

export const DEV_FOLDER = 'dev';

export async function loadRoutePlugins(dir = SOURCES): Promise<RoutePlugin[]> {
  const files = globSync('**/*-routes.{ts,js}', { cwd: dir })
    .filter((file) => !file.endsWith('.test.ts') && !(dir === SOURCES && file.split(path.sep)[0] === DEV_FOLDER))
    .sort();
  const modules = await Promise.all(files.map(async (file) => ({ file, module: await import(pathToFileURL(path.join(dir, file)).href) })));
  // a helper named like a plugin but without a default export (reference-data/reference-routes) is not one
  return modules
    .filter(({ module }) => typeof module.default === 'function')
    .map(({ file, module }) => ({ file, plugin: named(module.default, file), prefix: module.autoPrefix }));
}

/**
 * Names the plugin after its file, as fastify-plugin does (without its skip-override): for an unnamed
 * plugin Fastify walks require.cache on every register, ~1.2 s of each app's start under jest.
 */
function named(plugin: FastifyPluginAsync, file: string): FastifyPluginAsync {
  return Object.assign(plugin, { [Symbol.for('fastify.display-name')]: file });
}
