import { PublicClientApplication } from '@azure/msal-browser';
import { getStageConfig } from '../stage/get-stage-config.js';
import type { StageConfig } from '../stage/stage-config.js';
import { buildMsalConfig } from './msal-config.js';

/** One instance per page; AuthGate initializes it (initialize is async in v5). */
export function createMsalInstance(config: StageConfig = getStageConfig()): PublicClientApplication {
  return new PublicClientApplication(buildMsalConfig(config));
}
