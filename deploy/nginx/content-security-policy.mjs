// The portal's Content-Security-Policy, built from what a deployment configures: the host's
// env-config.json (remotes, monitoring DSN, `stageConfig`), the environment's composition (its
// remotes' release entries and the release origins a trial may load from) and, for the dev stage, the local
// origins of shared-contracts/src/local-env.json (shared-auth's DEV_STAGE_CONFIG), and the API's
// environment (what the dashboard frames: the stage's BI report, DASHBOARD_EMBED_URL). Scripts run
// only from files of the portal's origins, never inline or through eval; styles may be inline
// (styled-components writes its rules at run time); the consent banner's stylesheet comes from
// the cookie-policy service.
// docs/adr/0059-static-hosting-with-nginx.md says why each source is there.

/** The stage config's fields that name an origin the page talks to (shared-auth StageConfig). */
const SERVICE_URLS = ['apiBaseUrl', 'translationServiceUrl', 'contentServiceUrl', 'cookiePolicyUrl', 'imageUploadApi'];
const REQUIRED = ['signInAuthority', 'passwordResetAuthority', 'knownAuthorities', 'appUrl', ...SERVICE_URLS];

/** Google's tag manager and the analytics it sends to (Google's CSP guide for Tag Manager with GA4). */
const TAG_MANAGER = 'https://www.googletagmanager.com';
const ANALYTICS_CONNECT = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];

/**
 * The dev stage's service addresses, as shared-auth's DEV_STAGE_CONFIG derives them from
 * local-env.json: every service is a part of the local API, sign-in the local identity provider.
 * @param {{ origins: Record<string, string>, oidc: { signInAuthority: string, passwordResetAuthority: string } }} localEnv
 */
export function devStageConfig({ origins, oidc }) {
  return {
    signInAuthority: oidc.signInAuthority,
    passwordResetAuthority: oidc.passwordResetAuthority,
    knownAuthorities: [new URL(origins.identity).host],
    apiBaseUrl: origins.api,
    translationServiceUrl: `${origins.api}/translations`,
    contentServiceUrl: `${origins.api}/content`,
    cookiePolicyUrl: `${origins.api}/consent`,
    imageUploadApi: `${origins.api}/image-service/v1_1`,
    appUrl: origins.app,
  };
}

/**
 * The stage configuration the page will run with: dev fills what its env-config leaves out from
 * the built-in values; stg and prd must give every field (the page refuses to start otherwise).
 */
export function effectiveStageConfig(envConfig, { stage, localEnv }) {
  const given = envConfig.stageConfig ?? {};
  if (stage === 'dev') return { ...devStageConfig(localEnv), ...given };
  const missing = REQUIRED.filter((field) => given[field] === undefined);
  if (missing.length > 0) throw new Error(`env-config.json "stageConfig" of ${stage} lacks ${missing.join(', ')}`);
  return given;
}

const originOf = (url) => new URL(url).origin;
const unique = (sources) => [...new Set(sources)];

/**
 * What the portal frames besides sign-in, read from the environment the API runs with, the one
 * place that configures it: the stage's BI report (api/src/dashboard/dashboard-embed.ts).
 */
function apiFrameOrigins(apiEnv) {
  if (!apiEnv)
    throw new Error(
      "cspDirectives: pass the API's environment (apiEnv): the dashboard's BI report (DASHBOARD_EMBED_URL) is framed from there",
    );
  return apiEnv.DASHBOARD_EMBED_URL ? [originOf(apiEnv.DASHBOARD_EMBED_URL)] : [];
}

/**
 * @param {object} envConfig  the host's env-config.json as deployed
 * @param {object} options
 * @param {'dev' | 'stg' | 'prd'} options.stage
 * @param {object} [options.localEnv]  shared-contracts/src/local-env.json (dev only)
 * @param {string} [options.analyticsContainerId]  a container the env-config does not name (the e2e stage)
 * @param {Record<string, string | undefined>} options.apiEnv  the environment the stage's API runs with
 *   (process.env there): the dashboard frames the BI report of its DASHBOARD_EMBED_URL
 * @param {string} [options.reportUri]  where browsers report violations
 * @param {{ releaseOrigins?: string[], apps?: Record<string, { entry?: string }> }} [options.composition]
 *   the environment's composition as deployed (/composition.json): its remotes' entries and its
 *   release origins (a Super Admin's release trial loads from them) serve scripts and manifests too
 * @returns {Record<string, string[]>} directive -> sources
 */
