/**
 * Retries 5xx answers and network failures with bounded exponential backoff (spec section 7:
 * a 500 answer is retried automatically). POST is not idempotent and is never retried; an
 * aborted request is not retried either. Once the tries are used up, a 5xx answer is returned
 * as is and a network failure becomes an ApiError (status 0)
 * with the generic message.
 */
import { ApiError, CLIENT_ERROR_CODES } from './api-error.js';
import type { FetchLike } from './http-types.js';

export interface RetryOptions {
  /** Total tries, first one included (default 3). */
  attempts?: number;
  /** Wait before the second try; doubles for each further try (default 300 ms). */
  baseDelayMs?: number;
  /** Injected by tests to observe the waits. */
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function retryingFetch(fetchImpl: FetchLike, { attempts = 3, baseDelayMs = 300, sleep = wait }: RetryOptions = {}): FetchLike {
  return async (url, init) => {
    const retriable = (init.method ?? 'GET').toUpperCase() !== 'POST';
    for (let attempt = 1; ; attempt += 1) {
      const last = !retriable || attempt >= attempts;
      try {
        const response = await fetchImpl(url, init);
        if (response.status < 500 || last) return response;
      } catch (cause) {
        if (init.signal?.aborted) throw cause;
        // the browser's text ("Failed to fetch") stays in the cause: users read the generic error
        if (last) throw new ApiError({ status: 0, code: CLIENT_ERROR_CODES.network, title: 'Network error' }, { cause });
      }
      await sleep(baseDelayMs * 2 ** (attempt - 1));
    }
  };
}
