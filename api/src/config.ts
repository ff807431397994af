/**
 * API settings from the environment; every default is the local composition
 * (`@ottilia/shared-contracts/local-env`), so `node dist/server.js` just works on a laptop.
 * `loadConfig` reads and checks each setting's form, listing every problem at once (ConfigError);
 * `loadStartConfig` adds, with NODE_ENV=production, the production checks (src/config/production-check.ts):
 * no setting may be missing or keep a development value. api/README.md documents every setting.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEV_CONTENT_API_KEY,
  DEV_TRANSLATIONS_API_KEY,
  localOidc,
  localOrigins,
  localPorts,
  localPreviewHostTemplate,
  localStateDir,
} from '@ottilia/shared-contracts/local-env';
import { REMOTES } from '@ottilia/shared-contracts/remotes';
import { checkPreviewHostTemplate } from '@ottilia/shared-contracts/preview-hosts';
import { dashboardEmbedConfig, type DashboardEmbedConfig } from './dashboard/dashboard-embed.js';
import { ConfigError, ConfigProblems } from './config/config-problems.js';
import { productionProblems } from './config/production-check.js';
import { trustProxy, type TrustProxy } from './config/trust-proxy.js';
import type { DatabaseTarget } from './db/client.js';
import { observabilityConfig, type ObservabilityConfig } from './observability/observability-config.js';
import type { GraphDirectoryConfig } from './identity/graph/graph-directory.js';

/**
 * Where sign-in accounts are managed (src/identity): the local identity provider's admin
 * interface (development and tests), the hosted tenant through Microsoft Graph (production), or
 * none (null: inviting, disabling and deleting users answer 503).
 */
export type DirectoryConfig =
  | { kind: 'local'; url: string; key: string; ca: string | null }
  | ({ kind: 'graph' } & GraphDirectoryConfig)
  | null;

export interface Config {
  port: number;
  host: string;
  nodeEnv: string;
  isProduction: boolean;
  dataDir: string;
  database: DatabaseTarget;
  /**
   * Apply pending migrations at start (under the migration lock, src/db/migrate.ts). MIGRATE_AT_START;
   * on by default in development and tests, off in production, where `npm run migrate` is the
   * release step and an instance whose schema is behind reports not-ready.
   */
  migrateAtStart: boolean;
  /** The proxies whose X-Forwarded-* headers are believed (src/config/trust-proxy.ts). */
  trustProxy: TrustProxy;
  oidc: {
    issuers: string[];
    audience: string;
    /** One JWKS for every issuer; null = each issuer's own `${issuer}/jwks`. */
    jwksUrl: string | null;
  };
  corsOrigins: string[];
  /**
   * The stage's preview hosts (spec section 4), e.g. `https://pr-{id}.preview.portal.example`:
   * CORS also answers every origin of this template (and nothing else). PREVIEW_HOST_TEMPLATE;
   * by default the local previews, unless CORS_ORIGINS is set or in production (a deployment names its own);
   * `none` turns it off.
   */
  previewHostTemplate: string | null;
  /** null = the in-process SMTP sink (dev/test). */
  smtpUrl: string | null;
  mailFrom: string;
  /**
   * GET /dev/mail, the in-process mail sink's reader (Super Admins only): on only when
   * DEV_MAIL_READER=on (the local composition and the tests set it), never in production.
   */
  devMailReader: boolean;
  /**
   * The local error-monitoring receiver (src/dev/monitoring): on with DEV_MONITORING=on (the local
   * composition and the tests), never in production, where reports go to the hosted service.
   * Its DSN key is host/config/env-config.dev.json's.
   */
  devMonitoring: { key: string } | null;
  /**
   * The tag manager container the portal loads in this stage (the host's analyticsContainerId;
   * none in dev): the portal's consent banner then asks for performance cookies.
   */
  portalAnalyticsContainer: string | null;
  /** Requests per minute per caller; null = no limit (benchmarks). */
  rateLimitPerMinute: number | null;
  /** Visitors' consent records (src/consent): kept this many months, at most this many a minute per address. */
  consentRecords: { retentionMonths: number; perMinute: number };
  /** Overload protection (src/http/admission.ts). */
  admission: { maxInFlight: number; maxQueued: number; maxWaitMs: number };
  logLevel: string;
  /** DIRECTORY_KIND (default: local when IDENTITY_ADMIN_KEY is set, else none). */
  directory: DirectoryConfig;
  /** The portal's origin, for links in e-mails (the invitation link). */
  appOrigin: string;
  /**
   * The image-service stand-in (src/uploads) with the dev stage's cloud name and unsigned upload
   * preset; null in production, where the portal uploads to the hosted image service.
   */
  imageStandIn: { cloud: string; preset: string } | null;
  /** The stage's external BI report for GET /dashboard/embed-info; null = none (src/dashboard/dashboard-embed.ts). */
  dashboardEmbed: DashboardEmbedConfig | null;
  /**
   * The api key of the content service mounted at /content (src/content); null = not mounted
   * (production reads the hosted content service, named in the portal's stage config).
   */
  contentApiKey: string | null;
  /**
   * The api key of the translations service mounted at /translations (src/translations); null =
   * not mounted (production reads the hosted translations service, named in the stage config).
   */
  translationsApiKey: string | null;
  /**
   * The key that signs file-export download links (src/exports/export-link.ts). EXPORT_SIGNING_KEY,
   * at least 32 characters, the same on every instance; required in production. Without it,
   * development and tests use a random key per process (links die with the process).
   */
  exportSigningKey: string;
  /** Error reports, traces and metrics (src/observability). */
  observability: ObservabilityConfig;
}

