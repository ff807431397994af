// `node scripts/pipeline.mjs <integration|stg|prd> <app> [<version>] [--prerelease <id>] [--extra-routes <file>] [--source <dir>]`
// (`npm run pipeline -- integration remote-users --prerelease pr.42`): the only way a release
// reaches an environment. It takes one app's change (a version the store holds, or releases it:
// the app's version, or a pull request's pre-release), checks it as promote does (its files as
// released, served by the environment's release origin, its published route manifest through the
// host's own check, scripts/releases/verify-release.mjs and composition.mjs), composes the
// candidate (the environment's composition with that release), serves the candidate as the stage
// is served (scripts/stage.mjs), runs the cross-area Playwright suites against it
// (e2e/tests/environment: composition, navigation, a pass through each area as two roles, an
// unreachable area), and only when all pass pins the release in compositions/<env>.json and
// publishes it to the running stages that follow that file (scripts/releases/publish.mjs). While
// such a stage runs (it holds the stage's ports), the candidate is tried on it and it goes back to
// the file's composition when the candidate fails. On any failure the composition file is left as
// it was and the report names each failed test and the versions it ran against.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildAll } from './compose.mjs';
import { ensureTestBrowser } from './e2e.mjs';
import { localDir, repoRoot, run } from './lib.mjs';
import { cspReports } from './nginx.mjs';
import {
  compositionFile,
  compositionsDir,
  ENVIRONMENTS,
  promote,
  PromotionRefused,
  readComposition,
  writeComposition,
} from './releases/composition.mjs';
import { publishComposition, publishToStage, runningStages } from './releases/publish.mjs';
import { isVersion, readRelease, releasesRoot } from './releases/release-store.mjs';
import { verifiedRelease } from './releases/verify-release.mjs';
import { readStage, serveStage } from './stage.mjs';

const versionsOf = (composition) =>
  Object.entries(composition.apps)
    .map(([app, { version }]) => `${app} ${version}`)
    .join(', ');
const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;

