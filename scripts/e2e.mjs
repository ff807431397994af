// End-to-end pass of `npm test`: Debian's Chromium headless shell (installed with apt-get when
// missing and root; full Chromium where it cannot be),
// production builds, the composed portal on a fresh in-memory database, then Playwright; twice:
// every suite with the apps on the Node static server, then the Playwright project `nginx` (a few
// suites and the hosting's own checks) with the apps served by nginx as a deployment serves them
// (deploy/nginx), where any Content-Security-Policy violation the browser reports fails the pass.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { buildAll, ensureCertificate, standInReportEnv, startComposition } from './compose.mjs';
import { ensureAptPackages, isRoot, localDir, log, repoRoot, run, which } from './lib.mjs';
import { ensureNginx } from './nginx.mjs';
import { e2eRelease } from './releases/e2e-releases.mjs';
import { releasesRoot } from './releases/release-store.mjs';

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
  const chromium = await ensureTestBrowser();
  if (passes.includes('nginx')) await ensureNginx();
  await buildAll({ parallel: parallelBuilds });
  return chromium;
}

/**
 * `passes`: the static servers to run the suites on, in order ('node', 'nginx'). The whole Node
 * pass (no Playwright arguments) runs in shards side by side where network namespaces can be made
 * (shardedPass).
 */
export async function runE2e(resultsDir, playwrightArgs = [], passes = ['node', 'nginx']) {
  const chromium = await prepareE2e(passes); // nothing left to do when npm test prepared it
  const total = { passed: 0, failed: 0, skipped: 0 };
  for (const staticServer of passes) {
    const started = Date.now();
    const shards = staticServer === 'node' && playwrightArgs.length === 0 ? shardNamespaces() : [];
    const r = shards.length > 1
      ? await shardedPass(resultsDir, shards)
      : await e2ePass(resultsDir, playwrightArgs, staticServer, chromium);
    log(`playwright on ${staticServer}: ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped in ${Math.round((Date.now() - started) / 1000)} s`);
    for (const key of Object.keys(total)) total[key] += r[key];
  }
  return total;
}

/**
 * The shards of the Node pass (TEST_E2E_SHARDS, by default one a core, at most two): the suites
 * spend much of their time waiting on the browser, the API and their timers, so two halves side by
 * side take little more than one. Each shard runs in a network namespace of its own, where the
 * portal's fixed ports are its own: its own composition, in-memory database, identity directory
 * and logs (.local/e2e-shards/<n>), so no test sees another shard's writes. Making namespaces
 * needs root and `ip` (iproute2); without them, or with one shard, the pass runs whole.
 */
function shardNamespaces() {
  const count = Number(process.env.TEST_E2E_SHARDS ?? Math.max(1, Math.min(2, availableParallelism())));
  if (count < 2 || !isRoot() || !which('ip')) return [];
  const names = Array.from({ length: count }, (_, i) => `ottilia-e2e-${i + 1}`);
  for (const name of names) {
    spawnSync('ip', ['netns', 'delete', name], { stdio: 'ignore' }); // left by a killed run
    const made = spawnSync('ip', ['netns', 'add', name], { stdio: 'ignore' }).status === 0
      && spawnSync('ip', ['netns', 'exec', name, 'ip', 'link', 'set', 'lo', 'up'], { stdio: 'ignore' }).status === 0;
    if (!made) {
      log(`no network namespace could be made (${name}): the end-to-end pass runs as one shard`);
      for (const other of names) spawnSync('ip', ['netns', 'delete', other], { stdio: 'ignore' });
      return [];
    }
  }
  return names;
}

/**
 * What every shard reads and no shard may make at the same time as another: the local certificate
 * and the releases the release suites take from the store (a release is never written twice).
 */
