/** The app's own addresses that the identity service sends answers to (no MSAL code needed). */
import type { StageConfig } from '../stage/stage-config.js';

/**
 * Page that relays iframe (silent renewal) and popup responses to the app. MSAL v5 no longer
 * polls the frame's URL: the response must land on a page that calls the redirect bridge
 * (see redirect-bridge.ts), which the host serves at this path of the app origin.
 */
export const REDIRECT_BRIDGE_PATH = '/redirect.html';

export function appOrigin(config: StageConfig): string {
  return new URL(config.appUrl).origin;
}

export function redirectBridgeUri(config: StageConfig): string {
  return `${appOrigin(config)}${REDIRECT_BRIDGE_PATH}`;
}
