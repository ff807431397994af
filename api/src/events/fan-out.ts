/**
 * How deliveries reach the streams (docs/adr/0382-the-fan-out-yields-to-requests-and-paces-itself.md,
 * docs/adr/0388-the-fan-out-batches-a-steady-write-load-into-the-longest-interval.md).
 * Idle, a delivery goes out at once; under load the deliveries of an interval share each stream's
 * one socket write (the cost: ADR 0347), so that cost stops growing with the write rate.
 * - Requests first: while a request is being worked on (the write whose event this is, usually),
 *   the fan-out waits, at most FANOUT_DEFER_MS, so a write's answer never waits behind 500 socket
 *   writes; each slice then holds the event loop FANOUT_SLICE_MS at most.
 * - The interval follows the fan-out's own cost, timed on the API's clock (so a machine that gives
 *   the API little CPU lengthens it too): a fan-out takes at most FANOUT_SHARE of the event loop.
 */

/** The shortest and longest time between two fan-outs' starts. */
export const FANOUT_MIN_INTERVAL_MS = 50;
export const FANOUT_MAX_INTERVAL_MS = 150;
/**
 * The event loop's share fan-outs may take, which sets the interval between the two bounds. Small:
 * the socket writes are the cost (one per stream and fan-out), so under a steady write load
 * 500 streams batch what came in the longest interval into one write each.
 */
export const FANOUT_SHARE = 0.03;
/** The longest a fan-out waits for the requests in progress before it goes on regardless. */
export const FANOUT_DEFER_MS = 50;
/** The longest a fan-out holds the event loop before a turn goes to everything else. */
export const FANOUT_SLICE_MS = 1;

export type BatchListener<T> = (batch: readonly T[]) => void;

export interface FanOut<T> {
  deliver(item: T): void;
  /** The time between fan-outs now (ms): the shortest, or what the last fan-out's cost asked for. */
  interval(): number;
  close(): void;
}

export interface FanOutOptions<T> {
  /** Sees each batch as it goes out, before any listener. */
  sending(batch: readonly T[]): void;
  /** Whether requests are being worked on (the fan-out waits for them). */
  busy(): boolean;
  now?: () => number;
}

/** Hands what `deliver` got to every listener, in batches and in order, one fan-out at a time. */
export function createFanOut<T>(listeners: ReadonlySet<BatchListener<T>>, options: FanOutOptions<T>): FanOut<T> {
  const { sending, busy, now = () => performance.now() } = options;
  let pending: T[] = [];
  let scheduled: { cancel(): void } | null = null;
  let fanningOut = false;
  let closed = false;
  let lastStart = -Infinity;
  let interval = FANOUT_MIN_INTERVAL_MS;

  const fanOut = () => {
    scheduled = null;
    lastStart = now();
    const batch = pending;
    pending = [];
    sending(batch);
    const targets = [...listeners];
    fanningOut = true;
    let work = 0;
    const slice = (from: number) => {
      if (closed) return;
      const began = now();
      if (busy() && began - lastStart < FANOUT_DEFER_MS) {
        setTimeout(slice, 1, from);
        return;
      }
      let next = from;
      while (next < targets.length) {
        const listener = targets[next++]!;
        // one that left since the fan-out began is skipped
        if (listeners.has(listener)) listener(batch);
        if (now() - began >= FANOUT_SLICE_MS) break;
      }
      work += now() - began;
      if (next < targets.length) {
        setImmediate(slice, next);
        return;
      }
      fanningOut = false;
      interval = Math.min(FANOUT_MAX_INTERVAL_MS, Math.max(FANOUT_MIN_INTERVAL_MS, work / FANOUT_SHARE));
      if (pending.length > 0) schedule();
    };
    slice(0);
  };

  const schedule = () => {
    // one fan-out at a time: the next waits for this one's last slice (each stream in commit order)
    if (scheduled || fanningOut || closed) return;
    const wait = lastStart + interval - now();
    if (wait > 0) {
      const timer = setTimeout(fanOut, wait);
      scheduled = { cancel: () => clearTimeout(timer) };
    } else {
      const immediate = setImmediate(fanOut);
      scheduled = { cancel: () => clearImmediate(immediate) };
    }
  };

  return {
    deliver(item) {
      pending.push(item);
      schedule();
    },
    interval: () => interval,
    close() {
      closed = true;
      scheduled?.cancel();
      scheduled = null;
    },
  };
}
