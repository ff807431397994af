import { globSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { DEFINITIONS, uniqueFields } from '@ottilia/shared-contracts/resources';
import { tableOf, uniqueIndexName } from './from-definition.js';

interface SnapshotTable {
  columns: Record<string, { type: string; notNull: boolean; default?: unknown }>;
  indexes: Record<string, { isUnique: boolean; columns: { expression: string }[] }>;
}

// the tables drizzle-kit reads: a table file adds its columns to its definition's table (tableOf's cache)
const src = path.join(import.meta.dirname, '..');
for (const file of globSync('**/*-table.ts', { cwd: src }).sort()) await import(path.join(src, file));

// the newest migration's picture of the schema: what the database has after migrating
const meta = path.join(import.meta.dirname, '../../drizzle/meta');
const newest = readdirSync(meta)
  .filter((file) => file.endsWith('_snapshot.json'))
  .sort()
  .at(-1)!;
const tables = (JSON.parse(readFileSync(path.join(meta, newest), 'utf8')) as { tables: Record<string, SnapshotTable> }).tables;

describe.each(DEFINITIONS.map((definition) => [definition.identity.apiPath, definition] as const))('%s', (_path, definition) => {
  const table = tableOf(definition);
  const config = getTableConfig(table);

  test('its migrations made the table its definition describes (run `npm run db:generate` after changing it)', () => {
    const migrated = tables[`public.${config.name}`];
    expect(migrated).toBeDefined();
    const columns = Object.fromEntries(
      config.columns.map((column) => [column.name, { type: column.getSQLType(), notNull: column.notNull }]),
    );
    expect(
      Object.fromEntries(Object.entries(migrated!.columns).map(([name, column]) => [name, { type: column.type, notNull: column.notNull }])),
    ).toEqual(columns);
    const unique = uniqueFields(definition).map(({ name }) => uniqueIndexName(definition, name));
    for (const index of unique)
      expect(migrated!.indexes[index]).toMatchObject({ isUnique: true, columns: [{ expression: expect.stringMatching(/^lower\(/) }] });
  });

  test('a column for every field, the flag defaulting to true, text columns required unless the field is optional (a table file adds columns, never changes one)', () => {
    for (const [name, field] of Object.entries(definition.fields)) {
      const column = config.columns.find((c) => c.name === name.replace(/[A-Z]/g, (l) => `_${l.toLowerCase()}`))!;
      expect([name, column.getSQLType(), column.notNull]).toEqual([
        name,
        field.kind === 'flag' ? 'boolean' : 'text',
        !(field.kind === 'text' && field.required === false),
      ]);
    }
  });
});
