/**
 * The one retry loop of the portal (docs/adr/0331), for the browser and Node alike: the API client,
 * the module-federation runtime's requests, the translations loader and the API's Graph adapter each
 * say what may be tried again; how often, how long to wait and what ends it is decided here.
 */

export type Outcome<T> = { answer: T; error?: undefined } | { answer?: undefined; error: unknown };

export interface RetryOptions<T> {
  /** Sends in total, the first included. */
  attempts: number;
  /** The wait before the second send; it doubles for each further one, jittered (see backoffMs). */
  baseDelayMs: number;
  /** Whether this outcome (an answer or a thrown error) may be sent again; false makes it final. */
  retriable(outcome: Outcome<T>): boolean;
  /** A wait the other side asked for (Retry-After), in ms, used instead of the backoff. */
  requestedDelayMs?(outcome: Outcome<T>): number | null;
  /** Retrying stops rather than wait longer than this in total (the caller's own deadline). */
  maxTotalWaitMs?: number;
  /** Checked before each retry: true ends retrying with the last outcome (an aborted call, a hidden page). */
  stop?(): boolean;
  sleep?(ms: number): Promise<void>;
  random?(): number;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The wait before send `attempt + 1`: base·2^(attempt−1), of which a random half ("equal jitter"), so
 * many clients that failed together do not come back together.
 */
export const backoffMs = (attempt: number, baseDelayMs: number, random: () => number = Math.random) => {
  const full = baseDelayMs * 2 ** (attempt - 1);
  return Math.round(full / 2 + (full / 2) * random());
};

/** Sends until an outcome is final or the attempts are used up; answers the last answer, or throws the last error. */
export async function withRetries<T>(send: (attempt: number) => Promise<T>, options: RetryOptions<T>): Promise<T> {
  const {
    attempts,
    baseDelayMs,
    retriable,
    requestedDelayMs,
    maxTotalWaitMs = Infinity,
    stop,
    sleep = wait,
    random = Math.random,
  } = options;
  let waited = 0;
  for (let attempt = 1; ; attempt += 1) {
    let outcome: Outcome<T>;
    try {
      outcome = { answer: await send(attempt) };
    } catch (error) {
      outcome = { error };
    }
    const delay = requestedDelayMs?.(outcome) ?? backoffMs(attempt, baseDelayMs, random);
    const final = attempt >= attempts || !retriable(outcome) || waited + delay > maxTotalWaitMs || (stop?.() ?? false);
    if (final) return settled(outcome);
    waited += delay;
    await sleep(delay);
    if (stop?.()) return settled(outcome);
  }
}

function settled<T>(outcome: Outcome<T>): T {
  if ('error' in outcome) throw outcome.error;
  return outcome.answer as T;
}
