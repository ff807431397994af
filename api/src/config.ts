/**
 * API settings from the environment; every default is the local composition
 * (`@ottilia/shared-contracts/local-env`), so `node dist/server.js` just works on a laptop.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEV_CONTENT_API_KEY, DEV_TRANSLATIONS_API_KEY, localOidc, localOrigins, localPorts, localPreviewHostTemplate, localStateDir } from '@ottilia/shared-contracts/local-env';
import { checkPreviewHostTemplate } from '@ottilia/shared-contracts/preview-hosts';
import { dashboardEmbedConfig, type DashboardEmbedConfig } from './dashboard/dashboard-embed.js';
import type { DatabaseTarget } from './db/client.js';
import type { IdentityAdminConfig } from './identity/identity-directory.js';
import { observabilityConfig, type ObservabilityConfig } from './observability/observability-config.js';

export interface Config {
  port: number;
  host: string;
  nodeEnv: string;
  isProduction: boolean;
  dataDir: string;
  database: DatabaseTarget;
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
   * by default the local previews, unless CORS_ORIGINS is set (a deployment names its own);
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
   * The local error-monitoring receiver (src/monitoring): on with DEV_MONITORING=on (the local
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
  /** Overload protection (src/http/admission.ts). */
  admission: { maxInFlight: number; maxQueued: number; maxWaitMs: number };
  logLevel: string;
  /**
   * The identity directory's admin interface (src/identity): on when IDENTITY_ADMIN_KEY is set;
   * null = invitations, disabling and deleting users answer 503.
   */
  identityAdmin: IdentityAdminConfig | null;
  /** The portal's origin, for links in e-mails (the invitation link). */
  appOrigin: string;
  /** The local image service's cloud name and unsigned upload preset (the dev stage's image-upload settings). */
  imageUploadCloud: string;
  imageUploadPreset: string;
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
  /** Error reports, traces and metrics (src/observability). */
  observability: ObservabilityConfig;
}

/** The DSN key of the local receiver, as host/config/env-config.dev.json names it (DSN keys are public). */
export const LOCAL_MONITORING_KEY = 'ottilia-local';

const repoRoot = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));

function previewHostTemplate(env: NodeJS.ProcessEnv): string | null {
  const value = env.PREVIEW_HOST_TEMPLATE?.trim();
  if (value === 'none') return null;
  if (value) return checkPreviewHostTemplate(value);
  return env.CORS_ORIGINS ? null : localPreviewHostTemplate;
}

const list = (value: string | undefined) =>
  value?.split(',').map((v) => v.trim()).filter(Boolean);

function databaseTarget(env: NodeJS.ProcessEnv, dataDir: string): DatabaseTarget {
  const url = env.DATABASE_URL;
  if (!url) return { kind: 'pglite', dataDir };
  if (url === 'memory://') return { kind: 'pglite', dataDir: null };
  if (/^postgres(ql)?:\/\//.test(url)) return { kind: 'postgres', url, poolSize: Number(env.DATABASE_POOL_SIZE ?? 20) };
  throw new Error(`DATABASE_URL must be postgres://… or memory://, got "${url}"`);
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

function identityAdmin(env: NodeJS.ProcessEnv): IdentityAdminConfig | null {
  const key = env.IDENTITY_ADMIN_KEY;
  if (!key) return null;
  const caFile = env.IDENTITY_ADMIN_CA;
  return {
    url: env.IDENTITY_ADMIN_URL || `https://localhost:${localPorts.identity}`,
    key,
    ca: caFile ? readFileSync(caFile, 'utf8') : null,
  };
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

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnv = env.NODE_ENV ?? 'development';
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(repoRoot, localStateDir, 'api-data'));
  const database = databaseTarget(env, dataDir);
  return {
    port: Number(env.PORT ?? localPorts.api),
    host: env.HOST ?? '127.0.0.1',
    nodeEnv,
    isProduction: nodeEnv === 'production',
    dataDir,
    database,
    oidc: {
      issuers: list(env.OIDC_ISSUERS) ?? [localOidc.signInAuthority, localOidc.passwordResetAuthority],
      audience: env.OIDC_AUDIENCE ?? localOidc.apiAudience,
      jwksUrl: env.OIDC_JWKS_URL || null,
    },
    corsOrigins: list(env.CORS_ORIGINS) ?? [
      localOrigins.app,
      localOrigins.remoteProjects,
      localOrigins.remoteBackoffice,
      localOrigins.remoteUsers,
      localOrigins.remoteCookiesAgegate,
    ],
    previewHostTemplate: previewHostTemplate(env),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'Ottilia portal <no-reply@ottilia.example>',
    devMailReader: devSwitch('DEV_MAIL_READER', env.DEV_MAIL_READER, nodeEnv === 'production'),
    devMonitoring: devSwitch('DEV_MONITORING', env.DEV_MONITORING, nodeEnv === 'production')
      ? { key: env.DEV_MONITORING_KEY || LOCAL_MONITORING_KEY }
      : null,
    rateLimitPerMinute: rateLimit(env.RATE_LIMIT_PER_MINUTE),
    admission: admission(env, database),
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    identityAdmin: identityAdmin(env),
    appOrigin: (env.APP_ORIGIN ?? localOrigins.app).replace(/\/+$/, ''),
    imageUploadCloud: env.IMAGE_UPLOAD_CLOUD ?? 'ottilia-dev',
    imageUploadPreset: env.IMAGE_UPLOAD_PRESET ?? 'ottilia-dev-unsigned',
    portalAnalyticsContainer: env.PORTAL_ANALYTICS_CONTAINER || null,
    dashboardEmbed: dashboardEmbedConfig(env),
    contentApiKey: serviceApiKey('CONTENT_API_KEY', env.CONTENT_API_KEY, DEV_CONTENT_API_KEY, nodeEnv === 'production'),
    translationsApiKey: serviceApiKey('TRANSLATIONS_API_KEY', env.TRANSLATIONS_API_KEY, DEV_TRANSLATIONS_API_KEY, nodeEnv === 'production'),
    observability: observabilityConfig(env, nodeEnv),
  };
}
