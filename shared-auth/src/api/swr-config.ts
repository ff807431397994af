/** SWR defaults for data read through the API client. */
import type { SWRConfiguration } from 'swr';
import type { ApiClient } from './api-client.js';
import type { Query } from './list-query.js';

/** SWR key of an API read: a path, or a path with its query (list calls). */
export type ApiKey = string | readonly [path: string, query: Query];

export function createSwrConfig(client: ApiClient): SWRConfiguration {
  return {
    fetcher: (key: ApiKey) => (typeof key === 'string' ? client.get(key) : client.get(key[0], { query: key[1] })),
    // the client already retried 5xx and network failures (retrying-fetch.ts: at most 3 sends in
    // all), and a 4xx will not change by asking again: SWR adds no rounds of its own
    shouldRetryOnError: false,
    dedupingInterval: 2000,
  };
}

/** For list screens: no refetch on window focus, keep the previous page while the next loads. */
export const listSwrOptions: SWRConfiguration = { revalidateOnFocus: false, keepPreviousData: true };
