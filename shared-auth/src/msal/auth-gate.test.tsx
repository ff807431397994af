import {
  InteractionRequiredAuthError,
  ServerError,
  type AccountInfo,
  type AuthenticationResult,
  type SilentRequest,
  type SsoSilentRequest,
} from '@azure/msal-browser';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useEffect } from 'react';
import { ApiProvider, useApiClient } from '../api/api-provider';
import { getStageConfig } from '../stage/get-stage-config';
import { ACCESS_TOKEN_STORAGE_KEY } from './access-token-store';
import { useAuth } from './auth-context';
import { AuthGate } from './auth-gate';
import { setMonitoringReporter } from './monitoring';
import type { MsalClient } from './msal-client';

const config = getStageConfig('localhost');

const ada: AccountInfo = {
  homeAccountId: 'ada-home',
  environment: 'localhost:1870',
  tenantId: 'local',
  username: 'ada.lindqvist@ottilia.example',
  localAccountId: '5f0c1a2e-0001-4a6b-9c1d-0000000000a1',
  name: 'Ada Lindqvist',
  idToken: 'id-token-of-ada',
};

const tokens = (account: AccountInfo, accessToken: string) => ({ account, accessToken }) as AuthenticationResult;
const never = () => new Promise<never>(() => {});

function fakeMsal(overrides: Partial<jest.Mocked<MsalClient>> = {}): jest.Mocked<MsalClient> {
  let active: AccountInfo | null = null;
  return {
    initialize: jest.fn(async () => {}),
    handleRedirectPromise: jest.fn(async () => null),
    getActiveAccount: jest.fn(() => active),
    getAllAccounts: jest.fn(() => []),
    setActiveAccount: jest.fn((account: AccountInfo | null) => {
      active = account;
    }),
    acquireTokenSilent: jest.fn(async (_request: SilentRequest) => tokens(ada, 'silent-token')),
    ssoSilent: jest.fn(async (_request: SsoSilentRequest) => tokens(ada, 'sso-token')),
    loginRedirect: jest.fn(never),
    logoutRedirect: jest.fn(never),
    ...overrides,
  };
}

function Profile() {
  const auth = useAuth();
  return (
    <div>
      <p>Signed in as {auth.account.name}</p>
      <p>status {auth.status}</p>
      <button onClick={() => void auth.signOut()}>Sign out</button>
    </div>
  );
}

const reporter = jest.fn();
beforeEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState({}, '', '/');
  reporter.mockReset();
  setMonitoringReporter(reporter);
});
afterAll(() => setMonitoringReporter());

function renderGate(msal: MsalClient) {
  return render(
    <AuthGate instance={msal} config={config} loading={(status) => <p role="status">Loading ({status})</p>}>
      <Profile />
    </AuthGate>,
  );
}

