import { localOidc, localOrigins } from '../local-env';
import { ACCESS_CONTACT_EMAIL } from '../demo-accounts';
import { getStageConfig } from './get-stage-config';

afterEach(() => {
  delete window.__OTTILIA_ENV__;
});

describe('getStageConfig', () => {
  it('points dev at the local provider in OIDC mode and the local API', () => {
    const dev = getStageConfig('localhost');
    expect(dev).toMatchObject({
      stage: 'dev',
      identityClientId: localOidc.clientId,
      signInAuthority: localOidc.signInAuthority,
      passwordResetAuthority: localOidc.passwordResetAuthority,
      knownAuthorities: ['localhost:1870'],
      protocolMode: 'OIDC',
      apiBaseUrl: localOrigins.api,
      appUrl: 'https://localhost:1847',
      apiScopes: ['read', 'update', 'create'],
      contactEmail: ACCESS_CONTACT_EMAIL,
    });
    expect(dev.analyticsContainerId).toBeUndefined();
  });

  it('uses B2C user flows in the default protocol mode on stg and prd', () => {
    for (const host of ['stg.portal.ottilia.example', 'portal.ottilia.example']) {
      const config = getStageConfig(host);
      const b2cHost = config.knownAuthorities[0]!;
      expect(config.protocolMode).toBe('AAD');
      expect(config.signInAuthority).toMatch(new RegExp(`^https://${b2cHost}/.+/B2C_1_susi$`));
      expect(config.passwordResetAuthority).toMatch(new RegExp(`^https://${b2cHost}/.+/B2C_1_reset$`));
      expect(config.apiScopes.map((scope) => scope.split('/').pop())).toEqual(['read', 'update', 'create']);
      expect(config.analyticsContainerId).toMatch(/^GTM-/);
      expect(new URL(config.appUrl).hostname).toBe(host);
    }
  });

  it('fills every field of every stage', () => {
    for (const host of ['localhost', 'stg.portal.ottilia.example', 'portal.ottilia.example']) {
      const { analyticsContainerId: _optional, ...required } = getStageConfig(host);
      for (const [field, value] of Object.entries(required)) {
        expect([field, Array.isArray(value) ? value.length > 0 : Boolean(value)]).toEqual([field, true]);
      }
    }
  });

  it('merges the deploy-time override over the defaults of the stage', () => {
    window.__OTTILIA_ENV__ = {
      apiBaseUrl: 'https://api.preview.ottilia.example',
      analyticsContainerId: 'GTM-PREVIEW',
      appUrl: undefined,
    };
    const config = getStageConfig('portal.ottilia.example');
    expect(config.apiBaseUrl).toBe('https://api.preview.ottilia.example');
    expect(config.analyticsContainerId).toBe('GTM-PREVIEW');
    expect(config.appUrl).toBe('https://portal.ottilia.example');
    expect(config.stage).toBe('prd');
  });

  it('reads the host name of the page by default', () => {
    expect(getStageConfig().stage).toBe('dev');
  });

  it('takes only stage config fields from the override, never the stage', () => {
    window.__OTTILIA_ENV__ = { stage: 'dev', remotes: { users: 'https://x' } } as never;
    const config = getStageConfig('portal.ottilia.example');
    expect(config.stage).toBe('prd');
    expect(config).not.toHaveProperty('remotes');
  });
});