export function cspDirectives(envConfig, { stage, localEnv, analyticsContainerId, apiEnv, reportUri, composition }) {
  const frameOrigins = apiFrameOrigins(apiEnv);
  const config = effectiveStageConfig(envConfig, { stage, localEnv });
  const composed = [
    ...Object.values(composition?.apps ?? {}).flatMap(({ entry }) => (entry ? [entry] : [])),
    ...(composition?.releaseOrigins ?? []),
  ];
  const remotes = unique([...Object.values(envConfig.remotes ?? {}), ...composed].map(originOf));
  const identity = unique([
    originOf(config.signInAuthority),
    originOf(config.passwordResetAuthority),
    ...config.knownAuthorities.map((host) => `https://${host}`),
  ]);
  const services = SERVICE_URLS.map((field) => originOf(config[field]));
  const monitoring = envConfig.monitoringDsn ? [originOf(envConfig.monitoringDsn)] : [];
  const analytics = Boolean(analyticsContainerId ?? config.analyticsContainerId);
  const directives = {
    'default-src': ["'self'"],
    // the remotes' entries and chunks; the consent script from the cookie-policy service
    'script-src': ["'self'", ...remotes, originOf(config.cookiePolicyUrl), ...(analytics ? [TAG_MANAGER] : [])],
    // the consent banner's stylesheet comes from the cookie-policy service, like its script
    'style-src': ["'self'", "'unsafe-inline'", originOf(config.cookiePolicyUrl)],
    // the remotes' manifests; the API and the services; MSAL's metadata and token calls; error reports
    'connect-src': ["'self'", ...remotes, ...services, ...identity, ...monitoring, ...(analytics ? ANALYTICS_CONNECT : [])],
    // pictures come from the image service and from addresses editors enter (age gate
    // backgrounds), analytics pixels too: any https address (and a plain-http service of dev)
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...services.filter((origin) => origin.startsWith('http:'))],
    // MSAL's silent renewal: the identity service in a hidden frame, back to the app's /redirect.html;
    // the dashboard's BI report
    'frame-src': ["'self'", ...identity, ...frameOrigins],
    'form-action': ["'self'", ...identity],
    'frame-ancestors': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    ...(reportUri ? { 'report-uri': [reportUri] } : {}),
  };
  return Object.fromEntries(Object.entries(directives).map(([name, sources]) => [name, unique(sources)]));
}

/** The header's value: `default-src 'self'; script-src ...`. */
export const serializeCsp = (directives) =>
  Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');

/**
 * Strict-Transport-Security holds for the whole host name, every port: a stage with any plain
 * http origin on the portal's host (the local API on http://localhost:1860) must not send it.
 */
export function allowsHsts(envConfig, { stage, localEnv }) {
  const config = effectiveStageConfig(envConfig, { stage, localEnv });
  const appHost = new URL(config.appUrl).hostname;
  const urls = [config.appUrl, ...SERVICE_URLS.map((field) => config[field]), ...Object.values(envConfig.remotes ?? {})];
  return urls.every((url) => new URL(url).protocol === 'https:' || new URL(url).hostname !== appHost);
}

// `node deploy/nginx/content-security-policy.mjs <env-config.json> <dev|stg|prd> [composition.json]`:
// the header's value for a deployment (a CDN or another web server sets the same one). Run it
// with the API's environment (its DASHBOARD_EMBED_URL, when the stage has a BI report).
if (process.argv[1] === import.meta.filename) {
  const { readFileSync } = await import('node:fs');
  const path = await import('node:path');
  const [file, stage = 'prd', compositionFile] = process.argv.slice(2);
  if (!file || !['dev', 'stg', 'prd'].includes(stage)) {
    console.error('usage: node deploy/nginx/content-security-policy.mjs <env-config.json> <dev|stg|prd> [composition.json]');
    process.exit(2);
  }
  const localEnv = JSON.parse(readFileSync(path.join(import.meta.dirname, '../../shared-contracts/src/local-env.json'), 'utf8'));
  const envConfig = JSON.parse(readFileSync(file, 'utf8'));
  const composition = compositionFile ? JSON.parse(readFileSync(compositionFile, 'utf8')) : undefined;
  console.log(serializeCsp(cspDirectives(envConfig, { stage, localEnv, composition, apiEnv: process.env })));
  console.log(
    `Strict-Transport-Security: ${allowsHsts(envConfig, { stage, localEnv }) ? 'send' : 'do not send (a plain-http origin on the portal host)'}`,
  );
}
