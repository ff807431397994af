// Front-end benchmark (docs/conventions.md section 8): production builds, the composed portal on an embedded
// database grown to 100k projects, then Debian's Chromium signs in through the real login page and
// measures the JS of the first load of /home, the JS each remote's route adds, the React copies
// fetched, the largest contentful paint of /projects, each screen's layout shift and the time to
// content between areas.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildAll, ports, startComposition } from './compose.mjs';
import { ensureChromium } from './e2e.mjs';
import { ensureNginx } from './nginx.mjs';
import { ensureDeps, localDir, log, repoRoot, run } from './lib.mjs';
import { watchNetwork } from '../e2e/tests/support/network-quiet.mjs';

const PROJECTS = Number(process.env.BENCH_PROJECTS ?? 100_000);
// loads per LCP figure: on 2 shared cores one load varies by +-100 ms; the median of 9 moves by ~20
const LOADS = 9;
/**
 * Each load opens a new tab, which Playwright's headless Chromium makes a new window: the browser
 * then builds that window's own WebUI (its omnibox popup, a renderer of its own that loads some
 * 200 chrome:// modules). Traces showed it taking as much main-thread time in the first 800 ms as
 * the portal's own renderer, on the same two cores. A user's tab exists before its address is
 * typed, so the load is timed once the new tab has settled.
 */
const NEW_TAB_SETTLE_MS = 1500;
const APP = `https://localhost:${ports.host}`;
const BUDGETS = {
  homeJs: 200_000,
  homeNewTabJs: 250_000,
  remoteJs: 60_000,
  consentScript: 15_000,
  copies: 1,
  lcpMs: 600,
  navigationMs: 300,
  cls: 0.02,
  clsConsent: 0.05,
};
/**
 * The consent script the portal loads like any website of the group (the API's cookie-policy
 * service): docs/conventions.md section 8 budgets it on its own, so it is not part of the portal's JS.
 */
const isConsentScript = (script) => new URL(script.url).pathname.startsWith('/consent/');
/**
 * A visitor who already answered the portal's consent banner (as in e2e/playwright.config.ts):
 * otherwise the banner is the largest paint and the LCP figure measures it, not the list.
 */
async function consentGiven() {
  // the choice must be of the portal policy's current revision, which the script carries
  const script = await (await fetch(`http://localhost:${ports.api}/consent/portal/consent.js`)).text();
  const revision = /"revision":"([0-9a-f]{16})"/.exec(script)?.[1];
  return {
    cookies: [],
    origins: [
      {
        origin: 'https://localhost:1847',
        localStorage: [
          {
            name: 'ottilia-consent:portal',
            value: JSON.stringify({ revision, choice: { necessary: true, functional: false }, at: new Date().toISOString() }),
          },
        ],
      },
    ],
  };
}
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Each remote's first route, and the dashboard's chunk, reached from /home through the main navigation. */
const REMOTE_ROUTES = [
  { remote: 'projects', href: '/projects', title: 'Projects' },
  { remote: 'backoffice', href: '/backoffice/agencies', title: 'Agencies' },
  { remote: 'users', href: '/users', title: 'Users' },
  // the cookies + age-gate remote only exposes tabs of the project detail page: no route of its own
  { remote: 'cookies + age gate', href: null },
  // not a remote: the host's own dashboard chunk (route lazy), under the same 60 KB budget
  { remote: 'dashboard (host chunk)', href: '/dashboard', title: 'Dashboard' },
];
/**
 * The other routes of the projects area, entered from /home without the list (as a link from an
 * e-mail or a bookmark would, but inside the running app): the router follows a pushed URL.
 */
const DEEP_ROUTES = [
  { remote: 'projects', label: '/new-project', path: async () => '/new-project', ready: (tab) => waitForContent(tab, 'New project') },
  {
    remote: 'projects',
    label: '/projects/{id}',
    path: async (tab) => `/projects/${await newestProjectId(tab)}`,
    ready: (tab) => tab.getByRole('tablist', { name: 'Project sections' }).waitFor({ timeout: 60_000 }),
  },
];