describe('AuthGate', () => {
  it('shows the loading element until the returning sign-in is handled, then the app', async () => {
    let finishRedirect: (result: AuthenticationResult) => void = () => {};
    const msal = fakeMsal({
      handleRedirectPromise: jest.fn(() => new Promise<AuthenticationResult | null>((resolve) => (finishRedirect = resolve))),
    });
    renderGate(msal);
    expect(screen.getByRole('status')).toHaveTextContent('Loading (startup)');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Loading (handleRedirect)'));

    await act(async () => finishRedirect(tokens(ada, 'redirect-token')));

    expect(await screen.findByText('Signed in as Ada Lindqvist')).toBeInTheDocument();
    expect(screen.getByText('status none')).toBeInTheDocument();
    expect(window.sessionStorage.getItem(ACCESS_TOKEN_STORAGE_KEY)).toBe('redirect-token');
    expect(msal.setActiveAccount).toHaveBeenCalledWith(ada);
    expect(msal.ssoSilent).not.toHaveBeenCalled();
  });

  it('renews silently for a known account', async () => {
    const msal = fakeMsal({ getAllAccounts: jest.fn(() => [ada]) });
    renderGate(msal);
    expect(await screen.findByText('Signed in as Ada Lindqvist')).toBeInTheDocument();
    expect(msal.acquireTokenSilent).toHaveBeenCalledWith(
      expect.objectContaining({
        account: ada,
        scopes: config.apiScopes,
        redirectUri: 'https://localhost:1847/redirect.html',
        refreshTokenExpirationOffsetSeconds: 300,
      }),
    );
    expect(window.sessionStorage.getItem(ACCESS_TOKEN_STORAGE_KEY)).toBe('silent-token');
  });

  it('tries a silent sign-in through the bridge page when no account is known', async () => {
    const msal = fakeMsal();
    renderGate(msal);
    expect(await screen.findByText('Signed in as Ada Lindqvist')).toBeInTheDocument();
    expect(msal.ssoSilent).toHaveBeenCalledWith({ scopes: config.apiScopes, redirectUri: 'https://localhost:1847/redirect.html' });
    expect(msal.loginRedirect).not.toHaveBeenCalled();
  });

  it('signs in once under StrictMode', async () => {
    const msal = fakeMsal();
    render(
      <StrictMode>
        <AuthGate instance={msal} config={config}>
          <Profile />
        </AuthGate>
      </StrictMode>,
    );
    expect(await screen.findByText('Signed in as Ada Lindqvist')).toBeInTheDocument();
    expect(msal.initialize).toHaveBeenCalledTimes(1);
    expect(msal.ssoSilent).toHaveBeenCalledTimes(1);
  });

  it('leaves for a full-page sign-in when interaction is required, remembering the page', async () => {
    window.history.replaceState({}, '', '/projects?page=2');
    const msal = fakeMsal({
      ssoSilent: jest.fn(async (_request: SsoSilentRequest) => {
        throw new InteractionRequiredAuthError('login_required', '', 'no session');
      }),
    });
    renderGate(msal);
    await waitFor(() => expect(msal.loginRedirect).toHaveBeenCalledTimes(1));
    expect(msal.loginRedirect).toHaveBeenCalledWith({
      scopes: config.apiScopes,
      redirectStartPage: 'http://localhost/projects?page=2',
    });
    // for the start-up that reads the answer (returnToSignInStart)
    expect(window.sessionStorage.getItem('ottilia.signInStart')).toBe('http://localhost/projects?page=2');
    expect(screen.getByRole('status')).toHaveTextContent('Loading (login)');
    expect(reporter).not.toHaveBeenCalled();
  });

  it('sends a forgotten password straight to the password-reset flow', async () => {
    const msal = fakeMsal({
      handleRedirectPromise: jest.fn(async () => {
        throw new ServerError('access_denied', '', 'AADB2C90118: The user has forgotten their password.');
      }),
    });
    renderGate(msal);
    await waitFor(() => expect(msal.loginRedirect).toHaveBeenCalledTimes(1));
    expect(msal.loginRedirect).toHaveBeenCalledWith(
      expect.objectContaining({ authority: config.passwordResetAuthority, scopes: config.apiScopes }),
    );
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(reporter).not.toHaveBeenCalled();
  });

  it('follows an invitation link to the reset flow with its token, even past a known account, and lands without it', async () => {
    window.history.replaceState({}, '', '/?invitation=one-time-token&tab=2');
    const msal = fakeMsal({ getAllAccounts: jest.fn(() => [ada]) });
    renderGate(msal);
    await waitFor(() => expect(msal.loginRedirect).toHaveBeenCalledTimes(1));
    expect(msal.loginRedirect).toHaveBeenCalledWith({
      scopes: config.apiScopes,
      authority: config.passwordResetAuthority,
      redirectStartPage: 'http://localhost/?tab=2',
      extraQueryParameters: { invitation: 'one-time-token' },
    });
    expect(msal.acquireTokenSilent).not.toHaveBeenCalled();
    expect(msal.ssoSilent).not.toHaveBeenCalled();
  });

  it('shows the error screen and reports any other final error', async () => {
    const failure = new ServerError('server_error', '', 'The identity service is down');
    const msal = fakeMsal({
      handleRedirectPromise: jest.fn(async () => {
        throw failure;
      }),
    });
    renderGate(msal);
    expect(await screen.findByRole('heading', { name: "We'll be right back" })).toBeInTheDocument();
    expect(reporter).toHaveBeenCalledWith(failure, { area: 'sign-in' });
    expect(msal.loginRedirect).not.toHaveBeenCalled();
  });

  it('shows the unregistered-user screen for the B2C code AADB2C99002', async () => {
    const msal = fakeMsal({
      handleRedirectPromise: jest.fn(async () => {
        throw new ServerError('access_denied', '', 'AADB2C99002: This user does not exist.');
      }),
    });
    renderGate(msal);
    expect(await screen.findByRole('heading', { name: "Hmm, it seems you don't have an account yet." })).toBeInTheDocument();
    expect(reporter).toHaveBeenCalledTimes(1);
  });

  it('signs out through a redirect with the id token as hint and forgets the API token', async () => {
    const msal = fakeMsal({ getAllAccounts: jest.fn(() => [ada]) });
    renderGate(msal);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(msal.logoutRedirect).toHaveBeenCalledWith({
      account: ada,
      authority: 'https://localhost:1870/b2c_1_susi',
      idTokenHint: 'id-token-of-ada',
      postLogoutRedirectUri: 'https://localhost:1847',
    });
    expect(window.sessionStorage.getItem(ACCESS_TOKEN_STORAGE_KEY)).toBeNull();
    expect(screen.getByText('status logout')).toBeInTheDocument();
  });
});

