// Stands in for @azure/msal-browser's interaction_client/SilentAuthCodeClient.mjs (see
// ../msal-unused-flows.mjs): acquireTokenByCode redeems a code a server obtained (the hybrid
// flow); the portal's codes come back to MSAL's own redirect and iframe flows.
export class SilentAuthCodeClient {
  constructor() {
    throw new Error('MSAL acquireTokenByCode is not part of this build (tooling/webpack/msal-unused-flows.mjs)');
  }
}
