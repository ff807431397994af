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
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { localDir, repoRoot } from '../lib.mjs';
import { uploadReleaseSourceMaps } from '../upload-source-maps.mjs';
import { compositionFile, compositionsDir, ENVIRONMENTS, readComposition } from './composition.mjs';
import { releaseDir, releasesRoot } from './release-store.mjs';

const RUNNING_FILE = 'running.json';
/** Where stages keep their files (.local/stages; OTTILIA_STAGES_DIR moves it for tests). */
const stagesDir = () => process.env.OTTILIA_STAGES_DIR ?? path.join(localDir, 'stages');

/**
 * A running stage: the process serving it, the composition file it follows (`source`), the file
 * its web server serves as /composition.json, its app origin and, with local services, the DSN
 * of its monitoring receiver.
 * @typedef {{ environment: string, pid: number, source: string, compositionFile: string, appOrigin: string, monitoringDsn?: string }} RunningStage
 */

const isAlive = (pid) => {
  try { process.kill(pid, 0); return true; } catch (error) { return error.code === 'EPERM'; }
};

/** Records a running stage; returns the function that removes the record (also run at exit). */
export function registerStage(/** @type {Omit<RunningStage, 'pid'>} */ stage) {
  const file = path.join(stagesDir(), stage.environment, RUNNING_FILE);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify({ ...stage, source: path.resolve(stage.source), pid: process.pid }, null, 2)}\n`);
  const unregister = () => {
    try { if (JSON.parse(readFileSync(file, 'utf8')).pid === process.pid) rmSync(file); } catch { /* gone */ }
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
export const changedPins = (before, composition) => Object.entries(composition.apps ?? {})
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

/**
 * Publishes `composition` to one running stage: its served file, then the source maps of the
 * releases it newly pins. Resolves to the lines to print.
 * @param {Pick<RunningStage, 'compositionFile' | 'appOrigin' | 'monitoringDsn'>} stage
 */
export async function publishToStage(stage, composition) {
  const before = existsSync(stage.compositionFile) ? readComposition(stage.compositionFile) : null;
  if (!publishFile(stage.compositionFile, composition)) return [`${stage.appOrigin} serves it already`];
  const lines = [`published: ${stage.appOrigin}/composition.json (open tabs follow at their next re-read)`];
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
  for (const stage of runningStages(source)) lines.push(...await publishToStage(stage, composition));
  return lines;
}

if (process.argv[1] === import.meta.filename) {
  const { positionals: [environment], values } = parseArgs({ allowPositionals: true, options: { to: { type: 'string' } } });
  if (!ENVIRONMENTS.includes(environment)) {
    console.error(`usage: node scripts/releases/publish.mjs <${ENVIRONMENTS.join('|')}> [--to <the file the web server serves as /composition.json>]`);
    process.exit(2);
  }
  const source = compositionFile(compositionsDir(), environment);
  if (values.to) {
    const changed = publishFile(path.resolve(values.to), readComposition(source));
    console.log(`[publish] ${environment}: ${path.relative(repoRoot, source)} ${changed ? 'published to' : 'unchanged in'} ${values.to}`);
  } else {
    const lines = await publishComposition(source);
    for (const line of lines.length ? lines : [`no running stage follows ${path.relative(repoRoot, source)}`]) console.log(`[publish] ${line}`);
  }
}
