// The integration pipeline's scenario of `npm test` (scripts/pipeline.mjs, docs/deploy.md): on a
// copy of the committed integration composition (its pinned releases released from this
// checkout when the store lacks them, from the end-to-end pass's builds), one release of
// remote-users that passes the cross-area suites and is promoted (one more page), then one that
// breaks the Projects area's flow (a second "Projects" navigation entry) and is refused with the
// composition file unchanged; then a mixed composition, remote-users 1.2.0 built from its release
// commit against the previous minor of the shared packages (ADR 0326) beside areas built against
// the current ones, through every area and promoted, and one built against the next major of the
// admin core, refused before the tests with the package and versions named (ADR 0321); last, a
// published composition that moves Users to another origin is allowed by the stage's
// Content-Security-Policy at once (ADR 0327). All are real releases, cached in the store by input hash
// (scripts/releases/e2e-releases.mjs). The first two runs try their candidate on one running stage that
// follows the copy (scripts/releases/publish.mjs), where a signed-in tab stays open: it runs the
// promoted version without a reload and without a restart of the stage, and is back on it after
// the refused one.
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import https from 'node:https';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureTestBrowser } from './e2e.mjs';
import { localDir, log, repoRoot } from './lib.mjs';
import { runPipeline } from './pipeline.mjs';
import { compositionFile, readComposition } from './releases/composition.mjs';
import { e2eRelease } from './releases/e2e-releases.mjs';
import { publishToStage, registerStage } from './releases/publish.mjs';
import { readStage, releasePinned, serveStage } from './stage.mjs';

// the open tab re-reads the composition this often (ADR 0120; 3 minutes by default)
const RECHECK_MS = 2_000;

async function loadPlaywright() {
  const testRequire = createRequire(createRequire(path.join(repoRoot, 'e2e', 'package.json')).resolve('@playwright/test/package.json'));
  const playwright = await import(pathToFileURL(testRequire.resolve('playwright-core')).href);
  return playwright.default ?? playwright;
}

/** A tab signed in as the demo Super Admin on the stage's /home; `navigation()`: its main navigation's link names now. */
async function openSignedInTab(browser, appOrigin) {
  const { DEMO_ACCOUNTS } = await import(pathToFileURL(path.join(repoRoot, 'shared-contracts/dist/demo-accounts.js')).href);
  const admin = DEMO_ACCOUNTS.find((account) => account.role === 'SUPER_ADMIN');
  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  const page = await context.newPage();
  await page.goto(`${appOrigin}/home`);
  await page.getByRole('region', { name: 'Demo accounts' }).getByRole('button', { name: admin.email }).click({ timeout: 60_000 });
  const main = page.getByRole('navigation', { name: 'Main' });
  await main.getByRole('button', { name: admin.displayName }).waitFor({ timeout: 60_000 });
  await main.getByRole('link', { name: 'Users', exact: true }).waitFor({ timeout: 30_000 });
  // gone at any load of the page: what the tab shows later came without one
  await page.evaluate(() => {
    globalThis.ottiliaScenarioTab = true;
  });
  return {
    navigation: () => main.getByRole('link').allTextContents(),
    reloaded: async () => !(await page.evaluate(() => globalThis.ottiliaScenarioTab === true)),
  };
}

/** The Content-Security-Policy the stage's app origin sends now (the local certificate is the stage's own). */
const servedPolicy = (appOrigin) =>
  new Promise((resolve, reject) => {
    https
      .get(`${appOrigin}/home`, { rejectUnauthorized: false }, (response) => {
        response.resume();
        resolve(String(response.headers['content-security-policy'] ?? ''));
      })
      .on('error', reject);
  });

