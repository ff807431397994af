/** The MSAL requests the portal makes, in one place so every call asks for the same scopes. */
import type { AccountInfo, EndSessionRequest, RedirectRequest, SilentRequest, SsoSilentRequest } from '@azure/msal-browser';
import type { StageConfig } from '../stage/stage-config.js';
import { appOrigin, redirectBridgeUri } from './app-addresses.js';

/** Spec section 9: refresh tokens count as expired 300 s before their end. */
export const REFRESH_TOKEN_EXPIRY_OFFSET_SECONDS = 300;

/** Full-page sign-in that brings the user back to `returnTo` (the current page by default). */
export function loginRequest(config: StageConfig, returnTo: string = window.location.href): RedirectRequest {
  return { scopes: config.apiScopes, redirectStartPage: returnTo };
}

/** B2C's password-reset user flow is its own authority. */
export function passwordResetRequest(config: StageConfig, returnTo: string = window.location.href): RedirectRequest {
  return { ...loginRequest(config, returnTo), authority: config.passwordResetAuthority };
}

/** Query parameter of an invitation link (the API's invitation e-mail): a one-time token. */
export const INVITATION_PARAM = 'invitation';

/**
 * An invitation link opens the invitation flow with its token, where the invitee chooses a first
 * password and is signed in; afterwards they land on the page without the token. B2C: the
 * invitation policy, the token as `id_token_hint`; the local provider: its reset flow, as `invitation`.
 */
export function invitationRequest(config: StageConfig, pageUrl: string = window.location.href): RedirectRequest | null {
  const url = new URL(pageUrl);
  const token = url.searchParams.get(INVITATION_PARAM);
  if (!token) return null;
  url.searchParams.delete(INVITATION_PARAM);
  if (config.invitationAuthority) {
    return { ...loginRequest(config, url.href), authority: config.invitationAuthority, extraQueryParameters: { id_token_hint: token } };
  }
  return { ...passwordResetRequest(config, url.href), extraQueryParameters: { [INVITATION_PARAM]: token } };
}

/** Silent sign-in from the identity service's session cookie, in a hidden iframe. */
export function ssoSilentRequest(config: StageConfig): SsoSilentRequest {
  return { scopes: config.apiScopes, redirectUri: redirectBridgeUri(config) };
}

/** API token for a signed-in account; falls back to the iframe (bridge) if the refresh token expired. */
export function accessTokenRequest(config: StageConfig, account: AccountInfo, forceRefresh = false): SilentRequest {
  return {
    scopes: config.apiScopes,
    account,
    forceRefresh,
    redirectUri: redirectBridgeUri(config),
    refreshTokenExpirationOffsetSeconds: REFRESH_TOKEN_EXPIRY_OFFSET_SECONDS,
  };
}

/**
 * The user flow (authority) that signed the account in: after a password reset it is the reset
 * flow, whose id token the sign-in flow's end-session endpoint refuses as a hint. Matched on the
 * issuer (local provider: one issuer per flow) or on B2C's policy claim (`tfp`/`acr`).
 */
export function issuingAuthority(config: StageConfig, account: AccountInfo | null): string {
  const claims = account?.idTokenClaims ?? {};
  const issuer = typeof claims.iss === 'string' ? claims.iss.replace(/\/$/, '') : '';
  const policy = String(claims.tfp ?? claims.acr ?? '').toLowerCase();
  const issuedBy = (authority: string | undefined) => {
    const flow = authority?.replace(/\/$/, '');
    return !!flow && (issuer === flow || (policy !== '' && flow.toLowerCase().endsWith(`/${policy}`)));
  };
  if (issuedBy(config.passwordResetAuthority)) return config.passwordResetAuthority;
  if (issuedBy(config.invitationAuthority)) return config.invitationAuthority!;
  return config.signInAuthority;
}

/** Logout at the provider; v5 passes the id token as hint so no account picker shows. */
export function logoutRequest(config: StageConfig, account: AccountInfo | null): EndSessionRequest {
  return {
    account,
    authority: issuingAuthority(config, account),
    ...(account?.idToken ? { idTokenHint: account.idToken } : {}),
    postLogoutRedirectUri: appOrigin(config),
  };
}
