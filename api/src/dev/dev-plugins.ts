/**
 * The development stand-ins: everything under /dev/* (the mail sink's reader, the kept traces, the
 * BI report, the plugin docs) and the error-monitoring receiver with its source-map resolver.
 * app.ts imports this module only when NODE_ENV is not production, so a production start never
 * loads their code; each plugin still checks its own setting (DEV_MAIL_READER, DEV_MONITORING).
 */
import { fileURLToPath } from 'node:url';
import { loadRoutePlugins, type RoutePlugin } from '../route-plugins.js';

let plugins: Promise<RoutePlugin[]> | undefined;

/** The `*-routes` plugins of this folder, imported once. */
export function devRoutePlugins(): Promise<RoutePlugin[]> {
  plugins ??= loadRoutePlugins(fileURLToPath(new URL('.', import.meta.url)));
  return plugins;
}
