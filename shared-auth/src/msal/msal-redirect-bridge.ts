// The redirect bridge page's second script: MSAL's own bridge, for the answers the page's first
// script leaves to it (redirect-bridge.ts).
import { broadcastResponseToMainFrame } from '@azure/msal-browser/redirect-bridge';

void broadcastResponseToMainFrame();
