/**
 * API tokens for the signed-in account: the session-storage copy when there is one, otherwise a
 * silent acquisition through MSAL (which is also how a rejected token is renewed).
 */
import { BrowserAuthError, BrowserAuthErrorCodes } from '@azure/msal-browser';
import type { StageConfig } from '../stage/stage-config.js';
import { readAccessToken, writeAccessToken } from './access-token-store.js';
import { accessTokenRequest } from './auth-requests.js';
import type { MsalClient } from './msal-client.js';

export interface TokenSource {
  getToken(): Promise<string>;
  /** Asks the identity service for a fresh token, bypassing every cache. */
  renewToken(): Promise<string>;
}

export function createTokenSource(msal: MsalClient, config: StageConfig): TokenSource {
  async function acquire(forceRefresh: boolean): Promise<string> {
    const account = msal.getActiveAccount();
    if (!account) throw new BrowserAuthError(BrowserAuthErrorCodes.noAccountError, '');
    const { accessToken } = await msal.acquireTokenSilent(accessTokenRequest(config, account, forceRefresh));
    writeAccessToken(accessToken);
    return accessToken;
  }
  return {
    getToken: async () => readAccessToken() ?? acquire(false),
    renewToken: () => acquire(true),
  };
}