/** Playwright's message in a line: its first line, and the first "Error:" line after it (what was wrong), without terminal colours. */
function errorLine(message = 'failed') {
  const lines = message
    .replaceAll(`${String.fromCharCode(27)}[`, '\u241b')
    .replace(/\u241b[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const cause = lines.slice(1).find((line) => line.startsWith('Error: '));
  return [lines[0], cause]
    .filter(Boolean)
    .map((line) => line.replace(/^Error: /, '').replace(/:$/, ''))
    .join('; ');
}

/** The failed tests of Playwright's JSON report: "title (file:line): what failed". */
export function failedTests(reportFile) {
  if (!existsSync(reportFile)) return ['the Playwright run wrote no report'];
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  const failed = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const { error } = test.results?.at(-1) ?? {};
        const at = error?.location ? ` (${path.basename(error.location.file)}:${error.location.line})` : '';
        failed.push(`${[...titles, spec.title].join(' > ')}${at}: ${errorLine(error?.message)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  // the top suites are the spec files, their children the describe blocks
  for (const suite of report.suites ?? []) walk(suite, []);
  // (the run's own note that --max-failures stopped it is not a failure of its own)
  for (const error of report.errors ?? []) {
    const line = errorLine(error.message);
    if (!line.startsWith('Testing stopped early')) failed.push(`the run: ${line}`);
  }
  return failed;
}

/**
 * Runs the pipeline for `app` at `version` (released already, or made with `release`: the
 * arguments of scripts/release.mjs). Resolves to { promoted, report } (report: the lines printed).
 * @param {{ environment: string, app: string, version?: string, release?: string[], compositions?: string, log?: (line: string) => void }} options
 */
export async function runPipeline({
  environment,
  app,
  version,
  release = [],
  compositions = compositionsDir(),
  log = (line) => console.log(line),
}) {
  const started = Date.now();
  const report = [];
  const say = (line) => {
    report.push(line);
    log(`[pipeline] ${line}`);
  };
  const file = compositionFile(compositions, environment);
  const target = readComposition(file);
  const root = releasesRoot();

  // 1. the release
  const wanted =
    version ??
    (() => {
      const { version: checkedOut } = JSON.parse(readFileSync(path.join(repoRoot, app, 'package.json'), 'utf8'));
      const prerelease = release.includes('--prerelease') ? release[release.indexOf('--prerelease') + 1] : null;
      return prerelease ? `${checkedOut}-${prerelease}` : checkedOut;
    })();
  if (!isVersion(wanted)) throw new Error(`"${wanted}" is not a version`);
  const stage = readStage(environment);
  // the suites sign in through the stage's identity provider: a stage whose services are hosted cannot run them here
  if (stage.services !== 'local')
    throw new Error(
      `the ${environment} stage's services are hosted: the pipeline runs where they are local (integration); promote a release that passed it`,
    );
  if (version && !readRelease(root, app, version)) {
    say(`refused: the release store does not hold ${app} ${version}; ${path.relative(repoRoot, file)} is unchanged`);
    return { promoted: false, report };
  }
  if (!readRelease(root, app, wanted)) {
    if ((await run(process.execPath, [path.join(repoRoot, 'scripts/release.mjs'), app, ...release])) !== 0) {
      say(`refused: releasing ${app} ${wanted} failed; ${path.relative(repoRoot, file)} is unchanged`);
      return { promoted: false, report };
    }
  }
  const before = target.apps[app]?.version ?? 'none';
  say(`${environment}: ${app} ${before} -> ${wanted}`);

  // 2. the candidate, served as the stage is
  const [origin] = target.releaseOrigins ?? [];
  const chromium = await ensureTestBrowser();
  const [running] = runningStages(file);
  if (running) say(`the candidate is tried on the running stage ${running.appOrigin} (pid ${running.pid})`);
  const served = running
    ? borrowStage(running)
    : await serveStage(stage, target, { dataDir: null, apiEnv: { RATE_LIMIT_PER_MINUTE: '6000' } });
  let failed;
  let candidate;
  let checked;
  try {
    // 3. the checks promote makes, on what the served release origin publishes
    try {
      checked = await verifiedRelease(root, app, wanted, origin);
      candidate = promote(target, app, wanted, checked);
    } catch (error) {
      if (!(error instanceof PromotionRefused)) throw error;
      say(`refused before the tests: ${error.message}`);
      say(`${path.relative(repoRoot, file)} is unchanged (${seconds(started)})`);
      return { promoted: false, report };
    }
    say(`checked: files as released, served by ${origin}, its route manifest fits host ${candidate.apps.host.version}`);
    say(`candidate: ${versionsOf(candidate)}`);
    if (running) for (const line of await publishToStage(running, candidate)) say(`candidate ${line}`);
    else writeComposition(served.compositionFile, candidate);

    // 4. the cross-area suites against it
    const suites = Date.now();
    const resultsDir = path.join(localDir, 'pipeline');
    mkdirSync(resultsDir, { recursive: true });
    const reportFile = path.join(resultsDir, `playwright-${environment}.json`);
    rmSync(reportFile, { force: true });
    await run(
      process.execPath,
      [
        path.join(repoRoot, 'e2e/node_modules/@playwright/test/cli.js'),
        'test',
        '--project=environment',
        '--reporter=json',
        '--max-failures=1',
        '--retries=1',
      ],
      {
        cwd: path.join(repoRoot, 'e2e'),
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, CHROMIUM_PATH: chromium, OTTILIA_STAGE_ORIGIN: served.appOrigin, PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile },
      },
    );
    failed = failedTests(reportFile);
    const violations = served.cspReports();
    for (const { report: body } of violations) {
      const violation = body?.['csp-report'] ?? body;
      failed.push(
        `Content-Security-Policy: ${violation?.['violated-directive'] ?? violation?.['effective-directive']} blocked ${violation?.['blocked-uri']} on ${violation?.['document-uri']}`,
      );
    }
    const { stats } = existsSync(reportFile) ? JSON.parse(readFileSync(reportFile, 'utf8')) : { stats: { expected: 0, flaky: 0 } };
    // a test that passes on its one retry counts as passed (a busy machine), one that fails twice does not
    say(
      `cross-area suites: ${stats.expected + stats.flaky} passed${stats.flaky ? ` (${stats.flaky} on retry)` : ''}, ${failed.length} failed${stats.skipped ? `, ${stats.skipped} not run after the first failure` : ''} in ${seconds(suites)}`,
    );
  } finally {
    await served.stop();
    // a running stage keeps a candidate that passed (it is promoted next) and goes back otherwise
    if (running && failed?.length !== 0)
      for (const line of await publishToStage(running, target)) say(`back to ${path.relative(repoRoot, file)}: ${line}`);
  }

  // 5. promote only a candidate that passed
  if (failed.length > 0) {
    say(`refused: ${app} ${wanted} failed the cross-area suites against ${versionsOf(candidate)}:`);
    for (const failure of failed) say(`  ✗ ${failure}`);
    say(`${path.relative(repoRoot, file)} is unchanged (${seconds(started)})`);
    return { promoted: false, report };
  }
  writeComposition(file, promote(readComposition(file), app, wanted, checked));
  say(`promoted: ${path.relative(repoRoot, file)} pins ${app} ${wanted} (${seconds(started)})`);
  for (const line of await publishComposition(file)) say(line);
  return { promoted: true, report };
}

/** A stage another process serves, as serveStage's answer: its violation reports from now on; stopping it is its owner's. */
function borrowStage(running) {
  const seen = cspReports().length;
  return {
    appOrigin: running.appOrigin,
    compositionFile: running.compositionFile,
    cspReports: () => cspReports().slice(seen),
    stop: async () => {},
  };
}

if (process.argv[1] === import.meta.filename) {
  const {
    positionals: [environment, app, version],
    values,
  } = parseArgs({
    allowPositionals: true,
    options: { prerelease: { type: 'string' }, 'extra-routes': { type: 'string' }, source: { type: 'string' } },
  });
  if (!ENVIRONMENTS.includes(environment) || !app) {
    console.error(
      `usage: node scripts/pipeline.mjs <${ENVIRONMENTS.join('|')}> <app> [<version>] [--prerelease <id>] [--extra-routes <file>] [--source <dir>]`,
    );
    process.exit(2);
  }
  const release = Object.entries(values).flatMap(([option, value]) => [`--${option}`, value]);
  try {
    await buildAll({ frontEnd: false }); // the stage's API and identity provider
    const { promoted } = await runPipeline({ environment, app, version, release });
    process.exit(promoted ? 0 : 1);
  } catch (error) {
    console.error(`[pipeline] ${error.message}`);
    process.exit(1);
  }
}
