import type { AccountInfo } from '@azure/msal-browser';
import { createContext, useContext } from 'react';
import type { AuthStatus } from './auth-status.js';

export interface AuthValue {
  /** The signed-in account (always set below AuthGate). */
  account: AccountInfo;
  status: AuthStatus;
  /** Logout through a redirect to the identity service (with the id token as hint). */
  signOut(): Promise<void>;
  /**
   * The session expired (spec section 4): tells the listeners (which keep drafts), shows the
   * 'user session expired' notice, remembers the page and logs out through a redirect.
   */
  expireSession(): void;
  /** Called once, before the logout redirect of an expired session; returns the unsubscribe. */
  onSessionExpiring(listener: () => void): () => void;
  /** API access token: session-storage copy, else acquired silently. */
  getAccessToken(): Promise<string>;
  /** Fresh API access token from the identity service (after a 401). */
  renewAccessToken(): Promise<string>;
}

export const AuthContext = createContext<AuthValue | null>(null);

export function useAuth(): AuthValue {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used below <AuthGate>');
  return auth;
}
