// Runs pnpm (pinned version, through npx) with the given arguments: `node scripts/run-pnpm.mjs -r build`.
// Any other command first installs the workspace when it is missing or older than the lockfile;
// pnpm's own install commands are that install, so they run once.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDeps, pnpm } from './lib.mjs';

const INSTALLING = new Set(['install', 'i', 'add', 'remove', 'rm', 'update', 'up']);

/** Whether `pnpm <args>` installs the workspace itself (then nothing installs it first). */
export const installsItself = (args) => INSTALLING.has(args[0]);

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  if (!installsItself(args)) await ensureDeps();
  process.exit(await pnpm(args));
}
