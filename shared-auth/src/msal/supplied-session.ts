import type { AccountInfo } from '@azure/msal-browser';

/**
 * A session the environment supplies instead of MSAL's sign-in (spec section 4: a preview host
 * gets its API token from the main app, as its own origin cannot sign in). The token is the usual
 * session-storage copy (access-token-store.ts); the environment put it there. Nothing is fetched
 * silently for it: a missing or rejected token expires the session as usual (drafts kept, the
 * 'user session expired' notice), and then `resupply` gets a new one the environment's way.
 */
export interface SuppliedSession {
  /** Who the token was issued to (from its claims). */
  account: AccountInfo;
  /** Leaves to get a new token (a preview: the round trip through the main app); the page goes away. */
  resupply(): void;
  /** Ends the supplied session (a preview: forgets the token and returns to the main app). */
  signOut(): Promise<void>;
}
