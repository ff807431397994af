// `npm test`: every test of the portal, on a fresh machine. Installs what it lacks, then runs
//   - type checks of every package and the lint,
//   - all jest projects (API and identity on the embedded database, front-end packages in jsdom),
//   - the API suites that open a database again on PostgreSQL (DATABASE_URL, or a throwaway local cluster),
//   - the Playwright end-to-end suites against the composed portal (when e2e/ has them), on the
//     Node static server and then some of them on nginx (scripts/e2e.mjs),
// and ends with the time each stage took and one line `N passed, N failed, N skipped` summed over
// every runner. The front-end jest projects run beside the browsers at the lowest priority (ADR 0381);
// their output then goes to .local/test-results/jest.log and is printed when they fail.
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { availableParallelism, setPriority } from 'node:os';
import path from 'node:path';
import { apiSuites } from './api-database-suites.mjs';
import { ensureDeps, localDir, log, repoRoot, run } from './lib.mjs';
import { startPostgres, stopPostgres } from './local-postgres.mjs';
import { typecheckAll } from './typecheck.mjs';

const resultsDir = path.join(localDir, 'test-results');
const total = { passed: 0, failed: 0, skipped: 0 };
const stages = [];
const started = Date.now();
const seconds = (since) => Math.round((Date.now() - since) / 1000);
const add = (label, r) => {
  total.passed += r.passed;
  total.failed += r.failed;
  total.skipped += r.skipped;
  log(`${label}: ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped`);
};

/** Runs one stage, counts its result and keeps its wall time for the closing table. */
async function stage(label, body) {
  const since = Date.now();
  let result;
  try {
    result = await body();
  } catch (err) {
    console.error(`[ottilia] ${label}: ${err.message}`);
    result = { passed: 0, failed: 1, skipped: 0 };
  }
  stages.push({ label, seconds: seconds(since), from: Math.round((since - started) / 1000) });
  if (result) add(label, result);
  return result;
}

