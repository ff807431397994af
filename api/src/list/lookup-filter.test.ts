// Lookup fields: a filter on a reference table's name, run as a key lookup plus a foreign-key
// comparison, selects exactly the rows the same filter selects on the joined name.
import { PGlite } from '@electric-sql/pglite';
import { eq, type SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { parseListParams, runList } from './list-query.js';
import type { ListResource } from './list-resource.js';

const categories = pgTable('categories', { id: text('id').primaryKey(), name: text('name').notNull() });
const things = pgTable('things', { id: integer('id').primaryKey(), categoryId: text('category_id').references(() => categories.id) });

const name = { column: categories.name, type: 'string', caseInsensitive: true } as const;
const lookup = { foreignKey: things.categoryId, table: categories, key: categories.id };
const resource = (withLookup: boolean): ListResource => ({
  name: 'things',
  fields: { id: { column: things.id, type: 'number' }, categoryName: withLookup ? { ...name, lookup } : name },
  defaultOrderBy: 'id',
  tieBreaker: things.id,
});

let client: PGlite;
let db: ReturnType<typeof drizzle>;

beforeAll(async () => {
  client = new PGlite();
  db = drizzle({ client });
  await client.exec(`
    create table categories (id text primary key, name text not null);
    create table things (id integer primary key, category_id text references categories (id));
    insert into categories values ('c1', 'Gin'), ('c2', 'gin & tonic'), ('c3', 'Rum'), ('c4', '100% Agave'), ('c5', 'Unused');
    insert into things select n, (array['c1', 'c2', 'c3', 'c4', null])[1 + n % 5] from generate_series(1, 40) n;
  `);
}, 60_000); // a fresh PGlite takes seconds to start when the machine is busy

afterAll(async () => {
  await client.close();
});

/** Every id the filter selects (one page of all rows) and the total. */
async function ids(filter: string, withLookup: boolean) {
  const res = resource(withLookup);
  const page = await runList({
    resource: res,
    params: parseListParams({ $filter: filter, size: '100' }, res),
    select: (where, orderBy, limit, offset, shape) => {
      const query = db.select({ id: things.id }).from(things).$dynamic();
      // the joined form needs the join; the lookup form must not
      if (shape.filterFields.has('categoryName')) query.leftJoin(categories, eq(categories.id, things.categoryId));
      return query
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset)
        .then((rows) => rows.map((row) => row.id));
    },
    count: async () => -1,
    execute: async (query: SQL) => (await db.execute(query)).rows as Record<string, unknown>[],
  });
  return page.content;
}

describe('lookup fields', () => {
  test.each([
    "categoryName eq 'gin'",
    "categoryName ne 'GIN'",
    "categoryName ne 'nothing like it'",
    "categoryName eq 'nothing like it'",
    "categoryName gt 'h'",
    "categoryName in ('rum', 'Gin')",
    "contains(categoryName,'gin')",
    "contains(categoryName,'%')",
    "startswith(categoryName,'GIN ')",
    'categoryName eq null',
    'categoryName ne null',
    "not contains(categoryName,'gin')",
    "not (categoryName eq 'rum')",
    "not (categoryName ne 'rum')",
    'not (categoryName eq null)',
    "contains(categoryName,'gin') or id le 3",
    "categoryName ne 'gin' and id gt 30",
    "(contains(categoryName,'tonic') or categoryName eq null) and not (id in (2, 7))",
  ])('%s selects what the joined name selects', async (filter) => {
    const joined = await ids(filter, false);
    expect(await ids(filter, true)).toEqual(joined);
  });

  test('the filters above are not trivial: they select some rows and leave out others', async () => {
    const fifths = [5, 10, 15, 20, 25, 30, 35, 40];
    expect(await ids("categoryName eq 'gin'", true)).toEqual(fifths);
    expect(await ids('categoryName eq null', true)).toEqual(fifths.map((n) => n - 1));
    expect((await ids("categoryName ne 'GIN'", true)).length).toBe(32); // includes the 8 without a category
    expect(await ids("categoryName eq 'nothing like it'", true)).toEqual([]);
  });

  test('the WHERE of a lookup filter needs no join', async () => {
    let filterFields: ReadonlySet<string> = new Set(['unset']);
    const res = resource(true);
    await runList({
      resource: res,
      params: parseListParams({ $filter: "contains(categoryName,'gin') or categoryName eq null" }, res),
      select: async (_where, _orderBy, _limit, _offset, shape) => {
        filterFields = shape.filterFields;
        return [];
      },
      count: async () => 0,
      execute: async (query: SQL) => (await db.execute(query)).rows as Record<string, unknown>[],
    });
    expect([...filterFields]).toEqual([]);
  });
});
