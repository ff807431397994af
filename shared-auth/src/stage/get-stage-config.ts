/**
 * The stage config of the running page. Dev has built-in values; stg and prd have none in the
 * build: the host injects the deploy-time `stageConfig` of its runtime env-config.json as
 * `window.__OTTILIA_ENV__` before any module reads it, and a stg/prd page whose configuration
 * lacks a required field refuses to start (see stageConfigProblems).
 */
import { resolveStage, type Stage } from './resolve-stage.js';
import { DEV_STAGE_CONFIG, type StageConfig } from './stage-config.js';

/** What a deployment sets; `stage` itself always follows the host name. */
export type StageConfigOverride = Partial<Omit<StageConfig, 'stage'>>;

declare global {
  interface Window {
    __OTTILIA_ENV__?: StageConfigOverride;
  }
}

type Field = Exclude<keyof StageConfig, 'stage'>;
type Check = 'text' | 'url' | 'list' | 'protocol' | 'email' | 'preview';

/** Every field and what a valid value looks like; only the analytics container may be absent. */
const FIELDS: Record<Field, Check> = {
  identityClientId: 'text',
  signInAuthority: 'url',
  passwordResetAuthority: 'url',
  invitationAuthority: 'url',
  knownAuthorities: 'list',
  protocolMode: 'protocol',
  apiScopes: 'list',
  apiBaseUrl: 'url',
  translationProject: 'text',
  translationServiceUrl: 'url',
  translationServiceKey: 'text',
  appUrl: 'url',
  previewHostTemplate: 'preview',
  imageUploadApi: 'url',
  imageUploadCloudName: 'text',
  imageUploadPreset: 'text',
  cookiePolicyUrl: 'url',
  cookiePolicyKey: 'text',
  analyticsContainerId: 'text',
  contactEmail: 'email',
  contentServiceUrl: 'url',
  contentServiceKey: 'text',
  pluginDocsUrl: 'url',
};
const OPTIONAL: ReadonlySet<Field> = new Set(['analyticsContainerId']);

const isValid = (check: Check, value: unknown): boolean => {
  switch (check) {
    case 'url':
      return typeof value === 'string' && URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);
    case 'list':
      return Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string' && item.trim() !== '');
    case 'protocol':
      return value === 'AAD' || value === 'OIDC';
    case 'preview':
      return typeof value === 'string' && value.includes('{id}') && isValid('url', value.replace('{id}', '1'));
    case 'email':
      return typeof value === 'string' && /^[^@\s]+@[^@\s]+$/.test(value);
    default:
      return typeof value === 'string' && value.trim() !== '';
  }
};

/**
 * What is wrong with a stage's configuration, one line per field ("apiBaseUrl: missing"); empty
 * when the page can start. Dev fills gaps from its built-in values; stg and prd need every field.
 */
export function stageConfigProblems(stage: Stage, override: StageConfigOverride | undefined): string[] {
  const given: Record<string, unknown> = { ...override };
  return (Object.entries(FIELDS) as [Field, Check][]).flatMap(([field, check]) => {
    const value = given[field];
    if (value === undefined) return stage === 'dev' || OPTIONAL.has(field) ? [] : [`${field}: missing`];
    return isValid(check, value) ? [] : [`${field}: invalid (${JSON.stringify(value)})`];
  });
}

/** Thrown when a module reads the configuration of a stage that was not configured. */
export class StageConfigError extends Error {
  constructor(
    readonly stage: Stage,
    readonly problems: string[],
  ) {
    super(`The ${stage} configuration is incomplete (env-config.json "stageConfig"): ${problems.join('; ')}`);
    this.name = 'StageConfigError';
  }
}

/** The override's known fields over dev's built-in values (the runtime JSON may carry others). */
export function mergeStageConfig(base: StageConfig, override: StageConfigOverride | undefined): StageConfig {
  const known = Object.entries(override ?? {}).filter(([key, value]) => value !== undefined && Object.hasOwn(FIELDS, key));
  return { ...base, ...Object.fromEntries(known) };
}

export function getStageConfig(
  hostname: string = window.location.hostname,
  override: StageConfigOverride | undefined = window.__OTTILIA_ENV__,
): StageConfig {
  const stage = resolveStage(hostname);
  const problems = stageConfigProblems(stage, override);
  if (problems.length > 0) throw new StageConfigError(stage, problems);
  // stg/prd: every required field was given, so nothing of dev's values is left over
  const base = stage === 'dev' ? DEV_STAGE_CONFIG : ({ stage } as StageConfig);
  return mergeStageConfig(base, override);
}
