/**
 * Script of the redirect bridge page (`/redirect.html` on the app origin, see
 * REDIRECT_BRIDGE_PATH). MSAL v5 sends iframe and popup responses there; the page hands the
 * response to the waiting app window over a BroadcastChannel and closes (a full-page redirect
 * that lands there is sent on to the page that started it). The host builds this as its own
 * tiny entry, without React or the app, and registers the page's URL with the identity service
 * next to the app origin.
 */
import { broadcastResponseToMainFrame } from '@azure/msal-browser/redirect-bridge';

export function runRedirectBridge(): Promise<void> {
  return broadcastResponseToMainFrame();
}
