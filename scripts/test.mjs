// `npm test`: every test of the portal, on a fresh machine. Installs what it lacks, then runs
//   1. type checks of every package and the lint,
//   2. all jest projects (API and identity on the embedded database, front-end packages in jsdom),
//   3. the API suites again on PostgreSQL (DATABASE_URL, or a throwaway local cluster),
//   4. the Playwright end-to-end suites against the composed portal (when e2e/ has them), on the
//      Node static server and then some of them on nginx (scripts/e2e.mjs),
// and ends with one line `N passed, N failed, N skipped` summed over every runner.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureDeps, localDir, log, repoRoot, run } from './lib.mjs';
import { startPostgres, stopPostgres } from './local-postgres.mjs';
import { typecheckAll } from './typecheck.mjs';

const resultsDir = path.join(localDir, 'test-results');
const total = { passed: 0, failed: 0, skipped: 0 };
const add = (label, r) => {
  total.passed += r.passed; total.failed += r.failed; total.skipped += r.skipped;
  log(`${label}: ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped`);
};

async function jest(label, args, env = {}) {
  const out = path.join(resultsDir, `${label}.json`);
  rmSync(out, { force: true });
  // the embedded-database pass must not inherit a DATABASE_URL meant for the PostgreSQL pass
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  // one in-band process runs every suite: jest's ESM module registry keeps tens of MB per suite,
  // more than Node's default heap limit holds by the end
  await run(process.execPath, ['--max-old-space-size=8192', '--experimental-vm-modules', 'node_modules/jest/bin/jest.js', '--ci', '--json', `--outputFile=${out}`, ...args],
    { env: { ...inherited, NODE_ENV: 'test', ...env } });
  if (!existsSync(out)) return { passed: 0, failed: 1, skipped: 0 }; // the runner itself crashed
  const r = JSON.parse(readFileSync(out, 'utf8'));
  // a suite that fails to load has no test results but must still count as a failure
  // a suite that failed outside its tests (import error, a hook, an unhandled error at teardown)
  const brokenSuites = r.testResults.filter((s) => s.status === 'failed' && !s.assertionResults.some((a) => a.status === 'failed')).length;
  return { passed: r.numPassedTests, failed: r.numFailedTests + brokenSuites, skipped: r.numPendingTests + r.numTodoTests };
}

async function postgresPass() {
  let url = process.env.DATABASE_URL;
  let started = false;
  if (!url) {
    try { url = await startPostgres(); started = true; } catch (err) {
      log(`PostgreSQL pass skipped: ${err.message}`);
      return { passed: 0, failed: 0, skipped: 1 };
    }
  }
  try {
    return await jest('api-postgres', ['--selectProjects', 'api'], { DATABASE_URL: url });
  } finally { if (started) stopPostgres(); }
}

async function e2ePass() {
  if (!existsSync(path.join(repoRoot, 'e2e', 'playwright.config.ts'))) return null;
  const { runE2e } = await import('./e2e.mjs');
  return runE2e(resultsDir);
}

try {
  await ensureDeps();
  mkdirSync(resultsDir, { recursive: true });
  const typeErrors = await typecheckAll();
  add('type checks', { passed: typeErrors.ok, failed: typeErrors.failed, skipped: 0 });
  const lintCode = await run(process.execPath, ['node_modules/eslint/bin/eslint.js', '.']);
  add('lint', { passed: lintCode === 0 ? 1 : 0, failed: lintCode === 0 ? 0 : 1, skipped: 0 });
  add('jest (embedded database)', await jest('jest', []));
  add('jest api (PostgreSQL)', await postgresPass());
  const e2e = await e2ePass();
  if (e2e) add('playwright', e2e);
  add('integration pipeline', await (await import('./pipeline-scenario.mjs')).pipelineScenario());
} catch (err) {
  console.error(`[ottilia] ${err.message}`);
  total.failed += 1;
}
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed > 0 ? 1 : 0);
