/**
 * Environment configuration per stage (spec section 3). Values for stg/prd are the defaults a
 * build carries; a deployment can override any field at runtime (see get-stage-config.ts).
 */
import type { ProtocolMode } from '@azure/msal-browser';
import { ACCESS_CONTACT_EMAIL } from '../demo-accounts.js';
import { DEV_CONTENT_API_KEY, localOidc, localOrigins, localPreviewHostTemplate } from '../local-env.js';
import type { Stage } from './resolve-stage.js';

export interface StageConfig {
  stage: Stage;
  /** Client (application) id registered with the identity service. */
  identityClientId: string;
  /** Authority of the sign-up/sign-in user flow. */
  signInAuthority: string;
  /** Authority of the password-reset user flow. */
  passwordResetAuthority: string;
  /** Hosts (host[:port]) MSAL may trust without instance discovery. */
  knownAuthorities: string[];
  /** 'OIDC' against the local provider; 'AAD' (MSAL's default) against B2C. */
  protocolMode: ProtocolMode;
  /** Scopes on the API resource requested at sign-in and for API tokens (read, update, create). */
  apiScopes: string[];
  apiBaseUrl: string;
  translationProject: string;
  /** Origin of the portal; sign-in redirect and post-logout target. */
  appUrl: string;
  /**
   * Origins of the stage's preview hosts (spec section 4), `{id}` standing for the preview id in
   * the first host label (see @ottilia/shared-contracts/preview-hosts). The main app hands a
   * token only to an origin of this template.
   */
  previewHostTemplate: string;
  /** The image service's upload API; an unsigned upload goes to {imageUploadApi}/{cloud name}/image/upload. */
  imageUploadApi: string;
  imageUploadCloudName: string;
  imageUploadPreset: string;
  cookiePolicyUrl: string;
  cookiePolicyKey: string;
  /** Analytics (tag manager) container; absent in dev. */
  analyticsContainerId?: string;
  /** Address shown on the unregistered-user screen. */
  contactEmail: string;
  /**
   * The content service (spec section 7: news by handle, policy-group languages): its base URL
   * and the api key its calls send. Dev is the API's own /content part; stg/prd name the hosted one.
   */
  contentServiceUrl: string;
  contentServiceKey: string;
  /** Where /plugin-docs and the Plugin docs entry lead (the external plugin documentation). */
  pluginDocsUrl: string;
}

/** B2C user flows on one tenant; `host` is the b2clogin host, `tenant` its directory name. */
export function b2cIdentity(host: string, tenant: string) {
  const base = `https://${host}/${tenant}`;
  return {
    signInAuthority: `${base}/B2C_1_susi`,
    passwordResetAuthority: `${base}/B2C_1_reset`,
    knownAuthorities: [host],
    protocolMode: 'AAD' as ProtocolMode,
    apiScopes: localOidc.apiScopes.map((scope) => `https://${tenant}/ottilia-api/${scope}`),
  };
}

export const STAGE_CONFIGS: Record<Stage, StageConfig> = {
  dev: {
    stage: 'dev',
    identityClientId: localOidc.clientId,
    signInAuthority: localOidc.signInAuthority,
    passwordResetAuthority: localOidc.passwordResetAuthority,
    knownAuthorities: [new URL(localOrigins.identity).host],
    protocolMode: 'OIDC',
    apiScopes: [...localOidc.apiScopes],
    apiBaseUrl: localOrigins.api,
    translationProject: 'ottilia-portal-dev',
    appUrl: localOrigins.app,
    previewHostTemplate: localPreviewHostTemplate,
    // the local API is the image service (same request as the hosted one)
    imageUploadApi: `${localOrigins.api}/image-service/v1_1`,
    imageUploadCloudName: 'ottilia-dev',
    imageUploadPreset: 'ottilia-dev-unsigned',
    // the local API is the cookie-policy service (GET /consent/{projectId}/consent.js)
    cookiePolicyUrl: `${localOrigins.api}/consent`,
    cookiePolicyKey: 'dev-cookie-policy-key',
    contactEmail: ACCESS_CONTACT_EMAIL,
    contentServiceUrl: `${localOrigins.api}/content`,
    contentServiceKey: DEV_CONTENT_API_KEY,
    pluginDocsUrl: 'https://docs.stg.ottilia.example/plugins',
  },
  stg: {
    stage: 'stg',
    identityClientId: '3c1f7a52-6d0e-4f8b-9a51-5e2b7c0d1a01',
    ...b2cIdentity('ottiliaportalstg.b2clogin.com', 'ottiliaportalstg.onmicrosoft.com'),
    apiBaseUrl: 'https://api.stg.ottilia.example',
    translationProject: 'ottilia-portal-stg',
    appUrl: 'https://stg.portal.ottilia.example',
    previewHostTemplate: 'https://pr-{id}.preview.stg.portal.ottilia.example',
    imageUploadApi: 'https://api.cloudinary.com/v1_1',
    imageUploadCloudName: 'ottilia-stg',
    imageUploadPreset: 'ottilia-stg-unsigned',
    cookiePolicyUrl: 'https://cookie-policy.stg.ottilia.example/api/v1',
    cookiePolicyKey: 'stg-cookie-policy-key',
    analyticsContainerId: 'GTM-OTTSTG1',
    contactEmail: ACCESS_CONTACT_EMAIL,
    contentServiceUrl: 'https://content.stg.ottilia.example/api/v1',
    contentServiceKey: 'stg-content-service-key',
    pluginDocsUrl: 'https://docs.stg.ottilia.example/plugins',
  },
  prd: {
    stage: 'prd',
    identityClientId: '9b4e2d17-0a6c-4e3f-8b72-1d5a9c3e7f02',
    ...b2cIdentity('ottiliaportal.b2clogin.com', 'ottiliaportal.onmicrosoft.com'),
    apiBaseUrl: 'https://api.ottilia.example',
    translationProject: 'ottilia-portal',
    appUrl: 'https://portal.ottilia.example',
    previewHostTemplate: 'https://pr-{id}.preview.portal.ottilia.example',
    imageUploadApi: 'https://api.cloudinary.com/v1_1',
    imageUploadCloudName: 'ottilia',
    imageUploadPreset: 'ottilia-unsigned',
    cookiePolicyUrl: 'https://cookie-policy.ottilia.example/api/v1',
    cookiePolicyKey: 'prd-cookie-policy-key',
    analyticsContainerId: 'GTM-OTTPRD1',
    contactEmail: ACCESS_CONTACT_EMAIL,
    contentServiceUrl: 'https://content.ottilia.example/api/v1',
    contentServiceKey: 'prd-content-service-key',
    pluginDocsUrl: 'https://docs.ottilia.example/plugins',
  },
};
