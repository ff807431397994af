import { expect, type Page, type Request } from '@playwright/test';

/** The tab's live event stream (ADR 0340): one request that stays open as long as the tab does. */
const LIVE_STREAM = /\/events(\?|$)/;

/**
 * `waitForLoadState('networkidle')` for a tab with live updates: Playwright's idle never comes while
 * the event stream is open, so this counts the page's requests itself, the stream apart. Start it
 * before the navigation it should see; `quiet()` resolves after `quietMs` with nothing in flight.
 */
export function watchNetwork(page: Page, quietMs = 500) {
  const inFlight = new Set<Request>();
  let changedAt = Date.now();
  const started = (request: Request) => {
    if (LIVE_STREAM.test(request.url())) return;
    inFlight.add(request);
    changedAt = Date.now();
  };
  const ended = (request: Request) => {
    if (inFlight.delete(request)) changedAt = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    quiet: (timeout = 30_000) =>
      expect.poll(() => inFlight.size === 0 && Date.now() - changedAt >= quietMs, { timeout, intervals: [100] }).toBe(true),
  };
}