/** The sender of the local composition's mail; production names its own (MAIL_FROM). */
export const DEV_MAIL_FROM = 'Ottilia portal <no-reply@ottilia.example>';

/** The DSN key of the local receiver, as host/config/env-config.dev.json names it (DSN keys are public). */
export const LOCAL_MONITORING_KEY = 'ottilia-local';

const repoRoot = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));

function previewHostTemplate(env: NodeJS.ProcessEnv, isProduction: boolean): string | null {
  const value = env.PREVIEW_HOST_TEMPLATE?.trim();
  if (value === 'none') return null;
  if (value) return checkPreviewHostTemplate(value);
  return env.CORS_ORIGINS || isProduction ? null : localPreviewHostTemplate;
}

const list = (value: string | undefined) =>
  value
    ?.split(',')
    .map((v) => v.trim())
    .filter(Boolean);

function databaseTarget(env: NodeJS.ProcessEnv, dataDir: string): DatabaseTarget {
  const url = env.DATABASE_URL;
  if (!url) return { kind: 'pglite', dataDir };
  if (url === 'memory://') return { kind: 'pglite', dataDir: null };
  if (/^postgres(ql)?:\/\//.test(url)) return { kind: 'postgres', url, poolSize: Number(env.DATABASE_POOL_SIZE ?? 20) };
  // not echoed: the URL may carry a password
  throw new Error('DATABASE_URL must be a postgres:// (or postgresql://) URL, or memory://');
}

function rateLimit(value: string | undefined): number | null {
  if (value === undefined || value === '') return 600;
  if (value === 'off' || value === '0') return null;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`RATE_LIMIT_PER_MINUTE must be a whole number or "off", got "${value}"`);
  return n;
}

function positive(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number above 0, got "${value}"`);
  return n;
}

export const GRAPH_DEFAULTS = {
  authorityHost: 'https://login.microsoftonline.com',
  graphBaseUrl: 'https://graph.microsoft.com/v1.0',
} as const;

function httpsUrl(name: string, value: string): string {
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    /* reported below */
  }
  if (url?.protocol !== 'https:') throw new Error(`${name} must be an https URL, got "${value}"`);
  return value.replace(/\/+$/, '');
}

function directory(env: NodeJS.ProcessEnv, problems: ConfigProblems): DirectoryConfig {
  const kind = env.DIRECTORY_KIND?.trim() || (env.IDENTITY_ADMIN_KEY ? 'local' : '');
  if (!kind) return null;
  if (kind === 'local') {
    const key = env.IDENTITY_ADMIN_KEY;
    if (!key) {
      problems.add("DIRECTORY_KIND=local needs IDENTITY_ADMIN_KEY, the local identity provider's admin key");
      return null;
    }
    const caFile = env.IDENTITY_ADMIN_CA;
    return {
      kind,
      url: env.IDENTITY_ADMIN_URL || `https://localhost:${localPorts.identity}`,
      key,
      ca: caFile ? problems.read(() => readFileSync(caFile, 'utf8'), null) : null,
    };
  }
  if (kind === 'graph') {
    const required = {
      tenantId: 'GRAPH_TENANT_ID',
      clientId: 'GRAPH_CLIENT_ID',
      clientSecret: 'GRAPH_CLIENT_SECRET',
      tenantDomain: 'GRAPH_TENANT_DOMAIN',
      extensionsAppId: 'GRAPH_EXTENSIONS_APP_ID',
      signingKey: 'GRAPH_INVITATION_SIGNING_KEY',
      issuer: 'GRAPH_INVITATION_ISSUER',
      audience: 'GRAPH_INVITATION_AUDIENCE',
    } as const;
    const missing = Object.values(required).filter((name) => !env[name]?.trim());
    if (missing.length > 0) problems.add(`DIRECTORY_KIND=graph needs ${missing.join(', ')}`);
    const tenantDomain = env.GRAPH_TENANT_DOMAIN?.trim() ?? '';
    const extensionsAppId = env.GRAPH_EXTENSIONS_APP_ID?.trim() ?? '';
    if (extensionsAppId && !/^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$/i.test(extensionsAppId))
      problems.add(`GRAPH_EXTENSIONS_APP_ID must be the b2c-extensions-app's application id (a GUID), got "${extensionsAppId}"`);
    const signingKey = env.GRAPH_INVITATION_SIGNING_KEY ?? '';
    if (signingKey && signingKey.length < 32)
      problems.add("GRAPH_INVITATION_SIGNING_KEY must be at least 32 characters (the secret of the invitation policy's id_token_hint key)");
    if (tenantDomain && !/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(tenantDomain))
      problems.add(`GRAPH_TENANT_DOMAIN must be a domain such as contoso.onmicrosoft.com, got "${tenantDomain}"`);
    return {
      kind,
      tenantId: env.GRAPH_TENANT_ID?.trim() ?? '',
      clientId: env.GRAPH_CLIENT_ID?.trim() ?? '',
      clientSecret: env.GRAPH_CLIENT_SECRET ?? '',
      tenantDomain,
      authorityHost: problems.read(
        () => httpsUrl('GRAPH_AUTHORITY_HOST', env.GRAPH_AUTHORITY_HOST || GRAPH_DEFAULTS.authorityHost),
        GRAPH_DEFAULTS.authorityHost,
      ),
      graphBaseUrl: problems.read(
        () => httpsUrl('GRAPH_BASE_URL', env.GRAPH_BASE_URL || GRAPH_DEFAULTS.graphBaseUrl),
        GRAPH_DEFAULTS.graphBaseUrl,
      ),
      ca: env.GRAPH_CA ? problems.read(() => readFileSync(env.GRAPH_CA!, 'utf8'), null) : null,
      extensionsAppId,
      invitation: { signingKey, issuer: env.GRAPH_INVITATION_ISSUER?.trim() ?? '', audience: env.GRAPH_INVITATION_AUDIENCE?.trim() ?? '' },
    };
  }
  problems.add(`DIRECTORY_KIND must be "local" or "graph", got "${kind}"`);
  return null;
}