/** The newest project's id, asked of the API with the tab's own access token. */
const newestProjectId = (tab) =>
  tab.evaluate(async (api) => {
    const token = sessionStorage.getItem('ottilia.accessToken');
    const answer = await fetch(`${api}/projects?size=1`, { headers: { authorization: `Bearer ${token}` } });
    return (await answer.json()).content[0].uuid;
  }, `http://localhost:${ports.api}`);

/** Home -> Projects -> Users -> Backoffice, timed from the click to the area's content. */
const AREA_TOUR = [
  { from: 'Home', href: '/projects', title: 'Projects' },
  { from: 'Projects', href: '/users', title: 'Users' },
  { from: 'Users', href: '/backoffice/agencies', title: 'Agencies' },
];

/**
 * How a fetched script is recognised as a copy of React or of React DOM. React's own bundle is
 * the only one that assigns `__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE`
 * (react-dom and the JSX runtime only read it, so the bare name would count them too); the DOM
 * renderer is the only code that names its fiber keys (`__reactFiber$`). Both are property names
 * and strings, which minifiers keep, so the markers hold for any build of either.
 */
const COPY_MARKERS = {
  react: /__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE\s*=(?!=)/,
  reactDomRenderer: /__reactFiber\$/,
};

async function loadPlaywright() {
  const e2eRequire = createRequire(path.join(repoRoot, 'e2e', 'package.json'));
  const testRequire = createRequire(e2eRequire.resolve('@playwright/test/package.json'));
  const playwright = await import(pathToFileURL(testRequire.resolve('playwright-core')).href);
  return playwright.default ?? playwright;
}

/** Records every script a page fetches: URL, bytes on the wire (gzip body) and which copies it holds. */
function recordScripts(page) {
  let pending = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  // when each script was asked for: what /home asks for after its content shows is not its first load
  const requestedAt = new Map();
  page.on('request', (request) => {
    inFlight += 1;
    lastActivity = Date.now();
    requestedAt.set(request, lastActivity);
  });
  const settle = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = Date.now();
  };
  page.on('requestfailed', settle);
  page.on('requestfinished', settle);
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      (async () => {
        const [sizes, body] = await Promise.all([response.request().sizes(), response.body().catch(() => Buffer.alloc(0))]);
        const text = body.toString('utf8');
        return {
          url: response.url(),
          bytes: sizes.responseBodySize,
          requestedAt: requestedAt.get(response.request()),
          react: COPY_MARKERS.react.test(text),
          reactDomRenderer: COPY_MARKERS.reactDomRenderer.test(text),
        };
      })(),
    );
  });
  return {
    /** Waits until no request has been open for `quietMs`, then hands over what was fetched since the last take. */
    async take(quietMs = 500) {
      while (inFlight > 0 || Date.now() - lastActivity < quietMs) await new Promise((r) => setTimeout(r, 50));
      const scripts = await Promise.all(pending);
      pending = [];
      return scripts;
    },
  };
}

/** Runs in the page: true once the main area shows `title` and nothing in it is still loading. */
function contentShownScript() {
  return `(title) => {
    const main = document.querySelector('main');
    const heading = main && main.querySelector('h1');
    if (!heading || heading.textContent.trim() !== title) return false;
    if (main.querySelector('[aria-busy="true"]')) return false;
    if ([...main.querySelectorAll('[role="status"]')].some((s) => /^Loading/.test(s.textContent.trim()))) return false;
    const table = main.querySelector('table');
    return !table || table.querySelector('tbody tr') !== null;
  }`;
}

const waitForContent = (page, title) =>
  page.waitForFunction(`(${contentShownScript()})(${JSON.stringify(title)})`, undefined, { timeout: 60_000, polling: 'raf' });