/** Polls `probe` until `ok` holds of its answer or `ms` pass; the last answer. */
async function eventually(probe, ok, ms) {
  const deadline = Date.now() + ms;
  for (;;) {
    const answer = await probe();
    if (ok(answer) || Date.now() > deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The passing release promoted and followed by the open tab, the breaking one refused and the tab back; { passed, failed, skipped }. */
export async function pipelineScenario() {
  const compositions = path.join(localDir, 'pipeline-scenario', 'compositions');
  mkdirSync(compositions, { recursive: true });
  const file = compositionFile(compositions, 'integration');
  copyFileSync(path.join(repoRoot, 'compositions', 'integration.json'), file);
  await releasePinned(readComposition(file));
  const passing = e2eRelease('user-groups');
  const breaking = e2eRelease('projects-entry');
  const previousRelease = e2eRelease('previous-release');
  const nextAdminMajor = e2eRelease('shared-admin-next-major');
  const result = { passed: 0, failed: 0, skipped: 0 };
  const check = (ok, what) => {
    result[ok ? 'passed' : 'failed'] += 1;
    log(`pipeline scenario: ${ok ? 'ok' : 'FAILED'}: ${what}`);
  };

  // the stage that follows the copy, as `npm run stage` serves it, with a tab open on it
  const integration = readStage('integration');
  const stage = { ...integration, envConfig: { ...integration.envConfig, compositionRecheckMs: RECHECK_MS } };
  const served = await serveStage(stage, readComposition(file), { dataDir: null, apiEnv: { RATE_LIMIT_PER_MINUTE: '6000' } });
  const unregister = registerStage({
    environment: 'integration',
    source: file,
    compositionFile: served.compositionFile,
    appOrigin: served.appOrigin,
    monitoringDsn: stage.envConfig.monitoringDsn,
    csp: served.csp,
  });
  const { chromium } = await loadPlaywright();
  let browser;
  try {
    browser = await chromium.launch({ executablePath: await ensureTestBrowser(), args: ['--no-sandbox', '--disable-gpu'] });
    const tab = await openSignedInTab(browser, served.appOrigin);
    check(!(await tab.navigation()).includes('User groups'), 'the open tab runs the pinned remote-users (no "User groups")');

    let started = Date.now();
    const promoted = await runPipeline({ environment: 'integration', app: 'remote-users', version: passing, compositions });
    log(`pipeline run (promoted) took ${Math.round((Date.now() - started) / 1000)} s`);
    check(
      promoted.promoted && readComposition(file).apps['remote-users'].version === passing,
      `remote-users ${passing} passes and is promoted`,
    );
    check(
      readComposition(served.compositionFile).apps['remote-users'].version === passing &&
        promoted.report.some((line) => line.includes(`source maps of remote-users ${passing} handed to its monitoring`)),
      "the running stage serves the promoted composition, and its monitoring has the release's source maps",
    );
    const followed = await eventually(tab.navigation, (links) => links.includes('User groups'), 3 * RECHECK_MS + 10_000);
    check(
      followed.includes('User groups') && !(await tab.reloaded()),
      `the open tab runs remote-users ${passing} ("User groups") without a reload`,
    );

    const before = readFileSync(file, 'utf8');
    started = Date.now();
    const refused = await runPipeline({ environment: 'integration', app: 'remote-users', version: breaking, compositions });
    log(`pipeline run (refused) took ${Math.round((Date.now() - started) / 1000)} s`);
    const text = refused.report.join('\n');
    check(
      !refused.promoted &&
        readFileSync(file, 'utf8') === before &&
        text.includes(`remote-users ${breaking} failed the cross-area suites against`) &&
        text.includes('✗ '),
      `remote-users ${breaking} breaks the Projects area's flow and is refused, the composition unchanged`,
    );
    const back = await eventually(
      tab.navigation,
      (links) => links.filter((link) => link === 'Projects').length === 1 && links.includes('User groups'),
      3 * RECHECK_MS + 10_000,
    );
    check(
      readFileSync(served.compositionFile, 'utf8') === before &&
        back.filter((link) => link === 'Projects').length === 1 &&
        back.includes('User groups'),
      `after the refused candidate the running stage and the open tab are back on remote-users ${passing}`,
    );

    started = Date.now();
    const mixed = await runPipeline({ environment: 'integration', app: 'remote-users', version: previousRelease, compositions });
    log(`pipeline run (mixed shared versions, promoted) took ${Math.round((Date.now() - started) / 1000)} s`);
    check(
      mixed.promoted && readComposition(file).apps['remote-users'].version === previousRelease,
      `remote-users ${previousRelease}, built from its release commit against the previous minor of the shared packages, passes every area beside the others and is promoted`,
    );

    const beforeMajor = readFileSync(file, 'utf8');
    started = Date.now();
    const nextMajor = await runPipeline({ environment: 'integration', app: 'remote-users', version: nextAdminMajor, compositions });
    log(`pipeline run (next shared-admin major, refused) took ${Math.round((Date.now() - started) / 1000)} s`);
    const hostAdmin = readComposition(file).apps.host.builtWith.shared['@ottilia/shared-admin'];
    const majorText = nextMajor.report.join('\n');
    check(
      !nextMajor.promoted &&
        readFileSync(file, 'utf8') === beforeMajor &&
        majorText.includes('refused before the tests: ') &&
        new RegExp(
          `built with @ottilia/shared-admin \\d+\\.0\\.0, the portal shares @ottilia/shared-admin ${hostAdmin.replaceAll('.', '\\.')}`,
        ).test(majorText),
      `remote-users ${nextAdminMajor}, built against the next major of shared-admin, is refused before the tests naming the package and versions`,
    );

    // a remote moved to another origin: the published composition's policy allows it at once, and back
    const pinned = readComposition(served.compositionFile);
    const movedOrigin = 'https://users.moved.ottilia.example';
    const users = pinned.apps['remote-users'];
    const moved = {
      ...pinned,
      apps: { ...pinned.apps, 'remote-users': { ...users, entry: `${movedOrigin}${new URL(users.entry).pathname}` } },
    };
    const toStage = { compositionFile: served.compositionFile, appOrigin: served.appOrigin, csp: served.csp };
    const said = await publishToStage(toStage, moved);
    const policy = await eventually(
      () => servedPolicy(served.appOrigin),
      (value) => value.includes(movedOrigin),
      10_000,
    );
    await publishToStage(toStage, pinned);
    const restored = await eventually(
      () => servedPolicy(served.appOrigin),
      (value) => !value.includes(movedOrigin),
      10_000,
    );
    check(
      /script-src [^;]*https:\/\/users\.moved\.ottilia\.example/.test(policy) &&
        /connect-src [^;]*https:\/\/users\.moved\.ottilia\.example/.test(policy) &&
        said.some((line) => line.includes(`now allows ${movedOrigin}`)) &&
        !restored.includes(movedOrigin),
      "a published composition that moves Users to another origin is allowed by the running stage's Content-Security-Policy without a restart, and the policy follows it back",
    );
  } finally {
    await browser?.close();
    unregister();
    await served.stop();
  }
  return result;
}
