/**
 * Everything that runs MSAL's code, in one chunk that AuthGate loads when it needs MSAL
 * (msal-takeover.ts): nothing else in shared-auth's first load may import MSAL's values.
 */
import { BrowserAuthError, BrowserAuthErrorCodes } from '@azure/msal-browser';
import type { StageConfig } from '../stage/stage-config.js';
import { writeAccessToken } from './access-token-store.js';
import { accessTokenRequest } from './auth-requests.js';
import type { MsalClient } from './msal-client.js';

export { createMsalInstance } from './create-msal-instance.js';
export { redirectToPasswordReset, signIn } from './sign-in-flow.js';

/** An API token for the active account (forceRefresh: from the identity service, bypassing every cache). */
export async function acquireAccessToken(msal: MsalClient, config: StageConfig, forceRefresh: boolean): Promise<string> {
  const account = msal.getActiveAccount();
  if (!account) throw new BrowserAuthError(BrowserAuthErrorCodes.noAccountError, '');
  const { accessToken } = await msal.acquireTokenSilent(accessTokenRequest(config, account, forceRefresh));
  writeAccessToken(accessToken);
  return accessToken;
}
