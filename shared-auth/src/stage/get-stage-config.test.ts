import { localOidc, localOrigins } from '../local-env';
import { ACCESS_CONTACT_EMAIL } from '../demo-accounts';
import { DEV_STAGE_CONFIG } from './stage-config';
import { getStageConfig, StageConfigError, stageConfigProblems, type StageConfigOverride } from './get-stage-config';

afterEach(() => {
  delete window.__OTTILIA_ENV__;
});

/** A complete deploy-time configuration, as a prd env-config.json carries it. */
const { stage: _stage, ...devFields } = DEV_STAGE_CONFIG;
const deployed: StageConfigOverride = {
  ...devFields,
  apiBaseUrl: 'https://api.ottilia.example',
  invitationAuthority: 'https://ottiliaportal.b2clogin.com/ottiliaportal.onmicrosoft.com/B2C_1A_INVITATION',
  appUrl: 'https://portal.ottilia.example',
  protocolMode: 'AAD',
};

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

  it('fills every field of dev', () => {
    const { analyticsContainerId: _optional, ...required } = getStageConfig('localhost');
    for (const [field, value] of Object.entries(required)) {
      expect([field, Array.isArray(value) ? value.length > 0 : Boolean(value)]).toEqual([field, true]);
    }
  });

  it('merges the deploy-time override over the values of dev', () => {
    window.__OTTILIA_ENV__ = { apiBaseUrl: 'https://api.local.test', appUrl: undefined };
    const config = getStageConfig('localhost');
    expect(config.apiBaseUrl).toBe('https://api.local.test');
    expect(config.appUrl).toBe(localOrigins.app);
  });

  it('takes stg and prd entirely from the deploy-time configuration, stage from the host name', () => {
    window.__OTTILIA_ENV__ = { ...deployed, analyticsContainerId: 'GTM-PRD' };
    const config = getStageConfig('portal.ottilia.example');
    expect(config).toMatchObject({
      stage: 'prd',
      apiBaseUrl: 'https://api.ottilia.example',
      protocolMode: 'AAD',
      analyticsContainerId: 'GTM-PRD',
    });
    expect(getStageConfig('stg.portal.ottilia.example').stage).toBe('stg');
  });

  it('refuses a stg or prd page without its configuration, naming every missing field', () => {
    const read = () => getStageConfig('portal.ottilia.example');
    expect(read).toThrow(StageConfigError);
    expect(read).toThrow(/The prd configuration is incomplete.*identityClientId: missing; signInAuthority: missing/);
    window.__OTTILIA_ENV__ = { ...deployed, apiBaseUrl: undefined };
    expect(read).toThrow('The prd configuration is incomplete (env-config.json "stageConfig"): apiBaseUrl: missing');
  });

  it('reads the host name of the page by default', () => {
    expect(getStageConfig().stage).toBe('dev');
  });

  it('takes only stage config fields from the override, never the stage', () => {
    window.__OTTILIA_ENV__ = { ...deployed, stage: 'dev', remotes: { users: 'https://x' } } as never;
    const config = getStageConfig('portal.ottilia.example');
    expect(config.stage).toBe('prd');
    expect(config).not.toHaveProperty('remotes');
  });
});

describe('stageConfigProblems', () => {
  it('accepts a complete configuration; the analytics container is optional', () => {
    expect(stageConfigProblems('prd', deployed)).toEqual([]);
    expect(stageConfigProblems('dev', undefined)).toEqual([]);
  });

  it('names wrongly typed values in every stage, dev included', () => {
    const wrong = {
      apiBaseUrl: 'api.ottilia.example',
      apiScopes: [],
      protocolMode: 'SAML',
      contactEmail: 'nobody',
      imageUploadPreset: ' ',
      pluginDocsUrl: 'javascript:alert(1)',
    } as never;
    expect(stageConfigProblems('dev', wrong)).toEqual([
      'protocolMode: invalid ("SAML")',
      'apiScopes: invalid ([])',
      'apiBaseUrl: invalid ("api.ottilia.example")',
      'imageUploadPreset: invalid (" ")',
      'contactEmail: invalid ("nobody")',
      'pluginDocsUrl: invalid ("javascript:alert(1)")',
    ]);
  });
});
