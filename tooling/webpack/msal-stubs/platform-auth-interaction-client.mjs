// Stands in for @azure/msal-browser's interaction_client/PlatformAuthInteractionClient.mjs (see
// ../msal-unused-flows.mjs). MSAL only creates it once a platform broker is available, which the
// stubbed PlatformAuthProvider never reports.
export class PlatformAuthInteractionClient {
  constructor() {
    throw new Error('MSAL platform broker flows are not part of this build (tooling/webpack/msal-unused-flows.mjs)');
  }
}
