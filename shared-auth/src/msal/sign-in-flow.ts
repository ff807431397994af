/**
 * Start-up sign-in (spec section 4): finish a returning redirect, follow an invitation link to the
 * reset flow, else try silently, and when the identity service needs the user, leave for a
 * full-page sign-in. Resolves with the signed-in
 * account, or with null when the page is navigating away to sign in.
 */
import type { AccountInfo, AuthenticationResult, RedirectRequest } from '@azure/msal-browser';
import type { StageConfig } from '../stage/stage-config.js';
import { writeAccessToken } from './access-token-store.js';
import { isInteractionRequired } from './auth-errors.js';
import { accessTokenRequest, invitationRequest, loginRequest, passwordResetRequest, ssoSilentRequest } from './auth-requests.js';
import { AuthStatus } from './auth-status.js';
import type { MsalClient } from './msal-client.js';
import { rememberSignInStart, takeReturnPage } from './return-page.js';

export async function signIn(msal: MsalClient, config: StageConfig, onStatus: (status: AuthStatus) => void): Promise<AccountInfo | null> {
  onStatus(AuthStatus.Startup);
  await msal.initialize();
  onStatus(AuthStatus.HandleRedirect);
  // (the answer is read on the page the sign-in started from: see returnToSignInStart)
  const returning = await msal.handleRedirectPromise();
  onStatus(AuthStatus.None);
  if (returning?.account) return signedIn(msal, returning, onStatus);

  // an invitation link is for the invitee, whoever else was signed in on this browser
  const invitation = invitationRequest(config);
  if (invitation) {
    await leaveForSignIn(msal, invitation, onStatus);
    return null;
  }

  const known = msal.getActiveAccount() ?? msal.getAllAccounts()[0];
  try {
    if (known) {
      onStatus(AuthStatus.AcquireToken);
      return signedIn(msal, await msal.acquireTokenSilent(accessTokenRequest(config, known)), onStatus);
    }
    onStatus(AuthStatus.SsoSilent);
    return signedIn(msal, await msal.ssoSilent(ssoSilentRequest(config)), onStatus);
  } catch (error) {
    if (!isInteractionRequired(error)) throw error;
    await leaveForSignIn(msal, loginRequest(config, takeReturnPage() ?? window.location.href), onStatus);
    return null;
  }
}

async function leaveForSignIn(msal: MsalClient, request: RedirectRequest, onStatus: (status: AuthStatus) => void): Promise<void> {
  onStatus(AuthStatus.Login);
  if (request.redirectStartPage) rememberSignInStart(request.redirectStartPage);
  await msal.loginRedirect(request);
}

/** Spec section 8: the forgotten-password code sends the user straight to the reset flow. */
export async function redirectToPasswordReset(
  msal: MsalClient,
  config: StageConfig,
  onStatus: (status: AuthStatus) => void,
): Promise<void> {
  await leaveForSignIn(msal, passwordResetRequest(config), onStatus);
}

function signedIn(msal: MsalClient, result: AuthenticationResult, onStatus: (status: AuthStatus) => void): AccountInfo {
  msal.setActiveAccount(result.account);
  if (result.accessToken) writeAccessToken(result.accessToken);
  onStatus(AuthStatus.None);
  return result.account;
}
