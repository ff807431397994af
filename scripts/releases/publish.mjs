// Publishing a composition: the step after a promotion that makes an environment run what its
// composition file pins (ADR 0325). A web server serves the composition as the host origin's
// `/composition.json`, `no-cache` with an ETag, so open tabs see the new pins at their next re-read
// (ADR 0120); publishing is replacing that served file in one rename (a reader never sees half of
// it), with nothing restarted.
//   - a running local stage (`npm run stage`) registers itself here with the composition file it
//     follows (compositions/<env>.json, or the file named on its command line); `promote.mjs` and
//     the pipeline publish to every running stage that follows the file they wrote, and hand the
//     newly pinned releases' source maps to that stage's monitoring (its receiver keeps them in
//     memory only);
//   - a stg or prd deployment runs `node scripts/releases/publish.mjs <env> --to <served file>`
//     on its web server (deploy/nginx/README.md).
// The Content-Security-Policy follows: it names the composition's origins, so a published
// composition that moves a remote to another origin rewrites the policy file nginx includes and
// reloads nginx (gracefully: open connections finish), on a running stage here and with
// `--csp-conf` on a deployment's web server (ADR 0327).
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { cspDirectives, serializeCsp } from '../../deploy/nginx/content-security-policy.mjs';
import { writeCspFile } from '../../deploy/nginx/render.mjs';
import { localDir, repoRoot } from '../lib.mjs';
import { uploadReleaseSourceMaps } from '../upload-source-maps.mjs';
import { compositionFile, compositionsDir, ENVIRONMENTS, readComposition } from './composition.mjs';
import { releaseDir, releasesRoot } from './release-store.mjs';

const RUNNING_FILE = 'running.json';
/** Where stages keep their files (.local/stages; OTTILIA_STAGES_DIR moves it for tests). */
const stagesDir = () => process.env.OTTILIA_STAGES_DIR ?? path.join(localDir, 'stages');

const localEnv = JSON.parse(readFileSync(path.join(repoRoot, 'shared-contracts/src/local-env.json'), 'utf8'));

/**
 * What a web server's Content-Security-Policy is made of besides the composition: the host's
 * env-config, the shell's stage, what the API frames (DASHBOARD_EMBED_URL) and where reports go;
 * `conf` is the folder of nginx's configuration (its csp.conf) and `nginxPid` its master, which a
 * change reloads; `collectCspReports` as the configuration was rendered.
 * @typedef {{ conf: string, nginxPid?: number, envConfig: object, stage: 'dev' | 'stg' | 'prd', apiEnv?: Record<string, string>, reportUri?: string, collectCspReports?: boolean }} StagePolicy
 */

/**
 * A running stage: the process serving it, the composition file it follows (`source`), the file
 * its web server serves as /composition.json, its app origin, its policy's inputs and, with local
 * services, the DSN of its monitoring receiver.
 * @typedef {{ environment: string, pid: number, source: string, compositionFile: string, appOrigin: string, monitoringDsn?: string, csp?: StagePolicy }} RunningStage
 */

const isAlive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};

