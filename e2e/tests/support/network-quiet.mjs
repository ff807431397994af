/**
 * `waitForLoadState('networkidle')` for a tab with live updates (ADR 0340): Playwright's idle never
 * comes while the tab's event stream (GET /events) is open, so this counts the page's requests
 * itself, the stream apart. Plain JavaScript so that the browser tests and scripts/bench-web.mjs
 * load this one file. Start it before the navigation it should see; `quiet()` resolves once
 * nothing has been in flight for `quietMs`, and throws after `timeout`.
 */
const LIVE_STREAM = /\/events(\?|$)/;

export function watchNetwork(page, quietMs = 500) {
  const inFlight = new Set();
  let changedAt = Date.now();
  page.on('request', (request) => {
    if (LIVE_STREAM.test(request.url())) return;
    inFlight.add(request);
    changedAt = Date.now();
  });
  const ended = (request) => {
    if (inFlight.delete(request)) changedAt = Date.now();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async quiet(timeout = 30_000) {
      for (const until = Date.now() + timeout; inFlight.size > 0 || Date.now() - changedAt < quietMs; ) {
        if (Date.now() > until) throw new Error(`${inFlight.size} requests still in flight after ${timeout} ms`);
        await page.waitForTimeout(100);
      }
    },
  };
}