describe('useAuth tokens', () => {
  function TokenProbe() {
    const auth = useAuth();
    return (
      <div>
        <button onClick={() => void auth.getAccessToken().then((token) => (document.title = token))}>get</button>
        <button onClick={() => void auth.renewAccessToken().then((token) => (document.title = token))}>renew</button>
      </div>
    );
  }

  it('uses the session-storage token, acquires one when absent and renews with forceRefresh', async () => {
    const msal = fakeMsal({ getAllAccounts: jest.fn(() => [ada]) });
    render(
      <AuthGate instance={msal} config={config}>
        <TokenProbe />
      </AuthGate>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'get' }));
    await waitFor(() => expect(document.title).toBe('silent-token'));
    expect(msal.acquireTokenSilent).toHaveBeenCalledTimes(1);

    window.sessionStorage.removeItem(ACCESS_TOKEN_STORAGE_KEY);
    msal.acquireTokenSilent.mockResolvedValueOnce(tokens(ada, 'acquired-token'));
    await userEvent.click(screen.getByRole('button', { name: 'get' }));
    await waitFor(() => expect(document.title).toBe('acquired-token'));

    msal.acquireTokenSilent.mockResolvedValueOnce(tokens(ada, 'renewed-token'));
    await userEvent.click(screen.getByRole('button', { name: 'renew' }));
    await waitFor(() => expect(document.title).toBe('renewed-token'));
    expect(msal.acquireTokenSilent).toHaveBeenLastCalledWith(expect.objectContaining({ forceRefresh: true, account: ada }));
    expect(window.sessionStorage.getItem(ACCESS_TOKEN_STORAGE_KEY)).toBe('renewed-token');
  });
});

