/**
 * The front end's one retry policy (docs/adr/0331), on the shared loop of @ottilia/shared-contracts/retry:
 * - what: 5xx answers and network failures of reads, and of writes that carry an Idempotency-Key
 *   (the API answers a repeat with the first answer); a write without a key is sent once;
 * - how often: at most RETRY_POLICY.attempts sends per call (SWR adds none: swr-config.ts);
 * - how: jittered exponential backoff from RETRY_POLICY.baseDelayMs;
 * - what ends it: any other answer (4xx included), an aborted call, a hidden page.
 * Once the sends are used up a 5xx answer is returned as it is, and a network failure becomes an
 * ApiError (status 0) with the generic message.
 */
import { withRetries } from '@ottilia/shared-contracts/retry';
import { ApiError, CLIENT_ERROR_CODES } from './api-error.js';
import type { FetchLike, ResponseLike } from './http-types.js';

export interface RetryOptions {
  /** Sends in total, first one included (default RETRY_POLICY.attempts). */
  attempts?: number;
  /** Wait before the second send, doubling, jittered (default RETRY_POLICY.baseDelayMs). */
  baseDelayMs?: number;
  /** Injected by tests to observe the waits. */
  sleep?: (ms: number) => Promise<void>;
  /** Injected by tests: the jitter's random number in [0, 1). */
  random?: () => number;
}

export const RETRY_POLICY = { attempts: 3, baseDelayMs: 300 } as const;

/** The loop itself, for the front end's other requests (federation runtime, translations): one copy, shared with the app. */
export { backoffMs, withRetries } from '@ottilia/shared-contracts/retry';

const READS = new Set(['GET', 'HEAD']);

const pageHidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

const hasKey = (headers: RequestInit['headers']) =>
  headers !== undefined && Object.keys(headers as Record<string, string>).some((name) => name.toLowerCase() === 'idempotency-key');

/** Whether a request may be sent again after a 5xx or a network failure. */
export const mayRetry = (init: RequestInit) => READS.has((init.method ?? 'GET').toUpperCase()) || hasKey(init.headers);

export function retryingFetch(
  fetchImpl: FetchLike,
  { attempts = RETRY_POLICY.attempts, baseDelayMs = RETRY_POLICY.baseDelayMs, sleep, random }: RetryOptions = {},
): FetchLike {
  return async (url, init) => {
    try {
      return await withRetries<ResponseLike>(() => fetchImpl(url, init), {
        attempts: mayRetry(init) ? attempts : 1,
        baseDelayMs,
        retriable: ({ answer }) => answer === undefined || answer.status >= 500,
        stop: () => Boolean(init.signal?.aborted) || pageHidden(),
        ...(sleep ? { sleep } : {}),
        ...(random ? { random } : {}),
      });
    } catch (cause) {
      if (init.signal?.aborted) throw cause;
      // the browser's text ("Failed to fetch") stays in the cause: users read the generic error
      throw new ApiError({ status: 0, code: CLIENT_ERROR_CODES.network, title: 'Network error' }, { cause });
    }
  };
}
