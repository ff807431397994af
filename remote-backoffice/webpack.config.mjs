import { createAppConfig, readExposes } from '../host/webpack/create-config.mjs';
import { localPorts } from '../host/webpack/local-env.mjs';

export default createAppConfig({
  dir: import.meta.dirname,
  name: 'remoteBackoffice',
  port: localPorts.remoteBackoffice,
  title: 'Ottilia Backoffice (standalone)',
  publicPath: 'auto',
  exposes: readExposes(import.meta.dirname),
});
