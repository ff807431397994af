/**
 * Types the ports, origins and identifiers of the local composition. The values are plain data in
 * local-env.json so that TypeScript, webpack and the Node scripts all read the one file.
 */
import localEnv from './local-env.json' with { type: 'json' };

export const localPorts: Readonly<typeof localEnv.ports> = localEnv.ports;

export const localOrigins: Readonly<typeof localEnv.origins> = localEnv.origins;

/** OpenID Connect settings shared by the dev identity provider, the API and the SPA. */
export const localOidc: {
  /** Like B2C, each user flow (policy) is its own authority; both issue tokens the API accepts. */
  readonly signInAuthority: string;
  readonly passwordResetAuthority: string;
  /** Public single-page client (PKCE S256, refresh tokens). */
  readonly clientId: string;
  /** Audience (resource indicator) of the access tokens the API accepts. */
  readonly apiAudience: string;
  /** Scopes on the API resource, spec section 6/9. */
  readonly apiScopes: readonly string[];
  /** B2C error codes reproduced by the dev provider, spec section 8. */
  readonly forgotPasswordCode: string;
  readonly unregisteredUserCode: string;
} = localEnv.oidc;

/** Folder (under the repo root) for local state: certificates, embedded database, logs. */
export const localStateDir: string = localEnv.stateDir;

/** The dev stage's api key of the content service (the API's /content part, spec section 7). */
export const DEV_CONTENT_API_KEY: string = localEnv.contentApiKey;

/**
 * Origins of the local preview hosts (spec section 4): the host's own build served on
 * `pr-<id>.preview.localhost` (same server and port), see preview-hosts.ts.
 */
export const localPreviewHostTemplate: string = localEnv.previewHostTemplate;

/** The dev stage's api key of the translations service (the API's /translations part, spec section 7). */
export const DEV_TRANSLATIONS_API_KEY: string = localEnv.translationsApiKey;

/** The dev stage's translation project: the one the local translations service is seeded with. */
export const DEV_TRANSLATION_PROJECT: string = localEnv.translationProject;
