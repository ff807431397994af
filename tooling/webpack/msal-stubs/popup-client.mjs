// Stands in for @azure/msal-browser's interaction_client/PopupClient.mjs (see
// ../msal-unused-flows.mjs): the portal signs in and out with full-page redirects and renews
// silently, so loginPopup, acquireTokenPopup and logoutPopup reject with this error.
export class PopupClient {
  constructor() {
    throw new Error('MSAL popup flows are not part of this build: the portal uses redirects (tooling/webpack/msal-unused-flows.mjs)');
  }
}
