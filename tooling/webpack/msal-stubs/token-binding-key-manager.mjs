// Stands in for @azure/msal-browser's crypto/TokenBindingKeyManager.mjs (see
// ../msal-unused-flows.mjs): the portal asks for bearer tokens only (shared-auth never sets an
// authenticationScheme), so no proof-of-possession, DPoP or SSH key is ever made, kept in
// IndexedDB or removed. MSAL still constructs the manager and, on sign-out, clears its (empty)
// key store; making or reading a key throws.
const unsupported = () =>
  new Error(
    'MSAL token-binding keys (PoP, DPoP, SSH) are not part of this build: the portal uses bearer tokens (tooling/webpack/msal-unused-flows.mjs)',
  );

export class TokenBindingKeyManager {
  async provisionTokenBindingKey() {
    throw unsupported();
  }

  async createTokenBindingKey() {
    throw unsupported();
  }

  async generateKeyPairAndThumbprint() {
    throw unsupported();
  }

  async getTokenBindingKeyPair() {
    throw unsupported();
  }

  async getTokenBindingPublicKeyJwk() {
    throw unsupported();
  }

  getTokenBindingKeyGenAlgorithmOptions() {
    throw unsupported();
  }

  getTokenBindingKeyTelemetry() {
    return {};
  }

  async hasTokenBindingKey() {
    return false;
  }

  async isTokenBindingKeyPersisted() {
    return false;
  }

  async removeTokenBindingKey() {}

  async clearKeystore() {
    return true;
  }
}