describe('ApiProvider below AuthGate', () => {
  function Brands() {
    const api = useApiClient();
    return <button onClick={() => void api.get('/brands').catch(() => {})}>load brands</button>;
  }
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('calls the stage API with the session token; an expired session is told to the user, then logged out', async () => {
    window.history.replaceState({}, '', '/backoffice/brands/BR-1');
    const fetch = jest.fn(async () => ({ status: 401, headers: { get: () => null }, text: async () => '' }));
    globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const msal = fakeMsal({ getAllAccounts: jest.fn(() => [ada]) });
    const keepDrafts = jest.fn();
    function KeepsDrafts() {
      const { onSessionExpiring } = useAuth();
      useEffect(() => onSessionExpiring(keepDrafts), [onSessionExpiring]);
      return null;
    }
    render(
      <AuthGate instance={msal} config={config} sessionExpiredNoticeMs={200}>
        <KeepsDrafts />
        <ApiProvider>
          <Brands />
        </ApiProvider>
      </AuthGate>,
    );
    const button = await screen.findByRole('button', { name: 'load brands' });
    msal.acquireTokenSilent.mockResolvedValueOnce(tokens(ada, 'renewed-token'));
    await userEvent.click(button);

    expect(await screen.findByRole('alertdialog', { name: 'user session expired' })).toBeVisible();
    expect(keepDrafts).toHaveBeenCalledTimes(1);
    expect(msal.logoutRedirect).not.toHaveBeenCalled();
    await waitFor(() => expect(msal.logoutRedirect).toHaveBeenCalledTimes(1));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch).toHaveBeenNthCalledWith(
      1,
      `${config.apiBaseUrl}/brands`,
      expect.objectContaining({ headers: expect.objectContaining({ Authorization: 'Bearer silent-token' }) }),
    );
    expect(fetch).toHaveBeenNthCalledWith(
      2,
      `${config.apiBaseUrl}/brands`,
      expect.objectContaining({ headers: expect.objectContaining({ Authorization: 'Bearer renewed-token' }) }),
    );
    expect(warn).toHaveBeenCalledWith('user session expired');
    warn.mockRestore();
  });

  it('after an expired session, the next sign-in returns to the page the user was on', async () => {
    window.sessionStorage.setItem('ottilia.returnPage', 'http://localhost/backoffice/brands/BR-1');
    window.history.replaceState({}, '', '/?state=after-logout');
    const msal = fakeMsal({
      ssoSilent: jest.fn(async (_request: SsoSilentRequest) => {
        throw new InteractionRequiredAuthError('login_required', '', 'no session');
      }),
    });
    renderGate(msal);
    await waitFor(() => expect(msal.loginRedirect).toHaveBeenCalledTimes(1));
    expect(msal.loginRedirect).toHaveBeenCalledWith({
      scopes: config.apiScopes,
      redirectStartPage: 'http://localhost/backoffice/brands/BR-1',
    });
    expect(window.sessionStorage.getItem('ottilia.returnPage')).toBeNull();
  });
});

describe('AuthGate with a session the environment supplies (preview host)', () => {
  function Brands() {
    const api = useApiClient();
    return <button onClick={() => void api.get('/brands').catch(() => {})}>load brands</button>;
  }
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });
  const supplied = () => ({ account: ada, resupply: jest.fn(), signOut: jest.fn(async () => {}) });

  it('signs nobody in through MSAL and calls the API with the supplied token only', async () => {
    window.sessionStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, 'handed-token');
    const fetch = jest.fn(async () => ({ status: 200, headers: { get: () => 'application/json' }, text: async () => '[]' }));
    globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
    const msal = fakeMsal();
    const session = supplied();
    render(
      <AuthGate instance={msal} config={config} supplied={session}>
        <Profile />
        <ApiProvider>
          <Brands />
        </ApiProvider>
      </AuthGate>,
    );
    expect(screen.getByText('Signed in as Ada Lindqvist')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'load brands' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(fetch).toHaveBeenCalledWith(
      `${config.apiBaseUrl}/brands`,
      expect.objectContaining({ headers: expect.objectContaining({ Authorization: 'Bearer handed-token' }) }),
    );
    expect(msal.initialize).not.toHaveBeenCalled();
    expect(msal.ssoSilent).not.toHaveBeenCalled();
    expect(msal.acquireTokenSilent).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(session.signOut).toHaveBeenCalledTimes(1);
    expect(msal.logoutRedirect).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem(ACCESS_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('a rejected token expires the session (drafts kept, notice shown), then resupplies it instead of renewing', async () => {
    window.sessionStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, 'expired-handed-token');
    const fetch = jest.fn(async () => ({ status: 401, headers: { get: () => null }, text: async () => '' }));
    globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const msal = fakeMsal();
    const session = supplied();
    const keepDrafts = jest.fn();
    function KeepsDrafts() {
      const { onSessionExpiring } = useAuth();
      useEffect(() => onSessionExpiring(keepDrafts), [onSessionExpiring]);
      return null;
    }
    render(
      <AuthGate instance={msal} config={config} supplied={session} sessionExpiredNoticeMs={200}>
        <KeepsDrafts />
        <ApiProvider>
          <Brands />
        </ApiProvider>
      </AuthGate>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'load brands' }));
    expect(await screen.findByRole('alertdialog', { name: 'user session expired' })).toBeVisible();
    expect(keepDrafts).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(session.resupply).toHaveBeenCalledTimes(1));
    expect(fetch).toHaveBeenCalledTimes(1); // no renewal, no retry
    expect(msal.acquireTokenSilent).not.toHaveBeenCalled();
    expect(msal.logoutRedirect).not.toHaveBeenCalled();
    expect(session.signOut).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem(ACCESS_TOKEN_STORAGE_KEY)).toBeNull();
    warn.mockRestore();
  });
});

