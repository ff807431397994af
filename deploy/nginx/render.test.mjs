import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CSP_FILE, renderNginxConfig, SHARED_FILES, writeCspFile } from './render.mjs';

let dir;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'nginx-render-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const render = (options = {}) =>
  readFileSync(
    renderNginxConfig({
      prefix: dir,
      conf: path.join(dir, 'conf'),
      sites: [
        { port: 1847, root: '/srv/host', spa: true },
        { port: 1853, root: '/srv/remote-users', cors: true },
      ],
      tls: { certificate: '/certs/cert.pem', key: '/certs/key.pem' },
      csp: "default-src 'self'",
      hsts: false,
      ...options,
    }),
    'utf8',
  );

const cspFile = () => readFileSync(path.join(dir, 'conf', CSP_FILE), 'utf8');

test('one TLS server per app, with its root, fallback, CORS and the CSP; everything of the instance under its prefix', () => {
  const conf = render();
  expect(conf).toContain('listen 127.0.0.1:1847 ssl http2;');
  expect(conf).toContain('root /srv/host;');
  expect(conf).toContain('try_files $uri /index.html;');
  expect(conf).toContain('try_files $uri $uri/ =404;');
  expect(conf.match(/set \$cors "\*";/g)).toHaveLength(1);
  expect(conf.match(/include csp\.conf;/g)).toHaveLength(2);
  expect(cspFile()).toContain(`set $csp "default-src 'self'";`);
  expect(conf).toContain('set $hsts "";');
  expect(conf).toContain(`pid ${dir}/nginx.pid;`);
  expect(conf).toContain(`client_body_temp_path ${dir}/temp/body;`);
  expect(conf).not.toMatch(/\{\{\w+\}\}/);
  expect(conf).not.toContain('csp-report');
  for (const file of SHARED_FILES) expect(readFileSync(path.join(dir, 'conf', file), 'utf8')).not.toBe('');
});

test("the release origin: a release's public files under /<app>/<version>/, nothing else", () => {
  const conf = render({ sites: [{ port: 1848, root: '/srv/releases', cors: true, releases: true }] });
  expect(conf).toContain('root /srv/releases;');
  expect(conf).toContain('rewrite "^/([^/]+)/([^/]+)/(.+)$" /$1/$2/public/$3 last;');
  expect(conf).toMatch(/last;\n\s+return 404;/);
  expect(conf).toContain('try_files $uri =404;');
  expect(conf).toContain('set $cors "*";');
  expect(render()).not.toContain('rewrite');
});

test('HSTS, a worker user and the local violation log when asked', () => {
  const conf = render({ hsts: true, user: 'www-data www-data', collectCspReports: true });
  expect(conf).toContain('set $hsts "max-age=31536000";');
  expect(conf).toContain('user www-data www-data;');
  expect(cspFile()).toContain(`set $csp "default-src 'self'; report-uri /csp-report";`);
  expect(conf).toContain(`access_log ${dir}/logs/csp-reports.log csp_report;`);
});

test('the shared rules: source maps 404, hashed files immutable, fixed names revalidated, gzip copies sent', () => {
  const rules = readFileSync(path.join(import.meta.dirname, 'static-files.conf'), 'utf8');
  expect(rules).toMatch(/location ~ \\\.map\$ \{\s+include security-headers\.conf;\s+return 404;/);
  expect(rules).toContain('add_header Cache-Control "public, max-age=31536000, immutable" always;');
  expect(rules).toContain('add_header Cache-Control "no-cache" always;');
  expect(rules).toContain('gzip_static on;');
});

test('refuses a value nginx could not quote', () => {
  expect(() => render({ csp: 'default-src "self"' })).toThrow('cannot quote');
});

test('the policy is rewritten on its own, and only when it changed (the caller reloads nginx then)', () => {
  render({ collectCspReports: true });
  const conf = path.join(dir, 'conf');
  expect(writeCspFile(conf, "default-src 'self'", { collectCspReports: true })).toBe(false);
  expect(writeCspFile(conf, "default-src 'self'; script-src 'self' https://moved.example", { collectCspReports: true })).toBe(true);
  expect(cspFile()).toContain(`set $csp "default-src 'self'; script-src 'self' https://moved.example; report-uri /csp-report";`);
});

test("a stage's own files beside an immutable release, and a host name per site", () => {
  const conf = render({
    sites: [
      {
        port: 1849,
        root: '/srv/releases/host/1.1.0/public',
        spa: true,
        serverName: 'portal.test',
        files: { '/env-config.json': '/srv/stage/env-config.json' },
      },
    ],
  });
  expect(conf).toContain('server_name portal.test;');
  expect(conf).toMatch(
    /location = \/env-config\.json \{\s+include security-headers\.conf;\s+add_header Cache-Control "no-cache" always;\s+alias \/srv\/stage\/env-config\.json;/,
  );
  expect(render()).toContain('server_name _;');
});
