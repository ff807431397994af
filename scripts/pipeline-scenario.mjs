// The integration pipeline's scenario of `npm test` (scripts/pipeline.mjs, docs/deploy.md): on a
// copy of the committed integration composition (its pinned releases released from this
// checkout when the store lacks them, from the end-to-end pass's builds), one release of
// remote-users that passes the cross-area suites and is promoted (one more page), then one that
// breaks the Projects area's flow (a second "Projects" navigation entry) and is refused with the
// composition file unchanged; then a mixed composition, remote-users stating the previous minor of
// the shared packages beside areas built against the current ones, through every area and promoted;
// and one built against the next major of the admin core, refused before the tests with the
// package and versions named. All are real releases, cached in the store by input hash
// (scripts/releases/e2e-releases.mjs).
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { localDir, log, repoRoot } from './lib.mjs';
import { runPipeline } from './pipeline.mjs';
import { compositionFile, readComposition } from './releases/composition.mjs';
import { e2eRelease } from './releases/e2e-releases.mjs';
import { releasePinned } from './stage.mjs';

/** Four checks: the passing releases promoted, the breaking ones refused; { passed, failed, skipped }. */
export async function pipelineScenario() {
  const compositions = path.join(localDir, 'pipeline-scenario', 'compositions');
  mkdirSync(compositions, { recursive: true });
  const file = compositionFile(compositions, 'integration');
  copyFileSync(path.join(repoRoot, 'compositions', 'integration.json'), file);
  await releasePinned(readComposition(file));
  const passing = e2eRelease('user-groups');
  const breaking = e2eRelease('projects-entry');
  const previousMinor = e2eRelease('shared-previous-minor');
  const nextAdminMajor = e2eRelease('shared-admin-next-major');
  const result = { passed: 0, failed: 0, skipped: 0 };
  const check = (ok, what) => {
    result[ok ? 'passed' : 'failed'] += 1;
    log(`pipeline scenario: ${ok ? 'ok' : 'FAILED'}: ${what}`);
  };

  let started = Date.now();
  const promoted = await runPipeline({ environment: 'integration', app: 'remote-users', version: passing, compositions });
  log(`pipeline run (promoted) took ${Math.round((Date.now() - started) / 1000)} s`);
  check(promoted.promoted && readComposition(file).apps['remote-users'].version === passing, `remote-users ${passing} passes and is promoted`);

  const before = readFileSync(file, 'utf8');
  started = Date.now();
  const refused = await runPipeline({ environment: 'integration', app: 'remote-users', version: breaking, compositions });
  log(`pipeline run (refused) took ${Math.round((Date.now() - started) / 1000)} s`);
  const text = refused.report.join('\n');
  check(
    !refused.promoted && readFileSync(file, 'utf8') === before && text.includes(`remote-users ${breaking} failed the cross-area suites against`) && text.includes('✗ '),
    `remote-users ${breaking} breaks the Projects area's flow and is refused, the composition unchanged`,
  );

  started = Date.now();
  const mixed = await runPipeline({ environment: 'integration', app: 'remote-users', version: previousMinor, compositions });
  log(`pipeline run (mixed shared versions, promoted) took ${Math.round((Date.now() - started) / 1000)} s`);
  check(mixed.promoted && readComposition(file).apps['remote-users'].version === previousMinor, `remote-users ${previousMinor}, built against the previous minor of the shared packages, passes every area beside the others and is promoted`);

  const beforeMajor = readFileSync(file, 'utf8');
  started = Date.now();
  const nextMajor = await runPipeline({ environment: 'integration', app: 'remote-users', version: nextAdminMajor, compositions });
  log(`pipeline run (next shared-admin major, refused) took ${Math.round((Date.now() - started) / 1000)} s`);
  const hostAdmin = readComposition(file).apps.host.builtWith.shared['@ottilia/shared-admin'];
  const majorText = nextMajor.report.join('\n');
  check(
    !nextMajor.promoted && readFileSync(file, 'utf8') === beforeMajor && majorText.includes('refused before the tests: ')
      && new RegExp(`built with @ottilia/shared-admin \\d+\\.0\\.0, the portal shares @ottilia/shared-admin ${hostAdmin.replaceAll('.', '\\.')}`).test(majorText),
    `remote-users ${nextAdminMajor}, built against the next major of shared-admin, is refused before the tests naming the package and versions`,
  );
  return result;
}
