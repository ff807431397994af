/**
 * Renders its children only for a signed-in user (spec section 4). Meanwhile it shows a
 * full-screen loading element; a tab that holds a fresh API token renders them at once and loads
 * MSAL only when it is needed (msal-takeover.ts). On a final sign-in error it shows the sign-in error screen
 * and reports the error, except for B2C's forgotten-password answer, which goes straight to the
 * password-reset flow.
 */
import type { AccountInfo } from '@azure/msal-browser';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { SESSION_EXPIRED_MESSAGE } from '../api/api-error.js';
import { getStageConfig } from '../stage/get-stage-config.js';
import type { StageConfig } from '../stage/stage-config.js';
import { clearAccessToken, readAccessToken } from './access-token-store.js';
import { AuthContext, type AuthValue } from './auth-context.js';
import { logoutRequest } from './auth-requests.js';
import { AuthStatus } from './auth-status.js';
import { heldAccount } from './held-session.js';
import { reportError } from './monitoring.js';
import type { MsalClient } from './msal-client.js';
import { createMsalTakeover, startAtTokenEnd } from './msal-takeover.js';
import { rememberReturnPage } from './return-page.js';
import type { SuppliedSession } from './supplied-session.js';
import { createTokenSource } from './token-source.js';

// the error screen is for a failed sign-in only: it loads then, not with every first page
const AuthErrorScreen = lazy(() => import('./auth-error-screen.js').then((module) => ({ default: module.AuthErrorScreen })));

export interface AuthGateProps {
  /** A given MSAL client (tests); by default the stage's, built when MSAL's code has loaded. */
  instance?: MsalClient;
  /** Defaults to getStageConfig(). */
  config?: StageConfig;
  /** Full-screen loading element (e.g. shared-ui's LoadingOverlay); a plain one by default. */
  loading?: (status: AuthStatus) => ReactNode;
  /** The 'user session expired' notice shown over the app until the logout redirect; a plain one by default. */
  sessionExpired?: (signInAgain: () => void) => ReactNode;
  /** How long the expired-session notice shows before the logout redirect. */
  sessionExpiredNoticeMs?: number;
  /**
   * A session supplied by the environment (a preview host): no MSAL sign-in, its token only, and
   * an expired session is resupplied the environment's way (supplied-session.ts).
   */
  supplied?: SuppliedSession;
  children: ReactNode;
}

/** Long enough to read the notice; its button leaves at once. */
export const SESSION_EXPIRED_NOTICE_MS = 4000;

export function AuthGate({
  instance,
  config: givenConfig,
  loading = defaultLoading,
  sessionExpired = defaultSessionExpired,
  sessionExpiredNoticeMs = SESSION_EXPIRED_NOTICE_MS,
  supplied,
  children,
}: AuthGateProps) {
  const config = useMemo(() => givenConfig ?? getStageConfig(), [givenConfig]);
  // the account of a tab that holds a fresh token: the app shows before MSAL has loaded
  const [held] = useState(() => (supplied ? null : heldAccount(config)));
  const [status, setStatus] = useState<AuthStatus>(supplied || held ? AuthStatus.None : AuthStatus.Startup);
  const [account, setAccount] = useState<AccountInfo | null>(supplied?.account ?? held);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const [expired, setExpired] = useState(false);
  const [expiry] = useState(createExpiry);
  // MSAL's start-up steps are shown only while the app waits for them; whatever starts it (this
  // gate, or a token request that needs it) ends here with MSAL's account or a sign-in error
  const [msal] = useState(() =>
    createMsalTakeover({
      instance,
      config,
      onStatus: held ? () => {} : setStatus,
      onStart: (running) =>
        running.then(
          (signedIn) => setAccount(signedIn.account),
          (cause: unknown) => {
            reportError(cause, 'sign-in');
            setFailure({ error: cause });
          },
        ),
    }),
  );

  useEffect(() => {
    if (supplied) return undefined;
    const start = () => void msal.start();
    const token = held && readAccessToken();
    if (!token) {
      start();
      return undefined;
    }
    // otherwise MSAL waits for a need: a 401 or sign-out ask for it (token-source.ts), or the token's end
    return startAtTokenEnd(token, start);
  }, [msal, held, supplied]);

  const signOut = useCallback(async () => {
    setStatus(AuthStatus.Logout);
    clearAccessToken();
    if (supplied) return supplied.signOut();
    const { client } = await msal.start();
    // a start-up sign-in that ended meanwhile stored a token again
    clearAccessToken();
    // the active account carries the newest id token (the hint the provider checks)
    return client.logoutRedirect(logoutRequest(config, client.getActiveAccount() ?? account));
  }, [msal, config, account, supplied]);
  // after an expired session: sign in again (MSAL's logout and sign-in), or get a supplied token anew
  const leaveExpired = useCallback(() => {
    if (!supplied) {
      void signOut();
      return;
    }
    clearAccessToken();
    supplied.resupply();
  }, [supplied, signOut]);

  const expireSession = useCallback(() => {
    if (!expiry.start()) return;
    rememberReturnPage(window.location.href);
    setExpired(true);
  }, [expiry]);
  const onSessionExpiring = expiry.listen;

  useEffect(() => {
    if (!expired) return undefined;
    const timer = setTimeout(leaveExpired, sessionExpiredNoticeMs);
    return () => clearTimeout(timer);
  }, [expired, leaveExpired, sessionExpiredNoticeMs]);

  const tokens = useMemo(() => createTokenSource(msal, config, Boolean(supplied)), [msal, config, supplied]);
  const auth = useMemo<AuthValue | null>(() => {
    if (!account) return null;
    return {
      account,
      status,
      signOut,
      expireSession,
      onSessionExpiring,
      getAccessToken: tokens.getToken,
      renewAccessToken: tokens.renewToken,
    };
  }, [tokens, account, status, signOut, expireSession, onSessionExpiring]);

  if (failure) {
    return (
      <Suspense fallback={null}>
        <AuthErrorScreen error={failure.error} contactEmail={config.contactEmail} appUrl={config.appUrl} />
      </Suspense>
    );
  }
  if (!auth) return <>{loading(status)}</>;
  return (
    <AuthContext.Provider value={auth}>
      {children}
      {expired && sessionExpired(leaveExpired)}
    </AuthContext.Provider>
  );
}

function defaultSessionExpired(signInAgain: () => void) {
  return (
    <FullScreen role="alertdialog" aria-label={SESSION_EXPIRED_MESSAGE}>
      <p>{SESSION_EXPIRED_MESSAGE}</p>
      <button type="button" onClick={signInAgain}>
        Sign in again
      </button>
    </FullScreen>
  );
}

/** Who to tell before the logout of an expired session; start() tells them once and says whether it did. */
function createExpiry() {
  const listeners = new Set<() => void>();
  let started = false;
  return {
    start(): boolean {
      if (started) return false;
      started = true;
      for (const listener of listeners) listener();
      return true;
    },
    listen(listener: () => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

function defaultLoading() {
  return <FullScreen role="status">Loading</FullScreen>;
}

const FullScreen = styled.div`
  position: fixed;
  inset: 0;
  z-index: 9999;
  display: flex;
  align-items: center;
  justify-content: center;
  background: #fff;
`;
