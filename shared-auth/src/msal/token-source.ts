/**
 * API tokens for the signed-in account: the session-storage copy when there is one, otherwise a
 * silent acquisition through MSAL (which is also how a rejected token is renewed). Before MSAL
 * has taken over (msal-takeover.ts) the copy is sent only while fresh; otherwise the token waits
 * for MSAL's start-up sign-in, which stores a fresh one. When the environment supplies the token
 * (a preview host, supplied-session.ts) only its copy counts: without one, or to renew one, there
 * is nothing to fetch, and the API client expires the session.
 */
import type { StageConfig } from '../stage/stage-config.js';
import { readAccessToken } from './access-token-store.js';
import { isFresh } from './held-session.js';
import type { MsalTakeover } from './msal-takeover.js';

export interface TokenSource {
  getToken(): Promise<string>;
  /** Asks the identity service for a fresh token, bypassing every cache. */
  renewToken(): Promise<string>;
}

export function createTokenSource(msal: MsalTakeover, config: StageConfig, supplied = false): TokenSource {
  if (supplied) {
    const none = () => Promise.reject(new Error('The environment supplies the API token; it cannot be renewed here.'));
    return { getToken: async () => readAccessToken() ?? none(), renewToken: none };
  }
  async function acquire(forceRefresh: boolean): Promise<string> {
    const { client, runtime } = await msal.start();
    return runtime.acquireAccessToken(client, config, forceRefresh);
  }
  return {
    async getToken() {
      const held = readAccessToken();
      if (held && (msal.signedIn || isFresh(held))) return held;
      if (!msal.signedIn) await msal.start();
      return readAccessToken() ?? acquire(false);
    },
    renewToken: () => acquire(true),
  };
}
