/**
 * The one place that fixes ports, origins and identifiers of the local (dev/test) composition.
 * Scripts, the API, the identity provider, webpack configs and the dev stage config read it,
 * so a port is never repeated elsewhere.
 */
export const localPorts = {
  host: 1847,
  remoteProjects: 1851,
  remoteBackoffice: 1852,
  remoteUsers: 1853,
  remoteCookiesAgegate: 1854,
  api: 1860,
  identity: 1870,
} as const;

export const localOrigins = {
  app: `https://localhost:${localPorts.host}`,
  remoteProjects: `https://localhost:${localPorts.remoteProjects}`,
  remoteBackoffice: `https://localhost:${localPorts.remoteBackoffice}`,
  remoteUsers: `https://localhost:${localPorts.remoteUsers}`,
  remoteCookiesAgegate: `https://localhost:${localPorts.remoteCookiesAgegate}`,
  api: `http://localhost:${localPorts.api}`,
  identity: `https://localhost:${localPorts.identity}`,
} as const;

/** OpenID Connect settings shared by the dev identity provider, the API and the SPA. */
export const localOidc = {
  /** Like B2C, each user flow (policy) is its own authority; both issue tokens the API accepts. */
  signInAuthority: `${localOrigins.identity}/b2c_1_susi`,
  passwordResetAuthority: `${localOrigins.identity}/b2c_1_reset`,
  /** Public single-page client (PKCE S256, refresh tokens). */
  clientId: 'ottilia-portal-local',
  /** Audience (resource indicator) of the access tokens the API accepts. */
  apiAudience: 'https://api.ottilia.local',
  /** Scopes on the API resource, spec section 6/9. */
  apiScopes: ['read', 'update', 'create'] as const,
  /** B2C error codes reproduced by the dev provider, spec section 8. */
  forgotPasswordCode: 'AADB2C90118',
  unregisteredUserCode: 'AADB2C99002',
} as const;

/** Folder (under the repo root) for local state: certificates, embedded database, logs. */
export const localStateDir = '.local';
