import type { StageConfigOverride } from '@ottilia/shared-auth';
import { themes, type ThemeName } from '@ottilia/shared-ui';
import { CHUNK_LOAD_TIMEOUT_MS, COMPOSITION_RECHECK_MS } from './constants';
import { ENV_CONFIG_URL, fetchStartFile } from './start-files';

/**
 * The run-time environment of the host, read from /env-config.json (one file per stage in
 * host/config, replaceable at deploy time), so a remote moves without rebuilding the host.
 */
export interface EnvConfig {
  /** Manifest URL (mf-manifest.json) per remote name. */
  remotes: Record<string, string>;
  /** Time-out for loading a remote module; spec default 120000 ms, lowered by tests. */
  chunkLoadTimeoutMs: number;
  /** Theme of the deployment: the global theme or one of the brand themes. */
  theme: ThemeName;
  /** Deploy-time override of shared-auth's stage config (identity, API base, app URL...). */
  stageConfig?: StageConfigOverride;
  /** Where errors are reported: the monitoring service's DSN (https://key@host/project); none: the console. */
  monitoringDsn?: string;
  /** Share of page loads whose web vitals are sent (after performance consent), 0..1; default 0.1. */
  webVitalsSampleRate: number;
  /** How often an open tab re-reads the composition besides each navigation; lowered by tests. */
  compositionRecheckMs: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Validates the JSON; a malformed file fails loudly rather than half-configuring the portal. */
export function parseEnvConfig(json: unknown): EnvConfig {
  if (!isRecord(json) || !isRecord(json.remotes)) throw new Error('env-config: "remotes" must be an object');
  const remotes: Record<string, string> = {};
  for (const [name, url] of Object.entries(json.remotes)) {
    if (typeof url !== 'string' || !URL.canParse(url)) throw new Error(`env-config: remote "${name}" needs an absolute manifest URL`);
    remotes[name] = url;
  }
  const timeout = json.chunkLoadTimeoutMs ?? CHUNK_LOAD_TIMEOUT_MS;
  if (typeof timeout !== 'number' || !(timeout > 0)) throw new Error('env-config: "chunkLoadTimeoutMs" must be a positive number');
  const recheck = json.compositionRecheckMs ?? COMPOSITION_RECHECK_MS;
  if (typeof recheck !== 'number' || !(recheck > 0)) throw new Error('env-config: "compositionRecheckMs" must be a positive number');
  const theme = json.theme ?? 'global';
  if (typeof theme !== 'string' || !Object.hasOwn(themes, theme))
    throw new Error(`env-config: "theme" must be one of ${Object.keys(themes).join(', ')}`);
  if (json.stageConfig !== undefined && !isRecord(json.stageConfig)) throw new Error('env-config: "stageConfig" must be an object');
  const dsn = json.monitoringDsn;
  if (dsn !== undefined && (typeof dsn !== 'string' || !URL.canParse(dsn) || !new URL(dsn).username)) {
    throw new Error('env-config: "monitoringDsn" must be a DSN URL with its key, e.g. https://key@host/1');
  }
  const sampleRate = json.webVitalsSampleRate ?? 0.1;
  if (typeof sampleRate !== 'number' || !(sampleRate >= 0 && sampleRate <= 1))
    throw new Error('env-config: "webVitalsSampleRate" must be a number from 0 to 1');
  return {
    remotes,
    chunkLoadTimeoutMs: timeout,
    compositionRecheckMs: recheck,
    webVitalsSampleRate: sampleRate,
    theme: theme as ThemeName,
    ...(json.stageConfig ? { stageConfig: json.stageConfig as StageConfigOverride } : {}),
    ...(typeof dsn === 'string' ? { monitoringDsn: dsn } : {}),
  };
}

/**
 * What the stage-configuration check adds to shared-auth's (stageConfigProblems): stg and prd
 * report to monitoring, so their env-config names the DSN; without it they do not start.
 */
export function envConfigProblems(stage: string, config: Pick<EnvConfig, 'monitoringDsn'>): string[] {
  return stage !== 'dev' && !config.monitoringDsn ? ['monitoringDsn: missing'] : [];
}

export async function loadEnvConfig(): Promise<EnvConfig> {
  const response = await fetchStartFile(ENV_CONFIG_URL);
  if (!response.ok) throw new Error(`env-config: ${ENV_CONFIG_URL} answered HTTP ${response.status}`);
  return parseEnvConfig(await response.json());
}
