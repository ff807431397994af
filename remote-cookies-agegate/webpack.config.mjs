import { createAppConfig, readExposes } from '../host/webpack/create-config.mjs';
import { localPorts } from '../host/webpack/local-env.mjs';

export default createAppConfig({
  dir: import.meta.dirname,
  name: 'remoteCookiesAgegate',
  port: localPorts.remoteCookiesAgegate,
  title: 'Ottilia Cookies and age gate (standalone)',
  publicPath: 'auto',
  exposes: readExposes(import.meta.dirname),
});
