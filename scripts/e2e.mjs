// End-to-end pass of `npm test`: Debian's Chromium headless shell (installed with apt-get when
// missing and root; full Chromium where it cannot be),
// production builds, the composed portal on a fresh in-memory database, then Playwright; twice:
// every suite with the apps on the Node static server, then the Playwright project `nginx` (a few
// suites and the hosting's own checks) with the apps served by nginx as a deployment serves them
// (deploy/nginx), where any Content-Security-Policy violation the browser reports fails the pass.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildAll, standInReportEnv, startComposition } from './compose.mjs';
import { ensureAptPackages, log, repoRoot, run, which } from './lib.mjs';
import { ensureNginx } from './nginx.mjs';

export async function ensureChromium() {
  const found = process.env.CHROMIUM_PATH ?? which('chromium') ?? which('chromium-browser');
  if (found) return found;
  await ensureAptPackages(['chromium'], 'the end-to-end tests');
  const installed = which('chromium');
  if (!installed) throw new Error('chromium is not on the PATH after apt-get install chromium');
  return installed;
}

/**
 * The browser of the end-to-end passes: Debian's `chromium-headless-shell`, the same Chromium
 * without the browser window's own UI. Full Chromium builds a WebUI renderer for every new page's
 * window (its omnibox popup: about 200 chrome:// modules), which cost about 0.65 s of CPU per page
 * on this machine (10 new contexts: 7.5 s of CPU against 2.1 s with the shell). Full Chromium is
 * used where the shell cannot be installed; `CHROMIUM_PATH` chooses another.
 */
export async function ensureTestBrowser() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  const shell = () => which('chromium-headless-shell') ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : null);
  if (shell()) return shell();
  try {
    await ensureAptPackages(['chromium-headless-shell'], 'the end-to-end tests (faster than full Chromium)');
  } catch (err) {
    log(`${err.message}; using full Chromium meanwhile`);
  }
  return shell() ?? ensureChromium();
}
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

/** Counts Playwright's JSON report: expected = passed, unexpected = failed, flaky counts as passed. */
function countReport(file) {
  if (!existsSync(file)) return { passed: 0, failed: 1, skipped: 0 };
  const { stats, errors = [] } = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected + errors.length, skipped: stats.skipped };
}

/** The tag manager container of the e2e composition (e2e/tests/analytics names it too). */
export const E2E_ANALYTICS_CONTAINER = 'GTM-E2ETEST';

/** What the passes need before they start: Chromium, nginx and the production builds. */
export async function prepareE2e(passes = ['node', 'nginx'], parallelBuilds = 2) {
  // apt-get (one at a time: dpkg's lock) downloads and unpacks while webpack builds
  const installed = (async () => {
    const chromium = await ensureTestBrowser();
    if (passes.includes('nginx')) await ensureNginx();
    return chromium;
  })();
  const [chromium] = await Promise.all([installed, buildAll({ parallel: parallelBuilds })]);
  return chromium;
}

/** `passes`: the static servers to run the suites on, in order ('node', 'nginx'). */
export async function runE2e(resultsDir, playwrightArgs = [], passes = ['node', 'nginx']) {
  const chromium = await prepareE2e(passes); // nothing left to do when npm test prepared it
  const total = { passed: 0, failed: 0, skipped: 0 };
  for (const staticServer of passes) {
    const started = Date.now();
    const r = await e2ePass(resultsDir, playwrightArgs, staticServer, chromium);
    log(
      `playwright on ${staticServer}: ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped in ${Math.round((Date.now() - started) / 1000)} s`,
    );
    for (const key of Object.keys(total)) total[key] += r[key];
  }
  return total;
}

async function e2ePass(resultsDir, playwrightArgs, staticServer, chromium) {
  log(`starting the composed portal for the end-to-end tests (static files: ${staticServer})`);
  // the tests play a stage with analytics: the portal's consent banner asks for performance
  // cookies (e2e/tests/analytics; the fixture's stored choice in playwright.config.ts matches);
  // and one with a BI report: the dashboard frames the local stand-in (e2e/tests/dashboard/embedded-report)
  const composition = await startComposition({
    dataDir: null,
    // the suites drive a handful of demo accounts through ~150 tests in one composition, far
    // faster than a person: 600 calls a minute per user (the default, covered by the API's
    // rate-limit tests) is reached by the Super Admin in busy stretches of the run
    env: { PORTAL_ANALYTICS_CONTAINER: E2E_ANALYTICS_CONTAINER, RATE_LIMIT_PER_MINUTE: '6000', ...standInReportEnv() },
    staticServer,
    analyticsContainerId: E2E_ANALYTICS_CONTAINER,
  });
  const report = path.join(resultsDir, `playwright-${staticServer}.json`);
  rmSync(report, { force: true });
  let violations;
  try {
    await run(
      process.execPath,
      [path.join(repoRoot, 'e2e/node_modules/@playwright/test/cli.js'), 'test', `--project=${staticServer}`, ...playwrightArgs],
      {
        cwd: path.join(repoRoot, 'e2e'),
        env: { ...process.env, CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
      },
    );
    // reports the browser had still queued arrive within a moment of the last page closing
    if (staticServer === 'nginx') await new Promise((r) => setTimeout(r, 1000));
    violations = composition.cspReports();
  } finally {
    await composition.stop();
  }
  const result = countReport(report);
  if (violations.length > 0) {
    console.error(`[ottilia] ${violations.length} Content-Security-Policy violation report(s) under nginx:`);
    for (const { report: body } of violations) {
      const v = body?.['csp-report'] ?? body;
      console.error(
        `  ${v?.['violated-directive'] ?? v?.['effective-directive']} blocked ${v?.['blocked-uri']} on ${v?.['document-uri']}${v?.['source-file'] ? ` (${v['source-file']}:${v['line-number']})` : ''}`,
      );
    }
    result.failed += 1;
  }
  return result;
}

// `node scripts/e2e.mjs [--nginx | --node] [playwright args]`: only the end-to-end pass. Without
// arguments both static servers; with test files the Node server unless --nginx is given.
if (process.argv[1] === import.meta.filename) {
  const { mkdirSync } = await import('node:fs');
  const { localDir } = await import('./lib.mjs');
  const dir = path.join(localDir, 'test-results');
  mkdirSync(dir, { recursive: true });
  const args = process.argv.slice(2);
  const chosen = ['node', 'nginx'].filter((server) => args.includes(`--${server}`));
  const rest = args.filter((arg) => !['--node', '--nginx'].includes(arg));
  const passes = chosen.length > 0 ? chosen : rest.length > 0 ? ['node'] : ['node', 'nginx'];
  const r = await runE2e(dir, rest, passes);
  console.log(`${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped`);
  process.exit(r.failed ? 1 : 0);
}
