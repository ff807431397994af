import { webcrypto } from 'node:crypto';
import { getStageConfig } from '../stage/get-stage-config';
import { DEV_STAGE_CONFIG, type StageConfig } from '../stage/stage-config';
import { createMsalInstance } from './create-msal-instance';
import { redirectBridgeUri } from './app-addresses';
import { buildMsalConfig } from './msal-config';

// jsdom has no Web Crypto; MSAL checks for it when the instance is built.
beforeAll(() => {
  Object.defineProperty(window, 'crypto', { value: webcrypto, configurable: true });
});

describe('MSAL configuration', () => {
  it('talks OIDC to the local provider in dev, without offline_access', () => {
    const dev = getStageConfig('localhost');
    const msal = createMsalInstance(dev).getConfiguration();
    expect(msal.auth).toMatchObject({
      clientId: dev.identityClientId,
      authority: dev.signInAuthority,
      knownAuthorities: ['localhost:1870'],
      redirectUri: 'https://localhost:1847',
      postLogoutRedirectUri: 'https://localhost:1847',
    });
    expect(msal.auth.OIDCOptions.defaultScopes).toEqual(['openid', 'profile']);
    expect(msal.system.protocolMode).toBe('OIDC');
    expect(msal.system.iframeBridgeTimeout).toBe(10000);
    expect(msal.cache.cacheLocation).toBe('sessionStorage');
  });

  it('keeps MSAL defaults for B2C and leaves OIDC options out', () => {
    const prd: StageConfig = { ...DEV_STAGE_CONFIG, stage: 'prd', protocolMode: 'AAD', appUrl: 'https://portal.ottilia.example' };
    const config = buildMsalConfig(prd);
    expect(config.auth.OIDCOptions).toBeUndefined();
    expect(config.system?.protocolMode).toBe('AAD');
    expect(config.auth.redirectUri).toBe('https://portal.ottilia.example');
  });

  it('sends iframe and popup answers to the bridge page of the app origin', () => {
    expect(redirectBridgeUri(getStageConfig('localhost'))).toBe('https://localhost:1847/redirect.html');
  });
});
