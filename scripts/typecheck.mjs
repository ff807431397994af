// `npm run typecheck`: tsc --noEmit for every package that has a tsconfig.json.
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { REMOTES } from '../shared-contracts/src/remotes.ts';
import { ensureDeps, log, repoRoot, run } from './lib.mjs';

const packages = ['shared-contracts', 'shared-auth', 'shared-ui', 'shared-admin', 'api', 'identity', 'host',
  ...REMOTES.map((remote) => remote.package), 'e2e'];

/** `parallel` packages at a time: one tsc keeps one core busy. */
export async function typecheckAll({ parallel = Math.max(1, Math.min(2, availableParallelism())) } = {}) {
  const tsc = path.join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc');
  const queue = packages.filter((pkg) => existsSync(path.join(repoRoot, pkg, 'tsconfig.json')));
  let ok = 0; let failed = 0;
  const worker = async () => {
    for (let pkg = queue.shift(); pkg; pkg = queue.shift()) {
      const code = await run(process.execPath, [tsc, '--noEmit', '-p', pkg]);
      if (code === 0) ok += 1; else { failed += 1; log(`type errors in ${pkg}`); }
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return { ok, failed };
}

if (process.argv[1] === import.meta.filename) {
  await ensureDeps();
  const { failed } = await typecheckAll();
  process.exit(failed ? 1 : 0);
}
