// Regenerates src/wire/openapi.ts (and the services' content-service.ts, translations-service.ts) and src/wire/limits.ts (field limits, enums) from the API: builds the API (and this package, which it
// imports) with SWC, builds the app in process on an in-memory database, writes the types.
//   npm run generate:wire-types
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { apiOpenApiDocument, wireTypesFiles } from './wire-types.mjs';
import { WIRE_LIMITS_FILE, wireLimitsSource } from './wire-limits.mjs';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const build = spawnSync(
  process.execPath,
  [path.join(repoRoot, 'scripts/run-pnpm.mjs'), '--filter', '@ottilia/shared-contracts', '--filter', '@ottilia/api', 'run', 'build'],
  { cwd: repoRoot, stdio: 'inherit' },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const fromApi = async (file) => import(pathToFileURL(path.join(repoRoot, 'api/dist', file)).href);
const document = await apiOpenApiDocument({
  buildApp: (await fromApi('app.js')).buildApp,
  loadConfig: (await fromApi('config.js')).loadConfig,
  openDatabase: (await fromApi('db/client.js')).openDatabase,
  createMailer: (await fromApi('mail/mailer.js')).createMailer,
});
for (const { file, source } of await wireTypesFiles(document)) {
  writeFileSync(file, source);
  console.log(`wrote ${path.relative(repoRoot, file)}`);
}
writeFileSync(WIRE_LIMITS_FILE, wireLimitsSource(document));
console.log(`wrote ${path.relative(repoRoot, WIRE_LIMITS_FILE)}`);
