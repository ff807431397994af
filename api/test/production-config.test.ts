/** NODE_ENV=production refuses a missing, mistyped or development setting, listing every one. */
import { DEV_CONTENT_API_KEY, DEV_TRANSLATIONS_API_KEY } from '@ottilia/shared-contracts/local-env';
import { ConfigError } from '../src/config/config-problems.js';
import { loadConfig, loadStartConfig } from '../src/config.js';
import { PRODUCTION_ENV } from './helpers/production-env.js';

const problemsOf = (env: NodeJS.ProcessEnv): string[] => {
  try {
    loadStartConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
};

test('with nothing set, production lists every missing setting at once', () => {
  const problems = problemsOf({ NODE_ENV: 'production' });
  for (const name of [
    'DATABASE_URL',
    'SMTP_URL',
    'MAIL_FROM',
    'OIDC_ISSUERS',
    'OIDC_AUDIENCE',
    'CORS_ORIGINS',
    'APP_ORIGIN',
    'EXPORT_SIGNING_KEY',
    'DIRECTORY_KIND=graph',
  ]) {
    expect(problems.filter((p) => p.startsWith(`${name} is required in production`))).toHaveLength(1);
  }
  expect(problems).toHaveLength(9);
});

test('an empty DIRECTORY_KIND is refused like a missing one', () => {
  for (const empty of ['', '  ']) {
    const problems = problemsOf({ ...PRODUCTION_ENV, DIRECTORY_KIND: empty });
    expect(problems.filter((p) => p.startsWith('DIRECTORY_KIND=graph is required in production'))).toHaveLength(1);
  }
});

test('a complete production configuration starts', () => {
  const config = loadStartConfig(PRODUCTION_ENV);
  expect(config).toMatchObject({
    isProduction: true,
    migrateAtStart: false,
    imageStandIn: null,
    contentApiKey: null,
    translationsApiKey: null,
    devMailReader: false,
    devMonitoring: null,
    directory: {
      kind: 'graph',
      tenantId: PRODUCTION_ENV.GRAPH_TENANT_ID,
      clientId: PRODUCTION_ENV.GRAPH_CLIENT_ID,
      clientSecret: PRODUCTION_ENV.GRAPH_CLIENT_SECRET,
      tenantDomain: 'ottilia.onmicrosoft.com',
      authorityHost: 'https://login.microsoftonline.com',
      graphBaseUrl: 'https://graph.microsoft.com/v1.0',
    },
  });
});

test('development values and mistyped settings are each refused, together', () => {
  const problems = problemsOf({
    ...PRODUCTION_ENV,
    DATABASE_URL: 'memory://',
    SMTP_URL: 'mail.example',
    OIDC_ISSUERS: 'https://localhost:1870/b2c_1_susi,http://login.ottilia.example/v2.0',
    OIDC_AUDIENCE: 'https://api.ottilia.local',
    CORS_ORIGINS: 'https://localhost:1847,https://portal.ottilia.example/path',
    APP_ORIGIN: 'http://127.0.0.1:1847',
    CONTENT_API_KEY: DEV_CONTENT_API_KEY,
    TRANSLATIONS_API_KEY: DEV_TRANSLATIONS_API_KEY,
    DIRECTORY_KIND: 'local',
    IDENTITY_ADMIN_KEY: 'a-local-admin-key',
    DEV_MAIL_READER: 'on',
    MIGRATE_AT_START: 'sometimes',
    TRUST_PROXY: 'everyone',
  });
  const expected = [
    /^SMTP_URL must be an smtp/,
    /^DEV_MAIL_READER=on is for development/,
    /^MIGRATE_AT_START must be "on" or "off"/,
    /^TRUST_PROXY must be .* not an address: everyone/,
    /^DATABASE_URL must be a postgres:\/\/ URL in production/,
    /^OIDC_ISSUERS: "https:\/\/localhost:1870\/b2c_1_susi" is a local address/,
    /^OIDC_ISSUERS: "http:\/\/login.ottilia.example\/v2.0" is not https/,
    /^OIDC_AUDIENCE: .* is the local identity provider's audience/,
    /^CORS_ORIGINS: "https:\/\/localhost:1847" is a local address/,
    /^CORS_ORIGINS: .* is not an origin/,
    /^APP_ORIGIN: .* is not https/,
    /^CONTENT_API_KEY is the dev stage's key/,
    /^TRANSLATIONS_API_KEY is the dev stage's key/,
    /^DIRECTORY_KIND=local .* for development only/,
  ];
  for (const pattern of expected) expect(problems.filter((p) => pattern.test(p))).toHaveLength(1);
  expect(problems).toHaveLength(expected.length);
});

test('a graph directory names each missing setting; the Graph hosts must be https', () => {
  const problems = problemsOf({ ...PRODUCTION_ENV, GRAPH_CLIENT_ID: '', GRAPH_CLIENT_SECRET: '', GRAPH_BASE_URL: 'http://graph.example' });
  expect(problems).toEqual([
    'DIRECTORY_KIND=graph needs GRAPH_CLIENT_ID, GRAPH_CLIENT_SECRET',
    'GRAPH_BASE_URL must be an https URL, got "http://graph.example"',
  ]);
});

test('production refuses the development stand-in BI report, and accepts a hosted one', () => {
  const embed = { DASHBOARD_EMBED_SECRET: 'a-secret-shared-with-the-bi-service-0123' };
  expect(problemsOf({ ...PRODUCTION_ENV, ...embed, DASHBOARD_EMBED_URL: 'http://localhost:1860/dev/bi-report' })).toEqual([
    'DASHBOARD_EMBED_URL: "http://localhost:1860/dev/bi-report" is not https',
  ]);
  expect(problemsOf({ ...PRODUCTION_ENV, ...embed, DASHBOARD_EMBED_URL: 'https://localhost:1860/dev/bi-report' })).toEqual([
    'DASHBOARD_EMBED_URL: "https://localhost:1860/dev/bi-report" is a local address',
  ]);
  expect(problemsOf({ ...PRODUCTION_ENV, ...embed, DASHBOARD_EMBED_URL: 'https://bi.ottilia.example/reports/portal' })).toEqual([]);
});

test('the token audience may be an application id, as the hosted tenant issues it', () => {
  expect(problemsOf({ ...PRODUCTION_ENV, OIDC_AUDIENCE: '6f1c2a3b-1d2e-4f50-9a8b-7c6d5e4f3a2b' })).toEqual([]);
});

test('development and tests keep their defaults: embedded database, local directory with a key, migrations at start', () => {
  const dev = loadStartConfig({ NODE_ENV: 'development' });
  expect(dev).toMatchObject({
    database: { kind: 'pglite' },
    directory: null,
    migrateAtStart: true,
    trustProxy: false,
    imageStandIn: { cloud: 'ottilia-dev', preset: 'ottilia-dev-unsigned' },
  });
  expect(dev.contentApiKey).toBe(DEV_CONTENT_API_KEY);
  expect(loadConfig({ NODE_ENV: 'test', IDENTITY_ADMIN_KEY: 'k' }).directory).toMatchObject({
    kind: 'local',
    url: 'https://localhost:1870',
    key: 'k',
    ca: null,
  });
});

test('TRUST_PROXY takes a hop count or addresses and ranges', () => {
  expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,loopback' }).trustProxy).toEqual(['10.0.0.0/8', '192.168.1.7', 'loopback']);
  expect(loadConfig({ TRUST_PROXY: 'off' }).trustProxy).toBe(false);
  expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/not an address: true/);
  expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/not an address: 10.0.0.0\/33/);
});

test('api/README.md documents every setting the API reads', async () => {
  const { readFileSync, readdirSync } = await import('node:fs');
  const path = await import('node:path');
  const src = new URL('../src', import.meta.url).pathname;
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
  const names = new Set(
    files.flatMap((f) => [...readFileSync(path.join(src, f), 'utf8').matchAll(/\benv\.([A-Z][A-Z0-9_]+)/g)].map((m) => m[1]!)),
  );
  names.delete('PGLITE_DATA_DIR'); // the embedded database's own child process, not a setting
  names.delete('OTTILIA_TS_LOADER'); // the fault tests' TypeScript loader for that child, not a setting
  names.delete('INIT_CWD'); // npm's: where `npm run backup <file>` was typed
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  expect([...names].filter((name) => !readme.includes(`\`${name}\``))).toEqual([]);
  expect(names.size).toBeGreaterThan(35);
});
