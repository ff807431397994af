/** Builds the MSAL (v5) configuration of a stage. */
import { BrowserCacheLocation, DEFAULT_IFRAME_TIMEOUT_MS, type Configuration } from '@azure/msal-browser';
import type { StageConfig } from '../stage/stage-config.js';
import { appOrigin } from './app-addresses.js';

export function buildMsalConfig(config: StageConfig): Configuration {
  const oidc = config.protocolMode === 'OIDC';
  return {
    auth: {
      clientId: config.identityClientId,
      authority: config.signInAuthority,
      knownAuthorities: config.knownAuthorities,
      // Full-page sign-in lands on the app origin; the host's start-up first puts the page that
      // started login back in the address (returnToSignInStart), where handleRedirectPromise
      // reads the answer in place instead of loading that page anew.
      redirectUri: appOrigin(config),
      postLogoutRedirectUri: appOrigin(config),
      // The local provider is not B2C: no offline_access in the default scopes (MSAL's OIDC
      // default adds it); the provider issues refresh tokens to the public client anyway.
      ...(oidc ? { OIDCOptions: { defaultScopes: ['openid', 'profile'] } } : {}),
    },
    cache: { cacheLocation: BrowserCacheLocation.SessionStorage },
    system: {
      protocolMode: config.protocolMode,
      // Spec section 9: iframe timeout 10000 ms (also MSAL's default). Popups keep MSAL's
      // default 483 x 600 size, which is the spec's.
      iframeBridgeTimeout: DEFAULT_IFRAME_TIMEOUT_MS,
    },
  };
}
