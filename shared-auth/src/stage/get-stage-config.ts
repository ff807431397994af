/**
 * The stage config of the running page: the built-in defaults of the stage chosen from the
 * host name, with the deploy-time override merged over them. The host injects the override as
 * `window.__OTTILIA_ENV__` from its runtime `env-config.json` before any module reads it, so
 * one build serves every deployment.
 */
import { resolveStage } from './resolve-stage.js';
import { STAGE_CONFIGS, type StageConfig } from './stage-config.js';

/** What a deployment may override; `stage` itself always follows the host name. */
export type StageConfigOverride = Partial<Omit<StageConfig, 'stage'>>;

declare global {
  interface Window {
    __OTTILIA_ENV__?: StageConfigOverride;
  }
}

const OVERRIDABLE: ReadonlySet<string> = new Set([
  ...Object.keys(STAGE_CONFIGS.stg).filter((key) => key !== 'stage'),
  'analyticsContainerId',
]);

/**
 * Shallow merge of the override's known fields (the runtime JSON may carry other settings of
 * the host, e.g. remote URLs); fields it leaves undefined keep their defaults.
 */
export function mergeStageConfig(base: StageConfig, override: StageConfigOverride | undefined): StageConfig {
  const known = Object.entries(override ?? {}).filter(([key, value]) => value !== undefined && OVERRIDABLE.has(key));
  return { ...base, ...Object.fromEntries(known) };
}

export function getStageConfig(
  hostname: string = window.location.hostname,
  override: StageConfigOverride | undefined = window.__OTTILIA_ENV__,
): StageConfig {
  return mergeStageConfig(STAGE_CONFIGS[resolveStage(hostname)], override);
}
