/**
 * Gives the app (host and remotes) one API client and the SWR defaults that fetch through it.
 * Below AuthGate the client is built from the signed-in session; a standalone remote harness
 * can pass its own client instead.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { AuthContext } from '../msal/auth-context.js';
import { getStageConfig } from '../stage/get-stage-config.js';
import { createApiClient, type ApiClient } from './api-client.js';
import { createSwrConfig } from './swr-config.js';

const ApiClientContext = createContext<ApiClient | null>(null);

export interface ApiProviderProps {
  client?: ApiClient;
  /** Defaults to the stage config's API base. */
  baseUrl?: string;
  children: ReactNode;
}

export function ApiProvider({ client: givenClient, baseUrl, children }: ApiProviderProps) {
  const auth = useContext(AuthContext);
  // the session's functions, not the whole value: a new status or account keeps the client
  const { getAccessToken, renewAccessToken, expireSession } = auth ?? {};
  const client = useMemo(() => {
    if (givenClient) return givenClient;
    if (!getAccessToken || !renewAccessToken || !expireSession)
      throw new Error('ApiProvider needs a client or must be placed below <AuthGate>');
    return createApiClient({
      baseUrl: baseUrl ?? getStageConfig().apiBaseUrl,
      getToken: getAccessToken,
      renewToken: renewAccessToken,
      onSessionExpired: expireSession,
    });
  }, [givenClient, getAccessToken, renewAccessToken, expireSession, baseUrl]);
  const swrConfig = useMemo(() => createSwrConfig(client), [client]);
  return (
    <ApiClientContext.Provider value={client}>
      <SWRConfig value={swrConfig}>{children}</SWRConfig>
    </ApiClientContext.Provider>
  );
}

/** The client, or null outside an <ApiProvider> (what only informs, such as presence, then does nothing). */
export const useOptionalApiClient = (): ApiClient | null => useContext(ApiClientContext);

export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient must be used below <ApiProvider>');
  return client;
}
