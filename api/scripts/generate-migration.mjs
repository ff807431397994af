// `npm run db:generate -- --name <what>` (in api/): drizzle-kit writes the SQL migration of the
// changed src/**/*-table.ts, then each new listed table gets the list caches' triggers
// (src/list/list-triggers.ts), so a new resource's migration needs no hand-written line.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { withListTriggers } from '../src/list/list-triggers.ts';

const apiDir = path.resolve(import.meta.dirname, '..');
const journal = () => JSON.parse(readFileSync(path.join(apiDir, 'drizzle/meta/_journal.json'), 'utf8')).entries.map((entry) => entry.tag);

const before = new Set(journal());
// tables derived from shared-contracts' definitions read its sources, as the API's own loader does
const env = { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --conditions=source`.trim() };
const generated = spawnSync(path.join(apiDir, 'node_modules/.bin/drizzle-kit'), ['generate', ...process.argv.slice(2)], {
  cwd: apiDir,
  stdio: 'inherit',
  env,
});
if (generated.status !== 0) process.exit(generated.status ?? 1);
for (const tag of journal().filter((entry) => !before.has(entry))) {
  const file = path.join(apiDir, 'drizzle', `${tag}.sql`);
  const migration = readFileSync(file, 'utf8');
  const complete = withListTriggers(migration);
  if (complete !== migration) {
    writeFileSync(file, complete);
    console.log(`[ottilia] ${path.relative(apiDir, file)}: the list caches' triggers added for its new listed tables`);
  }
}