/** A command whose output goes to `out` (a side lane's log), at `priority`; resolves with its exit code. */
function runInto(out, cmd, args, { priority = 0, ...opts } = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: repoRoot, ...opts, stdio: ['ignore', 'pipe', 'pipe'] });
    // set before the child has loaded, so its own children (jest's workers) inherit it
    if (priority && child.pid) setPriority(child.pid, priority);
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    child.on('error', (err) => {
      out.write(`${err.message}\n`);
      resolve(1);
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** A side lane's log file; `finish(failed)` closes it and prints it when something failed. */
function sideLog(file) {
  const out = createWriteStream(file);
  return {
    out,
    finish: async (failed) => {
      await new Promise((resolve) => out.end(resolve));
      if (failed) process.stdout.write(`\n----- ${path.relative(repoRoot, file)} -----\n${readFileSync(file, 'utf8')}\n`);
    },
  };
}

/**
 * A worker is replaced after a suite once it holds more than this. An API suite (an app, a database,
 * a mail worker) leaves its worker slower for every later suite: the API suites took 964 s with
 * workers kept up to 1 GB and 566 s (and 27 % less CPU) with a fresh worker each, while the
 * front-end suites took 156 s kept and 217 s fresh (ADR 0223). So the API's suites run apart.
 */
const KEPT_WORKER = '1GB';
const FRESH_WORKER = '100MB';

/**
 * One jest run; `workers` jest worker processes (each suite its own embedded database).
 * `logFile`: run as a side lane, printing the output only when something failed.
 */
async function jest(label, args, { env = {}, workers = 1, logFile, workerLimit = KEPT_WORKER, priority = 0 } = {}) {
  const out = path.join(resultsDir, `${label}.json`);
  rmSync(out, { force: true });
  // the embedded-database pass must not inherit a DATABASE_URL meant for the PostgreSQL pass
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  // jest's ESM module registry keeps tens of MB per suite (about 50 for an API suite): in one
  // process for the whole run, the heap grows to GBs and garbage collection slows every later suite
  // several times over. So suites always run in worker processes (never in band), and a worker is
  // replaced once it holds more than workerIdleMemoryLimit between two suites.
  const argv = [
    '--max-old-space-size=4096',
    '--experimental-vm-modules',
    'node_modules/jest/bin/jest.js',
    '--ci',
    '--json',
    `--outputFile=${out}`,
    `--maxWorkers=${workers}`,
    `--workerIdleMemoryLimit=${workerLimit}`,
    ...args,
  ];
  const opts = { env: { ...inherited, NODE_ENV: 'test', ...env } };
  if (logFile) {
    const lane = sideLog(logFile);
    await lane.finish((await runInto(lane.out, process.execPath, argv, { ...opts, priority })) !== 0);
  } else await run(process.execPath, argv, opts);
  if (!existsSync(out)) return { passed: 0, failed: 1, skipped: 0 }; // the runner itself crashed
  const r = JSON.parse(readFileSync(out, 'utf8'));
  // a suite that failed outside its tests (import error, a hook, an unhandled error at teardown)
  const brokenSuites = r.testResults.filter((s) => s.status === 'failed' && !s.assertionResults.some((a) => a.status === 'failed')).length;
  return { passed: r.numPassedTests, failed: r.numFailedTests + brokenSuites, skipped: r.numPendingTests + r.numTodoTests };
}

/**
 * Without DATABASE_URL, a throwaway local cluster (scripts/local-postgres.mjs), started (and installed
 * with apt-get when missing) at once, while the builds and the embedded pass run; stopped at the end.
 */
const localPostgres = process.env.DATABASE_URL
  ? null
  : startPostgres().then(
      (url) => ({ url }),
      (err) => ({ err }),
    );

async function postgresPass() {
  let url = process.env.DATABASE_URL;
  if (localPostgres) {
    const started = await localPostgres;
    if (started.err) {
      log(`PostgreSQL pass skipped: ${started.err.message}`);
      return { passed: 0, failed: 0, skipped: 1 };
    }
    url = started.url;
  }
  // only the suites that open the database under test: the rest ran on the embedded pass already
  const { all, onDatabase } = apiSuites();
  log(`PostgreSQL pass: the ${onDatabase.length} of ${all.length} API suites that open the database under test`);
  return jest('api-postgres', ['--selectProjects', 'api', '--runTestsByPath', ...onDatabase], {
    env: { DATABASE_URL: url },
    // one worker more than the cores: these suites wait on the server, which left 18 % idle (ADR 0389)
    workers: JEST_WORKERS + 1,
    workerLimit: FRESH_WORKER,
  });
}

/**
 * Type checks, lint, the route manifests' schema and the formatter's check. `logFile`: as a side
 * lane at `priority`, with the output in that file (printed when something failed).
 */
async function staticChecks({ logFile, priority = 0 } = {}) {
  const lane = logFile ? sideLog(logFile) : null;
  const out = lane?.out ?? process.stdout;
  const command = (args) => (lane ? runInto(out, process.execPath, args, { priority }) : run(process.execPath, args));
  // side by side: the type checks' last program keeps one core, which the lint takes
  const [typeErrors, lintCode] = await Promise.all([
    typecheckAll({ out, priority }),
    command(['node_modules/eslint/bin/eslint.js', `--concurrency=${Math.max(1, Math.min(2, availableParallelism()))}`, '.']),
  ]);
  // the remotes' route-manifest.json against the JSON Schema of shared-contracts (ADR 0355)
  const manifestCode = await command(['scripts/lint-route-manifests.mjs']);
  // the formatter's check (ADR 0375): `npm run format` writes what it would change
  const formatCode = await command(['node_modules/@biomejs/biome/bin/biome', 'format', '.']);
  const ok = Number(lintCode === 0) + Number(manifestCode === 0) + Number(formatCode === 0);
  await lane?.finish(typeErrors.failed > 0 || ok < 3);
  add('type checks', { passed: typeErrors.ok, failed: typeErrors.failed, skipped: 0 });
  return { passed: ok, failed: 3 - ok, skipped: 0 };
}

/**
 * With end-to-end suites: the production builds first, then the API's jest runs on both cores. The
 * browser passes keep about one and a half cores busy; beside them, at the lowest priority, run every
 * other jest project and then the type checks and lint, which take what the browsers leave (ADRs
 * 0381, 0387): the pages lose little, and neither the front-end suites (5 s of waiting at most, real
 * timers) nor the checks mind the wait. Without end-to-end suites all runs in the foreground, the
 * static checks first. `TEST_JEST_WORKERS` sets jest's worker processes (one a core, at most two).
 */
const JEST_WORKERS = Number(process.env.TEST_JEST_WORKERS ?? Math.max(1, Math.min(2, availableParallelism())));
const hasE2e = existsSync(path.join(repoRoot, 'e2e', 'playwright.config.ts'));

// Playwright records no traces in this run (e2e/playwright.config.ts): CI keeps none, and a failed
// suite rerun alone records its own
process.env.E2E_TRACES ??= 'off';

try {
  await ensureDeps();
  mkdirSync(resultsDir, { recursive: true });
  const { runE2e, prepareE2e } = hasE2e ? await import('./e2e.mjs') : {};
  if (hasE2e) {
    await stage('builds and browsers', async () => {
      await prepareE2e(['node', 'nginx'], 2);
      await (await import('./releases/e2e-releases.mjs')).buildE2eReleases(2);
      return null;
    });
  } else await stage('type checks and lint', staticChecks);
  await stage('jest api (embedded database)', () =>
    jest('jest-api', ['--selectProjects', 'api'], { workers: JEST_WORKERS, workerLimit: FRESH_WORKER }),
  );
  await stage('jest api (PostgreSQL)', postgresPass);
  const others = (lane) => jest('jest', ['--ignoreProjects', 'api'], { workers: JEST_WORKERS, ...lane });
  if (hasE2e) {
    const sideLane = (async () => {
      await stage('jest, every other project', () => others({ logFile: path.join(resultsDir, 'jest.log'), priority: 19 }));
      await stage('type checks and lint', () => staticChecks({ logFile: path.join(resultsDir, 'static.log'), priority: 19 }));
    })();
    await stage('playwright', () => runE2e(resultsDir));
    await stage('integration pipeline', async () => (await import('./pipeline-scenario.mjs')).pipelineScenario());
    await sideLane;
  } else await stage('jest, every other project', () => others({}));
} catch (err) {
  console.error(`[ottilia] ${err.message}`);
  total.failed += 1;
}
// the throwaway cluster goes with the run, however far the run got
if (localPostgres && !(await localPostgres).err) stopPostgres();
log('stages (start and wall time, seconds):');
for (const { label, from, seconds: s } of stages) log(`  ${String(from).padStart(5)}  ${String(s).padStart(5)}  ${label}`);
log(`  total ${seconds(started)} s`);
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed > 0 ? 1 : 0);
