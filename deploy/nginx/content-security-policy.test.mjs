import { readFileSync } from 'node:fs';
import path from 'node:path';
import { allowsHsts, cspDirectives, serializeCsp } from './content-security-policy.mjs';

const repoRoot = path.join(import.meta.dirname, '../..');
const json = (file) => JSON.parse(readFileSync(path.join(repoRoot, file), 'utf8'));
const localEnv = json('shared-contracts/src/local-env.json');
const envConfig = (stage) => json(`host/config/env-config.${stage}.json`);

describe('cspDirectives', () => {
  it('dev: the local remotes, API and identity provider, scripts only from files', () => {
    const csp = cspDirectives(envConfig('dev'), { stage: 'dev', localEnv, apiEnv: {} });
    const { origins } = localEnv;
    expect(csp['script-src']).toEqual([
      "'self'",
      origins.remoteProjects,
      origins.remoteBackoffice,
      origins.remoteUsers,
      origins.remoteCookiesAgegate,
      origins.api,
    ]);
    expect(csp['connect-src']).toEqual(expect.arrayContaining([origins.api, origins.identity, origins.remoteUsers]));
    expect(csp['frame-src']).toEqual(["'self'", origins.identity]);
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'", origins.api]); // the consent banner's stylesheet
    expect(Object.values(csp).flat()).not.toContain("'unsafe-eval'");
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
  });

  it('prd: every origin from the deployed env-config, the tag manager with its container', () => {
    const csp = cspDirectives(envConfig('prd'), { stage: 'prd', apiEnv: {} });
    expect(csp['script-src']).toEqual([
      "'self'",
      'https://portal.ottilia.example',
      'https://cookie-policy.ottilia.example',
      'https://www.googletagmanager.com',
    ]);
    expect(csp['connect-src']).toEqual(
      expect.arrayContaining([
        'https://api.ottilia.example',
        'https://translations.ottilia.example',
        'https://content.ottilia.example',
        'https://api.cloudinary.com',
        'https://ottiliaportal.b2clogin.com',
        'https://*.google-analytics.com',
      ]),
    );
    expect(csp['frame-src']).toEqual(["'self'", 'https://ottiliaportal.b2clogin.com']);
    expect(serializeCsp(csp)).toMatch(/^default-src 'self'; script-src 'self' https:\/\/portal\.ottilia\.example /);
  });

  it('adds the monitoring DSN and the report address when given', () => {
    const csp = cspDirectives(
      { ...envConfig('prd'), monitoringDsn: 'https://key@errors.ottilia.example/4' },
      {
        stage: 'prd',
        apiEnv: {},
        reportUri: '/csp-report',
      },
    );
    expect(csp['connect-src']).toContain('https://errors.ottilia.example');
    expect(csp['report-uri']).toEqual(['/csp-report']);
  });

  it("frames the dashboard's BI report where the API's environment configures one (DASHBOARD_EMBED_URL)", () => {
    const apiEnv = { DASHBOARD_EMBED_URL: 'https://bi.ottilia.example/reports/1?view=portal', DASHBOARD_EMBED_SECRET: 'x'.repeat(32) };
    expect(cspDirectives(envConfig('prd'), { stage: 'prd', apiEnv })['frame-src']).toEqual([
      "'self'",
      'https://ottiliaportal.b2clogin.com',
      'https://bi.ottilia.example',
    ]);
    // the local stand-in report of the e2e composition is a page of the local API
    const dev = cspDirectives(envConfig('dev'), {
      stage: 'dev',
      localEnv,
      apiEnv: { DASHBOARD_EMBED_URL: `${localEnv.origins.api}/dev/bi-report` },
    });
    expect(dev['frame-src']).toEqual(["'self'", localEnv.origins.identity, localEnv.origins.api]);
  });

  it("refuses to build a policy without the API's environment (the BI report would be refused)", () => {
    expect(() => cspDirectives(envConfig('prd'), { stage: 'prd' })).toThrow('apiEnv');
  });

  it("adds the composition's release entries and release origins to scripts and manifests", () => {
    const composition = {
      releaseOrigins: ['https://releases.ottilia.example', 'https://pr-builds.ottilia.example/'],
      apps: {
        host: { version: '1.0.0' },
        'remote-users': { version: '1.2.0', entry: 'https://cdn.ottilia.example/remote-users/1.2.0/mf-manifest.json' },
      },
    };
    const csp = cspDirectives(envConfig('prd'), { stage: 'prd', composition, apiEnv: {} });
    for (const directive of ['script-src', 'connect-src']) {
      expect(csp[directive]).toEqual(
        expect.arrayContaining(['https://releases.ottilia.example', 'https://pr-builds.ottilia.example', 'https://cdn.ottilia.example']),
      );
    }
    expect(cspDirectives(envConfig('prd'), { stage: 'prd', apiEnv: {} })['script-src']).not.toContain('https://releases.ottilia.example');
  });

  it('refuses a stg or prd configuration that lacks a service (the page would not start either)', () => {
    const { stageConfig, ...rest } = envConfig('stg');
    const { apiBaseUrl: _left, ...partial } = stageConfig;
    expect(() => cspDirectives({ ...rest, stageConfig: partial }, { stage: 'stg', apiEnv: {} })).toThrow('lacks apiBaseUrl');
  });
});

describe('allowsHsts', () => {
  it('only where no origin on the portal host is plain http (the local API is)', () => {
    expect(allowsHsts(envConfig('prd'), { stage: 'prd', apiEnv: {} })).toBe(true);
    expect(allowsHsts(envConfig('dev'), { stage: 'dev', localEnv, apiEnv: {} })).toBe(false);
  });
});