function port(value: string | undefined): number {
  if (value === undefined || value === '') return localPorts.api;
  const n = Number(value);
  if (!/^\d+$/.test(value) || n > 65_535) throw new Error(`PORT must be a port number (0-65535), got "${value}"`);
  return n;
}

function smtpUrl(value: string | undefined): string | null {
  if (!value) return null;
  if (!/^smtps?:\/\/[^\s/]+/.test(value)) throw new Error('SMTP_URL must be an smtp:// or smtps:// URL');
  return value;
}

/** "on" or "off" (MIGRATE_AT_START), with a default per stage. */
function onOff(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (value !== 'on' && value !== 'off') throw new Error(`${name} must be "on" or "off", got "${value}"`);
  return value === 'on';
}

/** A development-only switch: "on" or "off" (default), refused with NODE_ENV=production. */
function devSwitch(name: string, value: string | undefined, isProduction: boolean): boolean {
  if (value === undefined || value === '' || value === 'off') return false;
  if (value !== 'on') throw new Error(`${name} must be "on" or "off", got "${value}"`);
  if (isProduction) throw new Error(`${name}=on is for development and tests; it cannot be used with NODE_ENV=production`);
  return true;
}

/**
 * Requests worked on at once: twice the pool on PostgreSQL (one waits while another's query runs),
 * a few on the embedded database, which runs one query at a time. The queue holds about a
 * second's work; nobody waits in it longer than 2 s.
 */
function admission(env: NodeJS.ProcessEnv, database: DatabaseTarget): Config['admission'] {
  const fallback = database.kind === 'postgres' ? 2 * (database.poolSize ?? 20) : 8;
  return {
    maxInFlight: positive('ADMISSION_MAX_IN_FLIGHT', env.ADMISSION_MAX_IN_FLIGHT, fallback),
    maxQueued: positive('ADMISSION_MAX_QUEUED', env.ADMISSION_MAX_QUEUED, 200),
    maxWaitMs: positive('ADMISSION_MAX_WAIT_MS', env.ADMISSION_MAX_WAIT_MS, 2_000),
  };
}

/**
 * A mounted service's api key (CONTENT_API_KEY, TRANSLATIONS_API_KEY); 'off' unmounts the part.
 * Development and tests default to the dev stage's key; production mounts it only when set.
 */
function serviceApiKey(name: string, value: string | undefined, devKey: string, isProduction: boolean): string | null {
  if (value === 'off') return null;
  if (value) {
    if (value.length < 16) throw new Error(`${name} must be at least 16 characters (or "off")`);
    return value;
  }
  return isProduction ? null : devKey;
}

