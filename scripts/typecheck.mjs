// `npm run typecheck`: tsc --noEmit for every package that has a tsconfig.json.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { REMOTES } from '../shared-contracts/src/remotes.ts';
import { ensureDeps, log, repoRoot, run } from './lib.mjs';

const packages = ['shared-contracts', 'shared-auth', 'shared-ui', 'shared-admin', 'api', 'identity', 'host',
  ...REMOTES.map((remote) => remote.package), 'e2e'];

export async function typecheckAll() {
  const tsc = path.join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc');
  let ok = 0; let failed = 0;
  for (const pkg of packages) {
    if (!existsSync(path.join(repoRoot, pkg, 'tsconfig.json'))) continue;
    const code = await run(process.execPath, [tsc, '--noEmit', '-p', pkg]);
    if (code === 0) ok += 1; else { failed += 1; log(`type errors in ${pkg}`); }
  }
  return { ok, failed };
}

if (process.argv[1] === import.meta.filename) {
  await ensureDeps();
  const { failed } = await typecheckAll();
  process.exit(failed ? 1 : 0);
}
