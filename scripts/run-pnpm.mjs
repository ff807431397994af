// Runs pnpm (pinned version, through npx) with the given arguments: `node scripts/run-pnpm.mjs -r build`.
import { ensureDeps, pnpm } from './lib.mjs';

await ensureDeps();
process.exit(await pnpm(process.argv.slice(2)));
