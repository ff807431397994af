/**
 * Environment configuration per stage (spec section 3). Only dev's values are built in (the local
 * services of `npm start`); stg and prd get theirs at deploy time from the host's runtime
 * env-config.json (`stageConfig`, see get-stage-config.ts), so a build carries no stage secrets
 * and one build serves every deployment.
 */
import type { ProtocolMode } from '@azure/msal-browser';
import { ACCESS_CONTACT_EMAIL } from '../demo-accounts.js';
import {
  DEV_CONTENT_API_KEY,
  DEV_TRANSLATION_PROJECT,
  DEV_TRANSLATIONS_API_KEY,
  localOidc,
  localOrigins,
  localPreviewHostTemplate,
} from '../local-env.js';
import type { Stage } from './resolve-stage.js';

export interface StageConfig {
  stage: Stage;
  /** Client (application) id registered with the identity service. */
  identityClientId: string;
  /** Authority of the sign-up/sign-in user flow. */
  signInAuthority: string;
  /** Authority of the password-reset user flow. */
  passwordResetAuthority: string;
  /**
   * B2C's invitation policy (docs/adr/0058-microsoft-graph-directory-adapter.md), which takes an
   * invitation link's token as `id_token_hint`; required outside dev. Absent (dev): the local
   * provider's password-reset flow takes the token as `invitation`.
   */
  invitationAuthority?: string;
  /** Hosts (host[:port]) MSAL may trust without instance discovery. */
  knownAuthorities: string[];
  /** 'OIDC' against the local provider; 'AAD' (MSAL's default) against B2C. */
  protocolMode: ProtocolMode;
  /** Scopes on the API resource requested at sign-in and for API tokens (read, update, create). */
  apiScopes: string[];
  apiBaseUrl: string;
  /** The translations service's project id (spec section 7: strings by project, version, language, namespace). */
  translationProject: string;
  /**
   * The translations service: its base URL and the api key its calls send. Dev is the API's own
   * /translations part; stg/prd name the hosted one.
   */
  translationServiceUrl: string;
  translationServiceKey: string;
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

/** The dev stage: the local identity provider, API and services of `npm start`. */
export const DEV_STAGE_CONFIG: StageConfig = {
  stage: 'dev',
  identityClientId: localOidc.clientId,
  signInAuthority: localOidc.signInAuthority,
  passwordResetAuthority: localOidc.passwordResetAuthority,
  knownAuthorities: [new URL(localOrigins.identity).host],
  protocolMode: 'OIDC',
  apiScopes: [...localOidc.apiScopes],
  apiBaseUrl: localOrigins.api,
  translationProject: DEV_TRANSLATION_PROJECT,
  translationServiceUrl: `${localOrigins.api}/translations`,
  translationServiceKey: DEV_TRANSLATIONS_API_KEY,
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
  // the API serves the plugin documentation in development (stg and prd name the hosted site)
  pluginDocsUrl: `${localOrigins.api}/dev/plugin-docs`,
};
