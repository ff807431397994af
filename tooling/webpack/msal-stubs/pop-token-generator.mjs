// Stands in for @azure/msal-common's crypto/PopTokenGenerator.mjs (see ../msal-unused-flows.mjs):
// MSAL makes one only for a PoP token request or a PoP token in its cache, and the portal asks
// for bearer tokens only (shared-auth never sets an authenticationScheme).
const unsupported = () =>
  new Error('MSAL PoP tokens are not part of this build: the portal uses bearer tokens (tooling/webpack/msal-unused-flows.mjs)');

export class PopTokenGenerator {
  async generateCnf() {
    throw unsupported();
  }

  async generateKid() {
    throw unsupported();
  }

  async signPopToken() {
    throw unsupported();
  }

  async signPayload() {
    throw unsupported();
  }
}