/** Records a running stage; returns the function that removes the record (also run at exit). */
export function registerStage(/** @type {Omit<RunningStage, 'pid'>} */ stage) {
  const file = path.join(stagesDir(), stage.environment, RUNNING_FILE);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify({ ...stage, source: path.resolve(stage.source), pid: process.pid }, null, 2)}\n`);
  const unregister = () => {
    try {
      if (JSON.parse(readFileSync(file, 'utf8')).pid === process.pid) rmSync(file);
    } catch {
      /* gone */
    }
  };
  process.once('exit', unregister);
  return unregister;
}

/** The running stages that follow the composition file `source` (a record of an ended process is dropped). */
export function runningStages(source) {
  if (!existsSync(stagesDir())) return [];
  const wanted = path.resolve(source);
  return readdirSync(stagesDir()).flatMap((environment) => {
    const file = path.join(stagesDir(), environment, RUNNING_FILE);
    if (!existsSync(file)) return [];
    /** @type {RunningStage} */
    const stage = JSON.parse(readFileSync(file, 'utf8'));
    if (!isAlive(stage.pid)) {
      rmSync(file, { force: true });
      return [];
    }
    return stage.source === wanted ? [stage] : [];
  });
}

/**
 * Replaces `file` with `composition` in one rename. Its modification time moves on by at least a
 * second: nginx's ETag is the time in seconds and the size, and two pins of equal length written
 * within a second would otherwise keep the ETag (and the tabs their 304).
 * @returns {boolean} whether the file changed
 */
export function publishFile(file, composition) {
  const text = `${JSON.stringify(composition, null, 2)}\n`;
  const before = statSync(file, { throwIfNoEntry: false });
  if (before && readFileSync(file, 'utf8') === text) return false;
  mkdirSync(path.dirname(file), { recursive: true });
  const staging = `${file}.publishing-${process.pid}`;
  writeFileSync(staging, text);
  if (before) {
    const seconds = Math.max(Date.now() / 1000, Math.floor(before.mtimeMs / 1000) + 1);
    utimesSync(staging, seconds, seconds);
  }
  renameSync(staging, file);
  return true;
}

/** "remote-users 1.2.0" for each app `composition` pins at another version than `before` does. */
export const changedPins = (before, composition) =>
  Object.entries(composition.apps ?? {})
    .filter(([app, { version }]) => before?.apps?.[app]?.version !== version)
    .map(([app, { version }]) => ({ app, version }));

/**
 * Hands the maps of `pins` (the store's releases) to the monitoring receiver at `dsn`; resolves
 * to how many, or throws with the receiver's error.
 */
export async function handSourceMaps(pins, dsn, root = releasesRoot()) {
  let count = 0;
  for (const { app, version } of pins) count += await uploadReleaseSourceMaps({ app, version, dir: releaseDir(root, app, version), dsn });
  return count;
}

/** The policy's directives for `composition` (content-security-policy.mjs). */
const policyFor = (policy, composition) =>
  cspDirectives(policy.envConfig, {
    stage: policy.stage,
    localEnv,
    apiEnv: policy.apiEnv ?? {},
    reportUri: policy.reportUri,
    composition,
  });

/**
 * Writes the policy `composition` needs into the web server's csp.conf; when it changed, reloads
 * nginx (SIGHUP to `nginxPid`) and returns the line to print (the script sources it added), else
 * nothing.
 * @param {StagePolicy} policy
 */
export function followPolicy(policy, composition, before = null) {
  const directives = policyFor(policy, composition);
  if (!writeCspFile(policy.conf, serializeCsp(directives), { collectCspReports: policy.collectCspReports })) return [];
  let reload = ': reload nginx (nginx -s reload)';
  if (policy.nginxPid) {
    try {
      process.kill(policy.nginxPid, 'SIGHUP');
      reload = ', nginx reloaded';
    } catch (error) {
      reload = `, nginx NOT reloaded (${error.code}): reload it (nginx -s reload)`;
    }
  }
  const had = new Set(before ? policyFor(policy, before)['script-src'] : []);
  const added = directives['script-src'].filter((source) => !had.has(source));
  return [`Content-Security-Policy rewritten${added.length ? ` (now allows ${added.join(' ')})` : ''}${reload}`];
}

/**
 * Publishes `composition` to one running stage: its served file and its policy, then the source
 * maps of the releases it newly pins. Resolves to the lines to print.
 * @param {Pick<RunningStage, 'compositionFile' | 'appOrigin' | 'monitoringDsn' | 'csp'>} stage
 */
export async function publishToStage(stage, composition) {
  const before = existsSync(stage.compositionFile) ? readComposition(stage.compositionFile) : null;
  // the policy first: a tab that reads the new composition and loads the page again gets a policy that allows it
  const policy = stage.csp ? followPolicy(stage.csp, composition, before) : [];
  if (!publishFile(stage.compositionFile, composition)) return [`${stage.appOrigin} serves it already`, ...policy];
  const lines = [`published: ${stage.appOrigin}/composition.json (open tabs follow at their next re-read)`, ...policy];
  const pins = changedPins(before, composition);
  if (stage.monitoringDsn && pins.length) {
    try {
      const count = await handSourceMaps(pins, stage.monitoringDsn);
      lines.push(`${count} source maps of ${pins.map(({ app, version }) => `${app} ${version}`).join(', ')} handed to its monitoring`);
    } catch (error) {
      lines.push(`source maps NOT handed to its monitoring (${error.cause?.code ?? error.message})`);
    }
  }
  return lines;
}

/** Publishes the composition file `source` holds now to every running stage that follows it; resolves to the lines to print. */
export async function publishComposition(source) {
  const composition = readComposition(source);
  const lines = [];
  for (const stage of runningStages(source)) lines.push(...(await publishToStage(stage, composition)));
  return lines;
}

if (process.argv[1] === import.meta.filename) {
  const {
    positionals: [environment],
    values,
  } = parseArgs({
    allowPositionals: true,
    options: { to: { type: 'string' }, 'csp-conf': { type: 'string' }, 'env-config': { type: 'string' }, 'report-uri': { type: 'string' } },
  });
  if (!ENVIRONMENTS.includes(environment) || (values['csp-conf'] && !values['env-config'])) {
    console.error(
      `usage: node scripts/releases/publish.mjs <${ENVIRONMENTS.join('|')}> [--to <the file the web server serves as /composition.json> [--csp-conf <nginx's configuration folder> --env-config <the served env-config.json> [--report-uri <url>]]]`,
    );
    process.exit(2);
  }
  const source = compositionFile(compositionsDir(), environment);
  if (values.to) {
    const composition = readComposition(source);
    // the policy before the file, as for a running stage; run with the API's environment (DASHBOARD_EMBED_URL)
    const policy = values['csp-conf']
      ? followPolicy(
          {
            conf: path.resolve(values['csp-conf']),
            envConfig: JSON.parse(readFileSync(values['env-config'], 'utf8')),
            stage: environment === 'integration' ? 'dev' : environment,
            apiEnv: process.env,
            reportUri: values['report-uri'],
          },
          composition,
        )
      : [];
    const changed = publishFile(path.resolve(values.to), composition);
    console.log(`[publish] ${environment}: ${path.relative(repoRoot, source)} ${changed ? 'published to' : 'unchanged in'} ${values.to}`);
    for (const line of policy) console.log(`[publish] ${line}`);
  } else {
    const lines = await publishComposition(source);
    for (const line of lines.length ? lines : [`no running stage follows ${path.relative(repoRoot, source)}`])
      console.log(`[publish] ${line}`);
  }
}
