/** SWR defaults for data read through the API client. */
import type { SWRConfiguration } from 'swr';
import { isClientError } from './api-error.js';
import type { ApiClient } from './api-client.js';
import type { Query } from './list-query.js';

/** SWR key of an API read: a path, or a path with its query (list calls). */
export type ApiKey = string | readonly [path: string, query: Query];

export function createSwrConfig(client: ApiClient): SWRConfiguration {
  return {
    fetcher: (key: ApiKey) => (typeof key === 'string' ? client.get(key) : client.get(key[0], { query: key[1] })),
    // A 4xx (including an expired session) will not change by asking again; the client
    // already retried 5xx and network failures with backoff, SWR adds a few slower rounds.
    shouldRetryOnError: (error: unknown) => !isClientError(error),
    errorRetryCount: 2,
    dedupingInterval: 2000,
  };
}

/** For list screens: no refetch on window focus, keep the previous page while the next loads. */
export const listSwrOptions: SWRConfiguration = { revalidateOnFocus: false, keepPreviousData: true };
