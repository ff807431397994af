// GET /projects without a filter: the total is the projects' row count the database keeps with
// their generation (migration 0008), and a page past the middle is read from the other end.
import { eq, sql } from 'drizzle-orm';
import { listGenerations } from '../src/list/list-generations-table.js';
import { projects } from '../src/projects/project-table.js';
import { createProject, newProjectBody } from './helpers/projects.js';
import { countRows } from './helpers/rows.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(() => t?.close());

interface Page {
  content: { uuid: string }[];
  totalElements: number;
  totalPages: number;
}
const list = async (params: Record<string, string>, as: TestApp | Awaited<ReturnType<TestApp['startAnotherInstance']>> = t) => {
  const res = await as.call('SUPER_ADMIN', { method: 'GET', url: `/projects?${new URLSearchParams(params)}` });
  expect(res.statusCode).toBe(200);
  return res.json() as Page;
};
const total = async (as?: Parameters<typeof list>[1]) => (await list({ size: '1' }, as)).totalElements;
const keptCount = async () =>
  (await t.db.select({ n: listGenerations.rowCount }).from(listGenerations).where(eq(listGenerations.name, 'projects')))[0]?.n;
// matches every project, so the list is filtered: read forward from the start and counted
const EVERY_PROJECT = 'createdAt ge 1900-01-01';

describe('pages past the middle', () => {
  test.each(['createdAt desc', 'name asc', 'estimatedGoLiveDate asc', 'estimatedGoLiveDate desc', 'status desc, brandName asc'])(
    'show the same rows as reading forward, ordered by %s',
    async ($orderBy) => {
      const { totalPages } = await list({ $orderBy, size: '7' });
      expect(totalPages).toBeGreaterThan(20);
      for (const pageNo of [1, Math.ceil(totalPages / 2), Math.ceil(totalPages / 2) + 1, totalPages - 1, totalPages, totalPages + 1]) {
        const params = { $orderBy, size: '7', page: String(pageNo) };
        const [nearerEnd, forward] = await Promise.all([list(params), list({ ...params, $filter: EVERY_PROJECT })]);
        expect(nearerEnd.content.map((p) => p.uuid)).toEqual(forward.content.map((p) => p.uuid));
        expect(nearerEnd.totalElements).toBe(forward.totalElements);
      }
    },
  );

  test('the last page is short when the total does not fill it', async () => {
    const { totalElements } = await list({ size: '1' });
    const size = 7;
    const last = await list({ size: String(size), page: String(Math.ceil(totalElements / size)) });
    expect(last.content).toHaveLength(totalElements % size || size);
  });
});

describe('the unfiltered total', () => {
  test('follows creates and deletes through the API, on this and another instance', async () => {
    const other = await t.startAnotherInstance();
    const before = await total();
    expect(before).toBe(await countRows(t.db, projects));
    const created = [await createProject(t, { name: 'Row count one' }), await createProject(t, { name: 'Row count two' })];
    expect(await total(other)).toBe(before + 2);
    const res = await t.call('SUPER_ADMIN', { method: 'POST', url: '/projects/bulk-delete', body: { ids: created } });
    expect(res.statusCode).toBeLessThan(300);
    expect(await total()).toBe(before);
    expect(await total(other)).toBe(before);
  }, 60_000); // a second instance starts here: seconds when the machine is busy

  test('follows writes by hand in SQL, and not rolled-back ones', async () => {
    const before = await total();
    const insert = (tx: Pick<TestApp['db'], 'execute'>, name: string) =>
      tx.execute(sql`
      insert into projects (uuid, name, agency_eid, brand_eid, project_type_eid, status)
      values (gen_random_uuid(), ${name}, ${newProjectBody().agencyEid}, ${newProjectBody().brandEid}, ${newProjectBody().projectTypeEid}, 'DRAFT')`);
    await expect(
      t.db.transaction(async (tx) => {
        await insert(tx, 'Rolled back');
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await total()).toBe(before);
    await t.db.transaction(async (tx) => {
      await insert(tx, 'Kept by hand');
      // a savepoint rolled back takes its rows' count with it
      await tx
        .transaction(async (inner) => {
          await insert(inner, 'Savepoint rolled back');
          inner.rollback();
        })
        .catch(() => undefined);
    });
    expect(await total()).toBe(before + 1);
    await t.db.delete(projects).where(eq(projects.name, 'Kept by hand'));
    expect(await total()).toBe(before);
    expect(await keptCount()).toBe(await countRows(t.db, projects));
  });

  test('concurrent creates all count', async () => {
    const before = await total();
    await Promise.all(Array.from({ length: 8 }, (_, i) => createProject(t, { name: `Concurrent ${i}` })));
    expect(await total()).toBe(before + 8);
    expect(await keptCount()).toBe(before + 8);
  });
});
