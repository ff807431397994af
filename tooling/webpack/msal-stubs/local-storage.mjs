// Stands in for @azure/msal-browser's cache/LocalStorage.mjs (see ../msal-unused-flows.mjs): the
// portal keeps MSAL's cache in session storage (spec section 4, shared-auth's msal-config.ts), so
// the encrypted local-storage cache and its cross-tab sync never run.
export class LocalStorage {
  constructor() {
    throw new Error(
      'The MSAL local-storage cache is not part of this build: the portal caches in session storage (tooling/webpack/msal-unused-flows.mjs)',
    );
  }
}
