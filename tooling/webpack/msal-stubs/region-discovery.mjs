// Stands in for @azure/msal-common's authority/RegionDiscovery.mjs (see ../msal-unused-flows.mjs):
// MSAL's Authority makes one always but asks it for a region only when azureRegionConfiguration
// is set, which shared-auth never does (the portal's authorities are B2C or OIDC, not regional).
export class RegionDiscovery {
  async detectRegion() {
    throw new Error('MSAL Azure region discovery is not part of this build (tooling/webpack/msal-unused-flows.mjs)');
  }
}
