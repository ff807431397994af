/**
 * The consent-record endpoint's own budget per client address, tighter than the API's general
 * one: a fixed one-minute window counted in memory (per API instance). The address is used for
 * this count only, never stored with a record.
 */
const WINDOW_MS = 60_000;

/** Counts one call of `address`: null while within budget, else the seconds until the window ends. */
export function createRecordBudget(perMinute: number) {
  const windows = new Map<string, { started: number; count: number }>();
  return (address: string, now = Date.now()): number | null => {
    // drops the finished windows now and then, so the map stays as large as a minute's callers
    if (windows.size > 10_000) for (const [key, w] of windows) if (now - w.started >= WINDOW_MS) windows.delete(key);
    let window = windows.get(address);
    if (!window || now - window.started >= WINDOW_MS) windows.set(address, (window = { started: now, count: 0 }));
    window.count += 1;
    return window.count > perMinute ? Math.max(1, Math.ceil((window.started + WINDOW_MS - now) / 1000)) : null;
  };
}
