import path from 'node:path';
import { createAppConfig, localPorts } from '@ottilia/tooling/webpack';

// Which stage's env-config.json the build ships (a deployment may replace the file).
const stage = process.env.OTTILIA_STAGE ?? 'dev';
if (!['dev', 'stg', 'prd'].includes(stage)) throw new Error(`OTTILIA_STAGE must be dev, stg or prd, not "${stage}"`);

export default createAppConfig({
  dir: import.meta.dirname,
  name: 'host',
  port: localPorts.host,
  title: 'Ottilia',
  publicPath: '/',
  // the tab's icon; without it every first load logged a 404 for /favicon.ico
  favicon: path.join(import.meta.dirname, 'config', 'favicon.ico'),
  staticFiles: {
    'env-config.json': path.join(import.meta.dirname, 'config', `env-config.${stage}.json`),
    // the analytics loader the consent script runs (src/features/analytics/park-tag-manager.ts)
    'tag-manager.js': path.join(import.meta.dirname, 'src/features/analytics/tag-manager-loader.js'),
    // the consent script's signal that web vitals may start (src/monitoring/web-vitals-consent.ts)
    'performance-allowed.js': path.join(import.meta.dirname, 'src/monitoring/performance-allowed.js'),
  },
});
