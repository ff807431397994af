/**
 * API tokens for the signed-in account: the session-storage copy when there is one, otherwise a
 * silent acquisition through MSAL (which is also how a rejected token is renewed). When the
 * environment supplies the token (a preview host, supplied-session.ts) only its copy counts:
 * without one, or to renew one, there is nothing to fetch, and the API client expires the session.
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

export function createTokenSource(msal: MsalClient, config: StageConfig, supplied = false): TokenSource {
  if (supplied) {
    const none = () => Promise.reject(new Error('The environment supplies the API token; it cannot be renewed here.'));
    return { getToken: async () => readAccessToken() ?? none(), renewToken: none };
  }
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
