// Runs in the page before its own scripts (Playwright's addInitScript, by the CLS benchmark of
// scripts/bench-web.mjs and e2e/tests/layout-shift.spec.ts). Collects the layout shifts of the
// load and sums them as web-vitals sums CLS: shifts without recent input, in session windows
// (each shift within 1 s of the one before and 5 s of the window's first), the largest window.
/* global PerformanceObserver */
(() => {
  const shifts = [];
  const describe = (node) => {
    if (!node || node.nodeType !== 1) return node ? node.nodeName : '?';
    const label = node.getAttribute('aria-label') ?? node.querySelector?.('h1,h2,h3')?.textContent ?? node.textContent ?? '';
    return `${node.tagName.toLowerCase()} "${label.trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      shifts.push({ at: entry.startTime, value: entry.value, sources: entry.sources.map((source) => describe(source.node)) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  /** The largest session window: its sum and its shifts. */
  globalThis.__largestShiftWindow = () => {
    let largest = { value: 0, shifts: [] };
    let window = { value: 0, shifts: [] };
    for (const shift of shifts) {
      const first = window.shifts[0];
      const last = window.shifts.at(-1);
      if (last && shift.at - last.at < 1000 && shift.at - first.at < 5000) {
        window = { value: window.value + shift.value, shifts: [...window.shifts, shift] };
      } else {
        window = { value: shift.value, shifts: [shift] };
      }
      if (window.value > largest.value) largest = window;
    }
    return largest;
  };
})();
