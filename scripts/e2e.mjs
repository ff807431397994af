// End-to-end pass of `npm test`: Debian's Chromium (installed with apt-get when missing and root),
// production builds, the composed portal on a fresh in-memory database, then Playwright.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildAll, startComposition } from './compose.mjs';
import { ensureAptPackages, log, repoRoot, run, which } from './lib.mjs';

export async function ensureChromium() {
  const found = process.env.CHROMIUM_PATH ?? which('chromium') ?? which('chromium-browser');
  if (found) return found;
  await ensureAptPackages(['chromium'], 'the end-to-end tests');
  const installed = which('chromium');
  if (!installed) throw new Error('chromium is not on the PATH after apt-get install chromium');
  return installed;
}

/** Counts Playwright's JSON report: expected = passed, unexpected = failed, flaky counts as passed. */
function countReport(file) {
  if (!existsSync(file)) return { passed: 0, failed: 1, skipped: 0 };
  const { stats, errors = [] } = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected + errors.length, skipped: stats.skipped };
}

/** The tag manager container of the e2e composition (e2e/tests/analytics names it too). */
export const E2E_ANALYTICS_CONTAINER = 'GTM-E2ETEST';

export async function runE2e(resultsDir, playwrightArgs = []) {
  const chromium = await ensureChromium();
  await buildAll();
  log('starting the composed portal for the end-to-end tests');
  // the tests play a stage with analytics: the portal's consent banner asks for performance
  // cookies (e2e/tests/analytics; the fixture's stored choice in playwright.config.ts matches)
  const composition = await startComposition({ dataDir: null, env: { PORTAL_ANALYTICS_CONTAINER: E2E_ANALYTICS_CONTAINER } });
  const report = path.join(resultsDir, 'playwright.json');
  rmSync(report, { force: true });
  try {
    await run(process.execPath, [path.join(repoRoot, 'e2e/node_modules/@playwright/test/cli.js'), 'test', ...playwrightArgs], {
      cwd: path.join(repoRoot, 'e2e'),
      env: { ...process.env, CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
    });
  } finally {
    await composition.stop();
  }
  return countReport(report);
}

// `node scripts/e2e.mjs [playwright args]`: only the end-to-end pass.
if (process.argv[1] === import.meta.filename) {
  const { mkdirSync } = await import('node:fs');
  const { localDir } = await import('./lib.mjs');
  const dir = path.join(localDir, 'test-results');
  mkdirSync(dir, { recursive: true });
  const r = await runE2e(dir, process.argv.slice(2));
  console.log(`${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped`);
  process.exit(r.failed ? 1 : 0);
}
