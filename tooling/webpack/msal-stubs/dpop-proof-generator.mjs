// Stands in for @azure/msal-common's crypto/DpopProofGenerator.mjs (see ../msal-unused-flows.mjs):
// MSAL makes DPoP proofs only for a DPoP token request or a DPoP token in its cache, and the
// portal asks for bearer tokens only (shared-auth never sets an authenticationScheme).
const unsupported = () =>
  new Error('MSAL DPoP proofs are not part of this build: the portal uses bearer tokens (tooling/webpack/msal-unused-flows.mjs)');

export class DpopProofGenerator {
  async generateJkt() {
    throw unsupported();
  }

  async generateTokenProof() {
    throw unsupported();
  }

  async generateResourceProof() {
    throw unsupported();
  }

  async generateProof() {
    throw unsupported();
  }
}

export function normalizeDpopResourceRequestContext() {
  throw unsupported();
}
