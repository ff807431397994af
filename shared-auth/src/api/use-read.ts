/** useSWR through the app's fetcher, typed by a ReadKey (read-key.ts); its own module, so a bundle that only reads needs no path filling. */
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { ApiError } from './api-error.js';
import type { ReadKey } from './read-key.js';

/** The answer `key` names; null asks nothing. */
export function useRead<T>(key: ReadKey<T> | null, config?: SWRConfiguration<T, ApiError>): SWRResponse<T, ApiError> {
  return useSWR<T, ApiError>(key, config ?? {});
}