describe('AuthGate in a tab that holds a fresh token (MSAL loads only on need)', () => {
  /** An unsigned JWT with these claims: the gate reads them, the API would verify them. */
  const jwt = (claims: Record<string, unknown>) => `header.${btoa(JSON.stringify(claims)).replaceAll('=', '')}.signature`;
  const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
  const heldToken = (exp = inAnHour()) => jwt({ sub: 'ada-sub', name: 'Ada (from the token)', exp });
  /** MSAL whose initialize waits until `load()`: the moments before it has taken over. */
  function slowMsal(overrides: Partial<jest.Mocked<MsalClient>> = {}) {
    let load: () => void = () => {};
    const loaded = new Promise<void>((resolve) => (load = resolve));
    const msal = fakeMsal({ initialize: jest.fn(() => loaded), getAllAccounts: jest.fn(() => [ada]), ...overrides });
    return { msal, load: () => act(async () => load()) };
  }
  function Brands() {
    const api = useApiClient();
    return <button onClick={() => void api.get('/brands').catch(() => {})}>load brands</button>;
  }
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
    jest.restoreAllMocks();
  });
  const answer = (status: number) => ({ status, headers: { get: () => 'application/json' }, text: async () => '[]' });
  const bearer = (token: string) => expect.objectContaining({ headers: expect.objectContaining({ Authorization: `Bearer ${token}` }) });
  function renderApp(msal: MsalClient) {
    return render(
      <AuthGate instance={msal} config={config} sessionExpiredNoticeMs={200}>
        <Profile />
        <ApiProvider>
          <Brands />
        </ApiProvider>
      </AuthGate>,
    );
  }

  it('shows the app and calls the API with the held token at once; MSAL loads only when the token nears its end, then takes over', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    try {
      window.sessionStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, heldToken());
      const fetch = jest.fn(async () => answer(200));
      globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
      const { msal, load } = slowMsal();
      renderApp(msal);
      expect(screen.getByText('Signed in as Ada (from the token)')).toBeVisible();
      expect(screen.getByText('status none')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'load brands' }));
      await act(async () => {});
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(fetch).toHaveBeenCalledWith(`${config.apiBaseUrl}/brands`, bearer(window.sessionStorage.getItem(ACCESS_TOKEN_STORAGE_KEY)!));
      // the page idles, the token still has minutes to run: nothing needs MSAL, its code is not fetched
      await act(async () => jest.advanceTimersByTime(58 * 60_000));
      expect(msal.initialize).not.toHaveBeenCalled();

      // a minute before the token's end MSAL loads and signs in as usual
      await act(async () => jest.advanceTimersByTime(60_000));
      expect(msal.initialize).toHaveBeenCalledTimes(1);
      await load();
      expect(screen.getByText('Signed in as Ada Lindqvist')).toBeVisible();
      expect(msal.acquireTokenSilent).toHaveBeenCalledWith(expect.objectContaining({ account: ada, forceRefresh: false }));
      expect(window.sessionStorage.getItem(ACCESS_TOKEN_STORAGE_KEY)).toBe('silent-token');
      fireEvent.click(screen.getByRole('button', { name: 'load brands' }));
      await act(async () => {});
      expect(fetch).toHaveBeenLastCalledWith(`${config.apiBaseUrl}/brands`, bearer('silent-token'));
    } finally {
      jest.useRealTimers();
    }
  });

  it('a 401 before MSAL has loaded waits for it, renews once and retries', async () => {
    window.sessionStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, heldToken());
    const fetch = jest.fn(async () => answer(200)).mockResolvedValueOnce(answer(401));
    globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
    const { msal, load } = slowMsal();
    renderApp(msal);
    await userEvent.click(screen.getByRole('button', { name: 'load brands' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(msal.acquireTokenSilent).not.toHaveBeenCalled();

    msal.acquireTokenSilent.mockResolvedValueOnce(tokens(ada, 'silent-token')).mockResolvedValueOnce(tokens(ada, 'renewed-token'));
    await load();
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(fetch).toHaveBeenLastCalledWith(`${config.apiBaseUrl}/brands`, bearer('renewed-token'));
    expect(msal.acquireTokenSilent).toHaveBeenLastCalledWith(expect.objectContaining({ account: ada, forceRefresh: true }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('sign-out clicked before MSAL has loaded forgets the token at once and logs out through MSAL once loaded', async () => {
    window.sessionStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, heldToken());
    const { msal, load } = slowMsal();
    renderApp(msal);
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(window.sessionStorage.getItem(ACCESS_TOKEN_STORAGE_KEY)).toBeNull();
    expect(screen.getByText('status logout')).toBeInTheDocument();
    expect(msal.logoutRedirect).not.toHaveBeenCalled();

    await load();
    await waitFor(() => expect(msal.logoutRedirect).toHaveBeenCalledTimes(1));
    expect(msal.logoutRedirect).toHaveBeenCalledWith(expect.objectContaining({ account: ada, idTokenHint: 'id-token-of-ada' }));
    // MSAL's start-up sign-in stored a token meanwhile: it does not outlive the sign-out
    expect(window.sessionStorage.getItem(ACCESS_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('a token that reaches its end while MSAL loads is not sent: the call waits for the token MSAL brings', async () => {
    const now = Date.now();
    window.sessionStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, heldToken(Math.floor(now / 1000) + 120));
    const fetch = jest.fn(async () => answer(200));
    globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
    const { msal, load } = slowMsal();
    renderApp(msal);
    expect(screen.getByText('Signed in as Ada (from the token)')).toBeVisible();
    jest.spyOn(Date, 'now').mockReturnValue(now + 90_000);
    await userEvent.click(screen.getByRole('button', { name: 'load brands' }));
    expect(fetch).not.toHaveBeenCalled();

    await load();
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(fetch).toHaveBeenCalledWith(`${config.apiBaseUrl}/brands`, bearer('silent-token'));
  });

  it('with a sign-in answer in the address, or a token at its end, MSAL comes first', async () => {
    window.sessionStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, heldToken());
    window.history.replaceState({}, '', '/#code=abc&state=xyz');
    const answered = renderApp(slowMsal().msal);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByText(/Signed in as/)).not.toBeInTheDocument();
    answered.unmount();

    window.history.replaceState({}, '', '/');
    window.sessionStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, heldToken(Math.floor(Date.now() / 1000) + 30));
    renderApp(slowMsal().msal);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByText(/Signed in as/)).not.toBeInTheDocument();
  });
});