/** Signs in as the Super Admin through the login page; returns the signed-in session storage. */
async function signIn(context) {
  const { DEMO_ACCOUNTS } = await import(pathToFileURL(path.join(repoRoot, 'shared-contracts/dist/demo-accounts.js')).href);
  const admin = DEMO_ACCOUNTS.find((account) => account.role === 'SUPER_ADMIN');
  const page = await context.newPage();
  await page.goto(`${APP}/home`);
  await page.getByRole('region', { name: 'Demo accounts' }).getByRole('button', { name: admin.email }).click({ timeout: 60_000 });
  await waitForContent(page, `Hello, ${admin.displayName}`);
  const session = await page.evaluate(() => Object.entries(sessionStorage));
  await page.close();
  return { admin, session };
}

/**
 * A new tab of the signed-in user on an empty HTTP cache. MSAL keeps the session in session
 * storage, which a new tab does not inherit: `session` is copied in before the app starts (none:
 * the app signs in silently through the identity provider's session).
 */
async function freshPage(context, session, { clearCache = true } = {}) {
  const page = await context.newPage();
  await page.addInitScript(
    ([origin, entries]) => {
      if (globalThis.location.origin !== origin || sessionStorage.length > 0) return;
      for (const [key, value] of entries) sessionStorage.setItem(key, value);
    },
    [APP, session],
  );
  if (clearCache) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
  }
  return page;
}

const sum = (scripts) => scripts.reduce((total, s) => total + s.bytes, 0);
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * A signed-in tab loads MSAL only on need (a 401, sign-out, its token near its end): the wait
 * for a quiet network covers what a tab fetches after /home has shown, idle time included.
 */
const HOME_QUIET_MS = 3000;

/**
 * Opens /home in `page` and hands over the scripts its first load fetched (asked for before the
 * content showed) and those fetched right after it, until the network has been quiet for HOME_QUIET_MS.
 */
async function homeScripts(page, admin) {
  const recorder = recordScripts(page);
  await page.goto(`${APP}/home`);
  await waitForContent(page, `Hello, ${admin.displayName}`);
  const shownAt = Date.now();
  const scripts = await recorder.take(HOME_QUIET_MS);
  return { recorder, scripts: scripts.filter((s) => s.requestedAt <= shownAt), after: scripts.filter((s) => s.requestedAt > shownAt) };
}

/**
 * (a) JS of the first load of /home, in a tab that holds the session and in a new tab (MSAL signs
 * in silently through the identity provider in an iframe and the redirect bridge page), (b) the
 * JS each remote's first route adds, (c) the React copies fetched on the way.
 */
async function measureBytes(context, { admin, session }) {
  const signedInTab = await freshPage(context, session);
  const { scripts: home, after: homeAfter } = await homeScripts(signedInTab, admin);
  await signedInTab.close();
  const newTab = await freshPage(context, []);
  const { scripts: homeNewTab, after: homeNewTabAfter } = await homeScripts(newTab, admin);
  await newTab.close();

  const remotes = [];
  const fetched = [...home, ...homeAfter, ...homeNewTab, ...homeNewTabAfter];
  for (const route of REMOTE_ROUTES) {
    if (!route.href) {
      remotes.push({ ...route, scripts: null });
      continue;
    }
    const tab = await freshPage(context, session);
    const { recorder } = await homeScripts(tab, admin);
    await tab.getByRole('navigation', { name: 'Main' }).locator(`a[href="${route.href}"]`).click();
    await waitForContent(tab, route.title);
    const scripts = await recorder.take();
    fetched.push(...scripts); // a remote that fetched its own React would show up here
    remotes.push({ ...route, scripts });
    await tab.close();
  }
  for (const route of DEEP_ROUTES) {
    const tab = await freshPage(context, session);
    const { recorder } = await homeScripts(tab, admin);
    const target = await route.path(tab);
    // runs in the page (a string: this file is linted as Node code)
    await tab.evaluate(`history.pushState(null, '', ${JSON.stringify(target)}); dispatchEvent(new PopStateEvent('popstate'));`);
    await route.ready(tab);
    const scripts = await recorder.take();
    fetched.push(...scripts);
    remotes.push({ ...route, href: route.label, scripts });
    await tab.close();
  }
  // distinct files holding a copy, over every load above
  const copies = (marker) => new Set(fetched.filter((s) => s[marker]).map((s) => s.url)).size;
  return {
    home,
    homeAfter,
    homeNewTab,
    homeNewTabAfter,
    remotes,
    copies: { react: copies('react'), reactDomRenderer: copies('reactDomRenderer') },
  };
}

