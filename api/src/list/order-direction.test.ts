// The tie-breaker follows the direction of the last sort term, so a descending list is the exact
// reverse of the ascending one (and one index serves both).
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { parseListParams, runList } from './list-query.js';
import { createItemsTable, items, itemsResource } from './test-kit.js';

let client: PGlite;
let db: ReturnType<typeof drizzle>;

beforeAll(async () => {
  client = new PGlite();
  db = drizzle({ client });
  await db.execute(createItemsTable);
  await db.insert(items).values(
    Array.from({ length: 23 }, (_, i) => ({
      id: i + 1,
      uuid: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
      name: `n${i}`,
      score: i % 3, // many ties
      price: '1',
      active: true,
      status: ['ACTIVE', 'PENDING'][i % 2]!,
      createdAt: new Date(Date.UTC(2026, 0, 1)),
    })),
  );
}, 60_000); // a fresh PGlite takes seconds to start when the machine is busy

afterAll(async () => {
  await client.close();
});

async function ids($orderBy: string, size: number) {
  const all: number[] = [];
  for (let page = 1; ; page++) {
    const result = await runList({
      resource: itemsResource,
      params: parseListParams({ $orderBy, size: String(size), page: String(page) }, itemsResource),
      select: (where, orderBy, limit, offset) =>
        db
          .select({ id: items.id })
          .from(items)
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset)
          .then((rows) => rows.map((r) => r.id)),
      count: async () => 23,
    });
    all.push(...result.content);
    if (page >= result.totalPages) return all;
  }
}

test('a descending sort with ties is the ascending one reversed, page by page', async () => {
  const ascending = await ids('score asc', 100);
  expect(ascending.slice(0, 3)).toEqual([1, 4, 7]); // ties broken by id, ascending
  expect(await ids('score desc', 5)).toEqual([...ascending].reverse());
  const twoTerms = await ids('status asc, score asc', 100);
  expect(await ids('status desc, score desc', 4)).toEqual([...twoTerms].reverse());
});
