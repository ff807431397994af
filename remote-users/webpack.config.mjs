import { createAppConfig, readExposes } from '../host/webpack/create-config.mjs';
import { localPorts } from '../host/webpack/local-env.mjs';

export default createAppConfig({
  dir: import.meta.dirname,
  name: 'remoteUsers',
  port: localPorts.remoteUsers,
  title: 'Ottilia Users (standalone)',
  publicPath: 'auto',
  exposes: readExposes(import.meta.dirname),
});
