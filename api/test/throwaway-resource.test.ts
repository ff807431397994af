// A resource that exists only here, written as a definition: its table, routes and the shared API
// suite all come from it (docs/conventions.md, "Adding a reference resource"), so what a new
// resource gets without writing it is checked on one nothing else uses.
import { sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { identity, reference, uniqueFields } from '@ottilia/shared-contracts/resources';
import { definedResource, tableOf, uniqueIndexName } from '../src/reference-data/from-definition.js';
import { referenceRoutes } from '../src/reference-data/reference-routes.js';
import { listTriggers } from '../src/list/list-triggers.js';
import { describeDefinedResource } from './helpers/reference-suite.js';
import { problem, startTestApp, type TestApp } from './helpers/test-app.js';
import { newEid } from './helpers/reference-data.js';

const GADGETS = reference(
  identity('gadgets', { hasActiveFlag: true, permission: 'translationsEdit' }),
  {
    code: {
      kind: 'text',
      max: 3,
      lowerCase: true,
      unique: 'duplicate-code',
      pattern: { source: '^[a-z]{3}$', message: 'must be three letters' },
      example: (i) => `q${String.fromCharCode(97 + (Math.floor(i / 26) % 26))}${String.fromCharCode(97 + (i % 26))}`,
      list: { column: true, search: true },
    },
    name: { kind: 'text', max: 80, unique: 'duplicate-name', list: { column: true, search: true, sort: true } },
    size: { kind: 'enum', values: ['S', 'M', 'L'], list: { column: true, filter: true } },
    note: { kind: 'text', required: false, max: 40 },
    isActive: { kind: 'flag', list: { filter: true } },
  },
  { title: 'name' },
);

const table = tableOf(GADGETS);
const resource = definedResource(GADGETS, { table });

/** The CREATE TABLE and unique indexes a generated migration would hold, from the table. */
function createTable() {
  const config = getTableConfig(table);
  const columns = config.columns.map((column) => {
    const fallback =
      column.hasDefault && column.default !== undefined
        ? ` default ${typeof column.default === 'boolean' || typeof column.default === 'number' ? String(column.default) : 'now()'}`
        : '';
    return `"${column.name}" ${column.getSQLType()}${column.primary ? ' primary key' : ''}${column.notNull ? ' not null' : ''}${fallback}`;
  });
  const indexes = uniqueFields(GADGETS).map(
    ({ name }) => `create unique index "${uniqueIndexName(GADGETS, name)}" on "${config.name}" (lower("${name}"))`,
  );
  return [`create table "${config.name}" (${columns.join(', ')})`, ...indexes, ...listTriggers(config.name)];
}

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ plugins: [referenceRoutes(resource)] });
  for (const statement of createTable()) await t.db.execute(sql.raw(statement));
}, 120_000);
afterAll(() => t?.close());

describeDefinedResource(GADGETS, () => t, table);

test('the table has what the definition says: a column per field, the flag defaulting to true, an index per unique field', () => {
  const config = getTableConfig(table);
  expect(config.name).toBe('gadgets');
  expect(Object.fromEntries(config.columns.map((c) => [c.name, [c.getSQLType(), c.notNull]]))).toMatchObject({
    eid: ['text', true],
    code: ['text', true],
    name: ['text', true],
    size: ['text', true],
    note: ['text', false],
    is_active: ['boolean', true],
  });
  expect(config.indexes.map((index) => index.config.name).sort()).toEqual(['gadgets_code_idx', 'gadgets_name_idx']);
});

test('the OpenAPI document describes its record and body from the definition', async () => {
  const document = (await t.call('SUPER_ADMIN', { method: 'GET', url: '/openapi.json' })).json();
  const put = document.paths['/gadgets/{eid}'].put.requestBody.content['application/json'].schema;
  expect(put.properties.code).toMatchObject({ maxLength: 3 });
  expect(put.properties.size).toMatchObject({ enum: ['S', 'M', 'L'] });
  expect(put.additionalProperties).toBe(false);
});

test('a taken code (another case) answers its own code and message, naming the stored code', async () => {
  await t.call('SUPER_ADMIN', {
    method: 'PUT',
    url: `/gadgets/${newEid()}`,
    headers: { 'if-none-match': '*' },
    body: { code: 'zzz', name: 'First', size: 'S' },
  });
  const res = await t.call('SUPER_ADMIN', {
    method: 'PUT',
    url: `/gadgets/${newEid()}`,
    headers: { 'if-none-match': '*' },
    body: { code: 'ZZZ', name: 'Second', size: 'S' },
  });
  expect(problem(res)).toMatchObject({
    status: 409,
    code: 'duplicate-code',
    field: 'code',
    detail: '"zzz" is already the code of another gadget; choose a different code.',
  });
});
