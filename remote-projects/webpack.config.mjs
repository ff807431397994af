import { createAppConfig, readExposes } from '../host/webpack/create-config.mjs';
import { localPorts } from '../host/webpack/local-env.mjs';

export default createAppConfig({
  dir: import.meta.dirname,
  name: 'remoteProjects',
  port: localPorts.remoteProjects,
  title: 'Ottilia Projects (standalone)',
  publicPath: 'auto',
  exposes: readExposes(import.meta.dirname),
});