/** The development and test stand-in for EXPORT_SIGNING_KEY (production requires its own). */
const PROCESS_EXPORT_KEY = randomBytes(32).toString('base64url');

function exportSigningKey(value: string | undefined): string {
  if (!value) return PROCESS_EXPORT_KEY;
  if (value.length < 32) throw new Error('EXPORT_SIGNING_KEY must be at least 32 characters');
  return value;
}

/** The configuration and every problem of form found in it (a fallback stands in for a wrong value). */
export function readConfig(env: NodeJS.ProcessEnv = process.env): { config: Config; problems: string[] } {
  const problems = new ConfigProblems();
  const read = <T>(run: () => T, fallback: T) => problems.read(run, fallback);
  const nodeEnv = env.NODE_ENV ?? 'development';
  const isProduction = nodeEnv === 'production';
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(repoRoot, localStateDir, 'api-data'));
  const database = read(() => databaseTarget(env, dataDir), { kind: 'pglite', dataDir: null });
  const config: Config = {
    port: read(() => port(env.PORT), localPorts.api),
    host: env.HOST ?? '127.0.0.1',
    nodeEnv,
    isProduction,
    dataDir,
    database,
    migrateAtStart: read(() => onOff('MIGRATE_AT_START', env.MIGRATE_AT_START, !isProduction), false),
    trustProxy: read(() => trustProxy(env.TRUST_PROXY), false),
    oidc: {
      issuers: list(env.OIDC_ISSUERS) ?? [localOidc.signInAuthority, localOidc.passwordResetAuthority],
      audience: env.OIDC_AUDIENCE ?? localOidc.apiAudience,
      jwksUrl: env.OIDC_JWKS_URL || null,
    },
    corsOrigins: list(env.CORS_ORIGINS) ?? [localOrigins.app, ...REMOTES.map((remote) => remote.origin)],
    previewHostTemplate: read(() => previewHostTemplate(env, isProduction), null),
    smtpUrl: read(() => smtpUrl(env.SMTP_URL), null),
    mailFrom: env.MAIL_FROM ?? DEV_MAIL_FROM,
    devMailReader: read(() => devSwitch('DEV_MAIL_READER', env.DEV_MAIL_READER, isProduction), false),
    devMonitoring: read(() => devSwitch('DEV_MONITORING', env.DEV_MONITORING, isProduction), false)
      ? { key: env.DEV_MONITORING_KEY || LOCAL_MONITORING_KEY }
      : null,
    rateLimitPerMinute: read(() => rateLimit(env.RATE_LIMIT_PER_MINUTE), null),
    consentRecords: {
      retentionMonths: read(() => positive('CONSENT_RECORD_RETENTION_MONTHS', env.CONSENT_RECORD_RETENTION_MONTHS, 24), 24),
      perMinute: read(() => positive('CONSENT_RECORDS_PER_MINUTE', env.CONSENT_RECORDS_PER_MINUTE, 30), 30),
    },
    admission: read(() => admission(env, database), { maxInFlight: 8, maxQueued: 200, maxWaitMs: 2_000 }),
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    directory: directory(env, problems),
    appOrigin: (env.APP_ORIGIN ?? localOrigins.app).replace(/\/+$/, ''),
    imageStandIn: isProduction
      ? null
      : { cloud: env.IMAGE_UPLOAD_CLOUD ?? 'ottilia-dev', preset: env.IMAGE_UPLOAD_PRESET ?? 'ottilia-dev-unsigned' },
    portalAnalyticsContainer: env.PORTAL_ANALYTICS_CONTAINER || null,
    dashboardEmbed: read(() => dashboardEmbedConfig(env), null),
    contentApiKey: read(() => serviceApiKey('CONTENT_API_KEY', env.CONTENT_API_KEY, DEV_CONTENT_API_KEY, isProduction), null),
    translationsApiKey: read(
      () => serviceApiKey('TRANSLATIONS_API_KEY', env.TRANSLATIONS_API_KEY, DEV_TRANSLATIONS_API_KEY, isProduction),
      null,
    ),
    exportSigningKey: read(() => exportSigningKey(env.EXPORT_SIGNING_KEY), PROCESS_EXPORT_KEY),
    observability: observabilityConfig(env, nodeEnv),
  };
  return { config, problems: problems.list };
}

/** The configuration; throws ConfigError listing every problem of form (scripts and tests). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const { config, problems } = readConfig(env);
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/**
 * What an API process starts with: loadConfig, plus, with NODE_ENV=production, every production
 * requirement; throws ConfigError listing all of them.
 */
export function loadStartConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const { config, problems } = readConfig(env);
  const all = config.isProduction ? [...problems, ...productionProblems(env, config)] : problems;
  if (all.length > 0) throw new ConfigError(all);
  return config;
}
