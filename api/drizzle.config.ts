// drizzle-kit: `npm run db:generate -- --name <what>` writes SQL migrations from the schema into
// ./drizzle; the API applies them on start (PGlite and PostgreSQL alike).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'drizzle-kit';
import { DERIVED } from './src/reference-data/derived-resources';
import { tableName } from './src/reference-data/from-definition';

// drizzle-kit reads a schema file's named exports: the tables derived from definitions alone get a file of them
// drizzle-kit loads this file as CommonJS (no import.meta) from the api folder (npm run db:generate)
const api = process.cwd();
const derived = path.join(api, '../.local/drizzle/derived-tables.ts');
mkdirSync(path.dirname(derived), { recursive: true });
writeFileSync(
  derived,
  [
    `import { DERIVED } from '${path.join(api, 'src/reference-data/derived-resources')}';`,
    `import { tableOf } from '${path.join(api, 'src/reference-data/from-definition')}';`,
    ...DERIVED.map((definition, i) => `export const ${tableName(definition)} = tableOf(DERIVED[${i}]!);`),
    'export {};',
  ].join('\n'),
);

export default defineConfig({
  dialect: 'postgresql',
  // every table is defined next to its resource (src/<resource>/*-table.ts), or derived from its definition
  schema: ['./src/**/*-table.ts', derived],
  out: './drizzle',
});