async function prepareShards() {
  await ensureCertificate();
  for (const kind of ['user-groups', 'contract-2', 'react-18']) e2eRelease(kind);
  const { version } = JSON.parse(readFileSync(path.join(repoRoot, 'remote-users/package.json'), 'utf8'));
  if (!existsSync(path.join(releasesRoot(), 'remote-users', version))) {
    if (await run(process.execPath, [path.join(repoRoot, 'scripts/release.mjs'), 'remote-users']) !== 0) throw new Error('releasing remote-users failed');
  }
}

/**
 * Runs the Node pass as `namespaces.length` shards side by side (`node scripts/e2e.mjs --shard n`
 * in each namespace). The shards share one queue of spec files, longest first (as long as the last
 * run took, or by size): each takes the next file when it has finished one, so both end together.
 */
async function shardedPass(resultsDir, namespaces) {
  await prepareShards();
  const reports = path.join(resultsDir, 'playwright-node');
  rmSync(reports, { recursive: true, force: true });
  mkdirSync(path.join(reports, 'claims'), { recursive: true });
  const files = nodePassFiles();
  writeFileSync(path.join(reports, 'queue.json'), JSON.stringify(files));
  log(`the Node pass runs as ${namespaces.length} shards side by side, each with its own portal (${files.length} spec files)`);
  const codes = await Promise.all(namespaces.map(async (namespace, i) => {
    const code = await runPrefixed(`[shard ${i + 1}]`, 'ip', ['netns', 'exec', namespace, process.execPath, import.meta.filename, '--shard', String(i + 1)]);
    spawnSync('ip', ['netns', 'delete', namespace], { stdio: 'ignore' });
    return code;
  }));
  const total = { passed: 0, failed: 0, skipped: 0 };
  const seconds = {};
  files.forEach((file, index) => {
    const report = path.join(reports, `${index}.json`);
    // a file no shard ran (a shard that crashed) counts as a failure
    const r = countReport(report);
    for (const key of Object.keys(total)) total[key] += r[key];
    if (existsSync(report)) seconds[file] = Math.round(JSON.parse(readFileSync(report, 'utf8')).stats.duration / 1000);
  });
  writeFileSync(FILE_SECONDS, `${JSON.stringify(seconds, null, 2)}\n`);
  if (total.failed === 0 && codes.some((code) => code !== 0)) total.failed = 1;
  return total;
}

/** How long each spec file of the Node pass took last time (written by shardedPass). */
const FILE_SECONDS = path.join(localDir, 'test-results', 'e2e-file-seconds.json');

/** The Node pass's spec files (playwright.config.ts: the `node` project), longest first. */
function nodePassFiles() {
  const tests = path.join(repoRoot, 'e2e', 'tests');
  const files = readdirSync(tests, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.spec.ts') && !/^(static-hosting|environment)\//.test(file))
    .map((file) => `tests/${file}`);
  const last = existsSync(FILE_SECONDS) ? JSON.parse(readFileSync(FILE_SECONDS, 'utf8')) : {};
  const weight = (file) => last[file] ?? statSync(path.join(repoRoot, 'e2e', file)).size / 1000;
  return files.sort((a, b) => weight(b) - weight(a) || a.localeCompare(b));
}

/** A child whose output lines are printed with `prefix`; resolves to its exit code. */
function runPrefixed(prefix, cmd, args) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const [from, to] of [[child.stdout, process.stdout], [child.stderr, process.stderr]]) {
      createInterface({ input: from }).on('line', (line) => to.write(`${prefix} ${line}\n`));
    }
    child.on('error', (err) => { console.error(`${prefix} ${err.message}`); resolve(1); });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

/**
 * One shard of the Node pass, inside its namespace: its own portal and state folder; it takes the
 * next unclaimed file of the shared queue (a claim is a file only one shard can create) until none
 * is left, one Playwright run per file, with its own report and output folder.
 */