/** (d) Largest contentful paint of /projects on load, signed in, warm and cold HTTP cache. */
async function measureLcp(context, { session }) {
  const lcp = async (clearCache) => {
    const page = await freshPage(context, session, { clearCache });
    await page.waitForTimeout(NEW_TAB_SETTLE_MS);
    // the renderer's long tasks: a busy main thread delays the requests the app's code makes
    await page.addInitScript(() => {
      globalThis.__longTasks = [];
      new PerformanceObserver((list) => globalThis.__longTasks.push(...list.getEntries().map((e) => [e.startTime, e.duration]))).observe({
        type: 'longtask',
      });
    });
    await page.goto(`${APP}/projects`);
    await waitForContent(page, 'Projects');
    await page.waitForTimeout(300); // let the last paint of the table be reported
    const entry = await page.evaluate(
      () =>
        new Promise((resolve) => {
          new PerformanceObserver((list) => {
            const name = (e) => `${e.element?.tagName.toLowerCase() ?? '?'} "${(e.element?.textContent ?? '').trim().slice(0, 40)}"`;
            const entries = list.getEntries();
            const last = entries.at(-1);
            resolve({ ms: last.startTime, element: name(last), candidates: entries.map((e) => `${Math.round(e.startTime)} ${name(e)}`) });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    const timeline = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((r) => ({
        name: r.name,
        start: r.startTime,
        sent: r.requestStart,
        firstByte: r.responseStart,
        end: r.responseEnd,
        bytes: r.transferSize,
      })),
    );
    const longTasks = await page.evaluate(() => globalThis.__longTasks);
    const marks = await page.evaluate(() => performance.getEntriesByType('mark').map((m) => [m.name, m.startTime]));
    await page.close();
    return { ...entry, timeline, longTasks, marks };
  };
  await lcp(false); // warms the HTTP cache (and the API's caches)
  const warm = [];
  const cold = [];
  for (let i = 0; i < LOADS; i += 1) warm.push(await lcp(false));
  for (let i = 0; i < LOADS; i += 1) cold.push(await lcp(true));
  return { warm, cold };
}

/** Every screen of the portal for the CLS figures; each list's first record is measured too. */
const CLS_LISTS = ['/projects', '/backoffice/agencies', '/backoffice/brands', '/backoffice/domains', '/backoffice/entities', '/users'];
const CLS_SCREENS = [
  '/home',
  '/dashboard',
  ...CLS_LISTS,
  '/new-project',
  '/backoffice/site-types',
  '/backoffice/news',
  '/backoffice/translations',
  '/ottilia-tutorials',
  '/plugin-docs',
];
// loads per CLS figure: the worst of them is reported, as the budget holds for every load
const CLS_LOADS = Number(process.env.BENCH_CLS_LOADS ?? 3);
const LAYOUT_SHIFT_OBSERVER = path.join(repoRoot, 'scripts/browser/layout-shift-observer.js');

/** Runs in the page: the main area shows its heading and nothing in it is still loading (any screen). */
const SCREEN_SHOWN = `(() => {
  const main = document.querySelector('main');
  if (!main || !main.querySelector('h1')) return false;
  if (main.querySelector('[aria-busy="true"]')) return false;
  if ([...document.querySelectorAll('[role="status"]')].some((s) => /^Loading/.test(s.textContent.trim()))) return false;
  const table = main.querySelector('table');
  return !table || table.querySelector('tbody tr') !== null;
})()`;

/** One first load of `screen` in a new tab: the largest session window of its layout shifts (web-vitals' CLS). */
async function screenShift(context, session, screen, { clearCache }) {
  const page = await freshPage(context, session, { clearCache });
  try {
    await page.waitForTimeout(NEW_TAB_SETTLE_MS);
    await page.addInitScript({ path: LAYOUT_SHIFT_OBSERVER });
    const network = watchNetwork(page);
    await page.goto(`${APP}${screen}`);
    await page.waitForFunction(SCREEN_SHOWN, undefined, { timeout: 60_000, polling: 'raf' });
    await network.quiet();
    await page.waitForTimeout(1000); // a shift within a second of the last still belongs to its window
    const shift = await page.evaluate('globalThis.__largestShiftWindow()');
    const record = page.locator(`main table tbody a[href^="${screen}/"]`).first();
    const firstRecord = CLS_LISTS.includes(screen) && (await record.count()) > 0 ? await record.getAttribute('href') : null;
    return { ...shift, firstRecord };
  } finally {
    await page.close();
  }
}

/**
 * (f) Cumulative layout shift of every screen's first load in a signed-in tab, cached and empty
 * cache, and of /home on a first visit with the consent banner unanswered.
 */
async function measureCls(context, { session }) {
  const screens = [...CLS_SCREENS];
  const results = [];
  const measure = async (screen, visit) => {
    const loads = [];
    for (let i = 0; i < CLS_LOADS; i += 1) {
      // a screen that does not show is reported as such, the others are still measured
      loads.push(await visit(screen, i).catch((error) => ({ value: Number.NaN, shifts: [], error: error.message.split('\n')[0] })));
    }
    const worst = loads.find((load) => load.error) ?? loads.reduce((a, b) => (b.value > a.value ? b : a));
    return { worst, loads };
  };
  for (const screen of screens) {
    const warm = await measure(screen, () => screenShift(context, session, screen, { clearCache: false }));
    const cold = await measure(screen, () => screenShift(context, session, screen, { clearCache: true }));
    results.push({ screen, warm, cold });
    const record = warm.worst.firstRecord;
    if (record && !screens.includes(record)) screens.splice(screens.indexOf(screen) + 1, 0, record);
  }
  // a first visit: no stored consent choice, so the portal's banner asks (another context, same session)
  const visitor = await context.browser().newContext({ ignoreHTTPSErrors: true, bypassCSP: true, viewport: { width: 1440, height: 900 } });
  const consent = await measure('/home', (_, i) => screenShift(visitor, session, '/home', { clearCache: i > 0 }));
  await visitor.close();
  return { screens: results, consent };
}

/** (e) Click in the main navigation to the next area's content, Home -> Projects -> Users -> Backoffice. */
async function measureNavigation(context, { admin, session }) {
  const page = await freshPage(context, session, { clearCache: false });
  await page.goto(`${APP}/home`);
  await waitForContent(page, `Hello, ${admin.displayName}`);
  const rounds = [];
  for (let round = 0; round < LOADS; round += 1) {
    if (round > 0) {
      await page.getByRole('navigation', { name: 'Main' }).locator('a[href="/home"]').click();
      await waitForContent(page, `Hello, ${admin.displayName}`);
    }
    const steps = [];
    for (const step of AREA_TOUR) {
      const ms = await page.evaluate(`(async ({ href, title }) => {
        const shown = ${contentShownScript()};
        const link = document.querySelector('nav[aria-label="Main"] a[href="' + href + '"]');
        const start = performance.now();
        link.click();
        await new Promise((resolve, reject) => {
          const deadline = start + 60000;
          const check = () => shown(title) ? resolve() : performance.now() > deadline ? reject(new Error(title + ' did not show')) : requestAnimationFrame(check);
          check();
        });
        // the frame that shows the content: after the next animation frame has been painted
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
        return performance.now() - start;
      })(${JSON.stringify(step)})`);
      steps.push({ ...step, ms });
    }
    rounds.push(steps);
  }
  await page.close();
  return rounds;
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const verdict = (value, budget) => (value <= budget ? 'within' : 'OVER');
const fileName = (url) => new URL(url).pathname.replace(/^\//, '');

function report({ bytes, lcp, cls, rounds, load }) {
  // each figure: its name, the measured number, how it is shown, its budget (none: reported only)
  const rows = [];
  const row = (figure, value, show, budget) => rows.push({ figure, value, show, budget });
  const ms = (value) => `${Math.round(value)} ms`;
  if (bytes) {
    const consent = bytes.home.filter(isConsentScript);
    // the whole tab until the network is quiet after idle time: MSAL loads only on need (ADR 0230)
    const ownScripts = (scripts) => scripts.filter((s) => !isConsentScript(s));
    row(
      '/home in a signed-in tab, whole first load after idle, JS (gzip)',
      sum(ownScripts([...bytes.home, ...bytes.homeAfter])),
      kb,
      BUDGETS.homeJs,
    );
    row('  of which before its content shows', sum(ownScripts(bytes.home)), kb);
    row('/home first load in a new tab (silent SSO)', sum(bytes.homeNewTab.filter((s) => !isConsentScript(s))), kb, BUDGETS.homeNewTabJs);
    if (consent.length) row("the portal's consent script (gzip)", sum(consent), kb, BUDGETS.consentScript);
    for (const r of bytes.remotes.filter((x) => x.scripts)) row(`+ ${r.href} from /home, JS (gzip)`, sum(r.scripts), kb, BUDGETS.remoteJs);
    row('React copies fetched', bytes.copies.react, String, BUDGETS.copies);
    row('React DOM copies fetched', bytes.copies.reactDomRenderer, String, BUDGETS.copies);
  }
  if (lcp) {
    row(`LCP /projects, median of ${LOADS} (cached)`, median(lcp.warm.map((e) => e.ms)), ms, BUDGETS.lcpMs);
    row(`LCP /projects, median of ${LOADS} (empty cache)`, median(lcp.cold.map((e) => e.ms)), ms, BUDGETS.lcpMs);
  }
  if (cls) {
    const shift = (value) => (Number.isNaN(value) ? 'failed' : value.toFixed(3));
    for (const { screen, warm, cold } of cls.screens) {
      row(`CLS ${screen}, worst of ${CLS_LOADS} (cached)`, warm.worst.value, shift, BUDGETS.cls);
      row(`CLS ${screen}, worst of ${CLS_LOADS} (empty cache)`, cold.worst.value, shift, BUDGETS.cls);
    }
    row('CLS /home, first visit with the consent banner', cls.consent.worst.value, shift, BUDGETS.clsConsent);
  }
  if (rounds) {
    // the first round also fetches each remote's code; later rounds are the everyday moves
    const later = rounds.slice(1).flat();
    for (const step of AREA_TOUR) {
      const firstMs = rounds[0].find((s) => s.href === step.href).ms;
      row(
        `${step.from} -> ${step.title} (first visit ${Math.round(firstMs)} ms)`,
        median(later.filter((s) => s.href === step.href).map((s) => s.ms)),
        ms,
        BUDGETS.navigationMs,
      );
    }
    row(`moving between areas, median of ${later.length}`, median(later.map((s) => s.ms)), ms, BUDGETS.navigationMs);
  }

  // "before": the same figure in the last run of this checkout (first-visit times are in the name, so not compared)
  const previous = readPreviousRun();
  const table = rows.map((r) => {
    const before = previous?.figures[r.figure];
    return [
      r.figure,
      r.show(r.value),
      before === undefined ? '' : r.show(before),
      r.budget === undefined ? '' : r.show(r.budget),
      r.budget === undefined ? '' : verdict(r.value, r.budget),
    ];
  });
  const header = ['figure', 'measured', previous ? `before (${previous.at})` : 'before', 'budget', ''];
  console.log(`\nFront end, ${PROJECTS} projects, Chromium on localhost (KB = 1000 bytes of gzip on the wire):`);
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => r[i].length)));
  for (const r of [header, ...table])
    console.log(
      `  ${r[0].padEnd(widths[0])}  ${r
        .slice(1, 4)
        .map((c, i) => c.padStart(widths[i + 1]))
        .join('  ')}  ${r[4]}`,
    );
  saveRun({
    at: new Date().toISOString().slice(0, 16).replace('T', ' '),
    load,
    figures: { ...previous?.figures, ...Object.fromEntries(rows.map((r) => [r.figure, r.value])) },
  });
  if (bytes) reportScripts(bytes);
  if (lcp) reportLcpTrace(lcp);
  if (cls) reportShifts(cls);
  console.log(
    `  machine: ${cpus().length} cores, load average ${load.map((l) => l.toFixed(1)).join(' -> ')} (timings need a quiet machine)`,
  );
}

/** Which files each load fetched. */
function reportScripts(bytes) {
  console.log(`\n  /home scripts: ${bytes.home.map((s) => `${fileName(s.url)} ${kb(s.bytes)}`).join(', ')}`);
  console.log(`  then, once its content shows: ${bytes.homeAfter.map((s) => `${fileName(s.url)} ${kb(s.bytes)}`).join(', ') || 'nothing'}`);
  const extra = bytes.homeNewTab.filter((s) => !bytes.home.some((h) => h.url === s.url));
  console.log(
    `  a new tab also fetches: ${extra.map((s) => `${new URL(s.url).port}/${fileName(s.url)} ${kb(s.bytes)}`).join(', ') || 'nothing else'}`,
  );
  if (bytes.homeNewTabAfter.length)
    console.log(`  a new tab, once its content shows: ${bytes.homeNewTabAfter.map((s) => `${fileName(s.url)} ${kb(s.bytes)}`).join(', ')}`);
  for (const r of bytes.remotes.filter((x) => x.scripts)) {
    console.log(`  ${r.href} adds: ${r.scripts.map((s) => `${new URL(s.url).port}/${fileName(s.url)} ${kb(s.bytes)}`).join(', ')}`);
  }
}

/** What moved in each screen's worst load that shifted. */
function reportShifts(cls) {
  const moved = ({ worst }) => worst.shifts.map((s) => `${Math.round(s.at)} ms ${s.value.toFixed(3)} ${s.sources.join(' + ')}`).join('; ');
  const shifted = [
    ...cls.screens.flatMap((r) => [
      [`${r.screen} (cached)`, r.warm],
      [`${r.screen} (empty cache)`, r.cold],
    ]),
    ['/home with the consent banner', cls.consent],
  ].filter(([, m]) => !(m.worst.value <= 0));
  console.log(`\n  layout shifts (largest session window of the worst load): ${shifted.length ? '' : 'none'}`);
  for (const [name, m] of shifted) console.log(`    ${name}: ${m.worst.error ?? moved(m)}`);
}

/** Where the time of /projects' LCP went. */
function reportLcpTrace(lcp) {
  // the median empty-cache load: every request, from its start to its last byte
  const sample = [...lcp.cold].sort((a, b) => a.ms - b.ms)[Math.floor(lcp.cold.length / 2)];
  console.log(
    `  requests of the median empty-cache load of /projects (LCP ${Math.round(sample.ms)} ms), start -> end ms (sent, first byte):`,
  );
  const at = (ms) => (ms > 0 ? String(Math.round(ms)) : '-');
  for (const r of sample.timeline) {
    const url = new URL(r.name);
    const path = `${url.port}${url.pathname}${url.search.length > 1 ? '?…' : ''}`;
    console.log(`    ${at(r.start).padStart(5)} -> ${at(r.end).padStart(5)}  (${at(r.sent)}, ${at(r.firstByte)})  ${path}`);
  }
  const tasks = sample.longTasks ?? [];
  console.log(`  LCP candidates (ms, element): ${(sample.candidates ?? []).join('; ')}`);
  console.log(`  marks: ${(sample.marks ?? []).map(([name, ms]) => `${name} ${Math.round(ms)}`).join(', ')}`);
  console.log(
    `  main-thread long tasks (start+ms): ${tasks.map(([start, ms]) => `${Math.round(start)}+${Math.round(ms)}`).join(', ') || 'none'}`,
  );
  console.log(
    `  LCP samples (ms), cached: ${lcp.warm.map((e) => Math.round(e.ms)).join(', ')}; empty cache: ${lcp.cold.map((e) => Math.round(e.ms)).join(', ')}`,
  );
  console.log(`  LCP elements: ${[...new Set([...lcp.warm, ...lcp.cold].map((e) => e.element))].join(', ')}`);
}

/** The figures of this checkout's last run (.local/bench-web-last.json), for the "before" column. */
const lastRunFile = path.join(localDir, 'bench-web-last.json');
function readPreviousRun() {
  try {
    return JSON.parse(readFileSync(lastRunFile, 'utf8'));
  } catch {
    return null;
  }
}
const saveRun = (run) => writeFileSync(lastRunFile, `${JSON.stringify(run, null, 2)}\n`);

/**
 * @param {{ build?: boolean, only?: string, staticServer?: 'node' | 'nginx' }} options
 *   only: parts of the figures, comma-separated (bytes: the JS, lcp: the LCP of /projects, cls: each
 *   screen's CLS, navigation: the moves between areas), quicker
 *   while working on it; staticServer: what serves the apps' files (compose.mjs), the Node server
 *   by default (the figures of earlier runs), or nginx as a deployment serves them
 */
export async function benchWeb({ build = true, only, staticServer = 'node' } = {}) {
  const executablePath = await ensureChromium();
  if (build) await buildAll();
  // a persistent folder: a second run finds the 100k projects and skips the seed
  const dataDir = path.join(localDir, 'bench-web-data');
  const env = { DATABASE_URL: '', RATE_LIMIT_PER_MINUTE: 'off' };
  const seed = () =>
    run(process.execPath, ['api/dist/seed/scale-cli.js', String(PROJECTS)], { env: { ...process.env, ...env, DATA_DIR: dataDir } });
  log(`bench database: growing projects to ${PROJECTS} (${dataDir})`);
  if ((await seed()) !== 0) {
    // e.g. a database from before a change of the API's migrations: it is only bench data
    log('the bench database could not be brought up to date; creating it afresh');
    rmSync(dataDir, { recursive: true, force: true });
    if ((await seed()) !== 0) throw new Error('scale seed failed');
  }
  const { chromium } = await loadPlaywright();
  log(`the apps' files served by ${staticServer === 'nginx' ? 'nginx (deploy/nginx)' : 'the Node static server'}`);
  const composition = await startComposition({ dataDir, env, staticServer });
  let browser;
  try {
    browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
    // the bench's own probes are evaluated strings, which nginx's strict CSP refuses (e2e checks the CSP)
    const context = await browser.newContext({
      ignoreHTTPSErrors: true,
      bypassCSP: staticServer === 'nginx',
      viewport: { width: 1440, height: 900 },
      storageState: await consentGiven(),
    });
    const load = [loadavg()[0]];
    const signedIn = await signIn(context);
    const step = (name, part, measure) => {
      if (only && !only.split(',').includes(part)) return null;
      log(`measuring ${name}`);
      return measure(context, signedIn);
    };
    const bytes = await step('the JS of /home and of each remote route', 'bytes', measureBytes);
    const lcp = await step('the largest contentful paint of /projects', 'lcp', measureLcp);
    const cls = await step('the layout shift of every screen', 'cls', measureCls);
    const rounds = await step('the moves between areas', 'navigation', measureNavigation);
    load.push(loadavg()[0]);
    const results = { bytes, lcp, cls, rounds, load };
    report(results);
    return results;
  } finally {
    await browser?.close();
    await composition.stop();
  }
}

// `node scripts/bench-web.mjs`: only the front-end pass; `--only bytes|lcp|cls|navigation`: one part of
// it, or several (`--only bytes,cls`); `--static nginx`: the apps' files from nginx instead of the
// Node static server. BENCH_CLS_LOADS: loads per CLS figure (3 by default).
if (process.argv[1] === import.meta.filename) {
  const option = (name) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
  const only = option('--only');
  const staticServer = option('--static') ?? 'node';
  if (only !== undefined && !only.split(',').every((part) => ['bytes', 'lcp', 'cls', 'navigation'].includes(part))) {
    throw new Error('--only takes bytes, lcp, cls or navigation, or several of them separated by commas');
  }
  if (!['node', 'nginx'].includes(staticServer)) throw new Error('--static takes node or nginx');
  await ensureDeps();
  if (staticServer === 'nginx') await ensureNginx();
  await benchWeb({ only, staticServer });
}
