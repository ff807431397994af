// Runs pnpm (pinned version, through npx) with the given arguments: `node scripts/run-pnpm.mjs -r build`.
// Any other command first installs the workspace when it is missing or older than the lockfile;
// `install` itself is that install, so it runs once.
import { ensureDeps, pnpm } from './lib.mjs';

const args = process.argv.slice(2);
if (!['install', 'i', 'add', 'remove', 'update', 'up'].includes(args[0])) await ensureDeps();
process.exit(await pnpm(args));