async function runShard(resultsDir, n) {
  const stateDir = path.join(localDir, 'e2e-shards', n);
  rmSync(stateDir, { recursive: true, force: true });
  // the composition's port lock lives in TMPDIR: each namespace has its own ports
  process.env.TMPDIR = path.join(stateDir, 'tmp');
  mkdirSync(process.env.TMPDIR, { recursive: true });
  const chromium = await ensureTestBrowser();
  const reports = path.join(resultsDir, 'playwright-node');
  const files = JSON.parse(readFileSync(path.join(reports, 'queue.json'), 'utf8'));
  const composition = await startE2eComposition('node', stateDir);
  const claim = (index) => {
    try { writeFileSync(path.join(reports, 'claims', String(index)), n, { flag: 'wx' }); return true; } catch { return false; }
  };
  try {
    for (const [index, file] of files.entries()) {
      if (!claim(index)) continue;
      await playwright(['--project=node', `--output=test-results/node-${index}`, file], { chromium, report: path.join(reports, `${index}.json`), stateDir });
    }
  } finally {
    await composition.stop();
  }
}

/** The composed portal the suites run against, on a fresh in-memory database. */
function startE2eComposition(staticServer, stateDir = localDir) {
  log(`starting the composed portal for the end-to-end tests (static files: ${staticServer})`);
  // the tests play a stage with analytics: the portal's consent banner asks for performance
  // cookies (e2e/tests/analytics; the fixture's stored choice in playwright.config.ts matches);
  // and one with a BI report: the dashboard frames the local stand-in (e2e/tests/dashboard/embedded-report)
  return startComposition({
    dataDir: null,
    // the suites drive a handful of demo accounts through ~150 tests in one composition, far
    // faster than a person: 600 calls a minute per user (the default, covered by the API's
    // rate-limit tests) is reached by the Super Admin in busy stretches of the run
    env: { PORTAL_ANALYTICS_CONTAINER: E2E_ANALYTICS_CONTAINER, RATE_LIMIT_PER_MINUTE: '6000', ...standInReportEnv() },
    staticServer,
    analyticsContainerId: E2E_ANALYTICS_CONTAINER,
    stateDir,
  });
}

/** One Playwright run; its JSON report goes to `report`. */
function playwright(args, { chromium, report, stateDir = localDir }) {
  rmSync(report, { force: true });
  return run(process.execPath, [path.join(repoRoot, 'e2e/node_modules/@playwright/test/cli.js'), 'test', ...args], {
    cwd: path.join(repoRoot, 'e2e'),
    env: { ...process.env, CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: report, OTTILIA_LOGS_DIR: path.join(stateDir, 'logs') },
  });
}

async function e2ePass(resultsDir, playwrightArgs, staticServer, chromium) {
  const composition = await startE2eComposition(staticServer);
  const report = path.join(resultsDir, `playwright-${staticServer}.json`);
  let violations;
  try {
    await playwright([`--project=${staticServer}`, ...playwrightArgs], { chromium, report });
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
      console.error(`  ${v?.['violated-directive'] ?? v?.['effective-directive']} blocked ${v?.['blocked-uri']} on ${v?.['document-uri']}${v?.['source-file'] ? ` (${v['source-file']}:${v['line-number']})` : ''}`);
    }
    result.failed += 1;
  }
  return result;
}

// `node scripts/e2e.mjs [--nginx | --node] [playwright args]`: only the end-to-end pass. Without
// arguments both static servers; with test files the Node server unless --nginx is given.
// (`--shard n`: one shard of the Node pass, as shardedPass starts it in its namespace.)
if (process.argv[1] === import.meta.filename) {
  const dir = path.join(localDir, 'test-results');
  mkdirSync(dir, { recursive: true });
  const args = process.argv.slice(2);
  if (args[0] === '--shard') {
    await runShard(dir, args[1]);
    process.exit(0);
  }
  const chosen = ['node', 'nginx'].filter((server) => args.includes(`--${server}`));
  const rest = args.filter((arg) => !['--node', '--nginx'].includes(arg));
  const passes = chosen.length > 0 ? chosen : rest.length > 0 ? ['node'] : ['node', 'nginx'];
  const r = await runE2e(dir, rest, passes);
  console.log(`${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped`);
  process.exit(r.failed ? 1 : 0);
}
