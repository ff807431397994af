// Renders the portal's nginx configuration from the templates beside this file: nginx.conf with
// one server per app (site.conf.template), plus the shared rules they include. Used by
// scripts/nginx.mjs for the local composition; a deployment renders its own (README.md).
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const here = import.meta.dirname;
/** Copied as they are next to nginx.conf (nginx resolves their relative includes there). */
export const SHARED_FILES = ['static-files.conf', 'security-headers.conf', 'mime-types.conf'];
/** Where violation reports go when `collectCspReports` is on (the CSP's report-uri). */
export const CSP_REPORT_PATH = '/csp-report';
const CSP_REPORT_SINK = '/csp-report-sink';
/**
 * The policy's own file beside nginx.conf, included by every server: publishing a composition that
 * names a new origin rewrites it and reloads nginx (writeCspFile), nothing else changes.
 */
export const CSP_FILE = 'csp.conf';

const fill = (template, values) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name) => {
    if (!(name in values)) throw new Error(`nginx template: no value for {{${name}}}`);
    return values[name];
  });
const template = (name) => readFileSync(path.join(here, name), 'utf8');
/** A value inside nginx's double quotes. */
const quoted = (value) => {
  if (/["\\$\n]/.test(value)) throw new Error(`nginx: cannot quote ${JSON.stringify(value)}`);
  return value;
};

/**
 * @typedef {object} Site
 * @property {number} port
 * @property {string} [listen]  nginx's listen address; default 127.0.0.1:{port} (the local composition)
 * @property {string} root     the app's build output (dist/ or a release folder)
 * @property {boolean} [spa]   client-side routes get index.html (the host, and a remote's standalone page on its own origin)
 * @property {boolean} [cors]  its files are loaded from other origins (the remotes)
 * @property {boolean} [releases]  the release origin: `root` is the release store, and
 *   `/<app>/<version>/<file>` is served from `<app>/<version>/public/<file>`, nothing else
 * @property {string} [serverName]  the host name it answers for (several sites may share a port); default any
 * @property {Record<string, string>} [files]  URL path -> file served there instead of the root's
 *   (a stage's env-config.json and composition.json beside the host's immutable release), no-cache
 */

/**
 * Writes nginx.conf and the shared rules into `conf`, returns the path of nginx.conf.
 * @param {object} options
 * @param {string} options.prefix   the instance's folder: pid, logs, temporary files
 * @param {string} options.conf     where the configuration files go
 * @param {Site[]} options.sites
 * @param {{ certificate: string, key: string }} options.tls  PEM files
 * @param {string} options.csp      the Content-Security-Policy (content-security-policy.mjs)
 * @param {boolean} options.hsts    send Strict-Transport-Security
 * @param {string} [options.user]   the workers' user when the master runs as root
 * @param {boolean} [options.collectCspReports]  log violation reports to logs/csp-reports.log
 */
export function renderNginxConfig({ prefix, conf, sites, tls, csp, hsts, user, collectCspReports = false }) {
  mkdirSync(conf, { recursive: true });
  for (const dir of ['logs', 'temp']) mkdirSync(path.join(prefix, dir), { recursive: true });
  for (const file of SHARED_FILES) copyFileSync(path.join(here, file), path.join(conf, file));
  const servers = sites.map((site) =>
    fill(template('site.conf.template'), {
      listen: site.listen ?? `127.0.0.1:${site.port}`,
      serverName: site.serverName ?? '_',
      certificate: tls.certificate,
      certificateKey: tls.key,
      root: site.root,
      hsts: hsts ? 'max-age=31536000' : '',
      cors: site.cors ? '*' : '',
      fallback: site.spa ? '$uri /index.html' : site.releases ? '$uri =404' : '$uri $uri/ =404',
      locate: site.releases ? RELEASE_FILES : replacedFiles(site.files ?? {}),
      extra: collectCspReports ? cspReportLocations(prefix) : '',
    }),
  );
  const main = fill(template('nginx.conf.template'), {
    user: user ? `user ${user};` : '# the master runs as the invoking user: no user switch',
    prefix,
    http: collectCspReports
      ? `  log_format csp_report escape=json '{"time":"$time_iso8601","port":"$server_port","report":"$request_body"}';\n`
      : '',
    servers: servers.join('\n').replace(/^(?=.)/gm, '  '),
  });
  writeCspFile(conf, csp, { collectCspReports });
  const file = path.join(conf, 'nginx.conf');
  writeFileSync(file, main);
  return file;
}

/**
 * Writes the policy into `conf`/csp.conf (with the local report-uri when reports are collected);
 * returns whether the file changed (then nginx needs a reload: `nginx -s reload`, or SIGHUP).
 */
export function writeCspFile(conf, csp, { collectCspReports = false } = {}) {
  const value = quoted(collectCspReports ? `${csp}; report-uri ${CSP_REPORT_PATH}` : csp);
  const file = path.join(conf, CSP_FILE);
  const text = `# written by deploy/nginx/render.mjs from content-security-policy.mjs; rewritten when a published composition changes it\nset $csp "${value}";\n`;
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return false;
  mkdirSync(conf, { recursive: true });
  writeFileSync(file, text);
  return true;
}

/**
 * The release origin serves each release's public files under `/<app>/<version>/` (the same
 * cache rules as an app's: its hashed files immutable, its manifests and entry files no-cache);
 * release.json, the source maps and any other path are not served.
 */
const RELEASE_FILES = `
  # the release origin: /<app>/<version>/<file> is <app>/<version>/public/<file> of the release store
  rewrite "^/([^/]+)/([^/]+)/(.+)$" /$1/$2/public/$3 last;
  return 404;
`;

/** Files of the stage at fixed paths of a site (exact locations win over the shared rules). */
const replacedFiles = (files) =>
  Object.entries(files)
    .map(
      ([at, file]) => `
  location = ${at} {
    include security-headers.conf;
    add_header Cache-Control "no-cache" always;
    alias ${file};
  }`,
    )
    .join('\n');

/**
 * A report's body is only read (and so only loggable) when nginx passes it on: the server
 * forwards it to a location of its own that answers 204.
 */
function cspReportLocations(prefix) {
  return `
  # violation reports of the local composition (scripts/nginx.mjs reads the log)
  location = ${CSP_REPORT_PATH} {
    client_body_buffer_size 64k;
    client_max_body_size 64k;
    access_log ${prefix}/logs/csp-reports.log csp_report;
    proxy_pass https://127.0.0.1:$server_port${CSP_REPORT_SINK};
  }
  location = ${CSP_REPORT_SINK} {
    allow 127.0.0.1;
    deny all;
    access_log off;
    return 204;
  }
`;
}
