// Two API instances on one database, each with its own list caches: a write committed through
// one shows in the very next read through the other (list, total, detail), for every list
// resource. The caches key on generations the database bumps in each write's transaction.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client.js';
import { UNLISTED_TABLES } from '../src/list/list-triggers.js';
import { brands } from '../src/brands/brand-table.js';
import { users } from '../src/users/user-table.js';
import { createProject, newProjectBody } from './helpers/projects.js';
import { FIXTURES, newEid, unique } from './helpers/reference-data.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';

let a: TestApp;
let b: Awaited<ReturnType<TestApp['startAnotherInstance']>>;
beforeAll(async () => {
  a = await startTestApp();
  b = await a.startAnotherInstance();
}, 120_000);
afterAll(() => a?.close());

const containing = (path: string, field: string, text: string) =>
  `/${path}?${new URLSearchParams({ $filter: `contains(${field},'${text.toLowerCase()}')`, size: '100' })}`;

async function listThroughB(url: string) {
  const res = await b.call('SUPER_ADMIN', { method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.json() as { content: { name: string; eid?: string; uuid?: string }[]; totalElements: number };
}

describe.each(Object.values(FIXTURES))('$path: a write through one instance shows through the other', (fixture) => {
  test('create, rename and delete', async () => {
    const first = unique();
    const second = unique();
    expect((await listThroughB(containing(fixture.path, 'name', first))).totalElements).toBe(0);
    expect((await listThroughB(containing(fixture.path, 'name', second))).totalElements).toBe(0);

    const eid = newEid();
    const created = await a.call('SUPER_ADMIN', {
      method: 'PUT',
      url: `/${fixture.path}/${eid}`,
      headers: { 'if-none-match': '*' },
      body: fixture.body(first),
    });
    expect(created.statusCode).toBe(201);
    const afterCreate = await listThroughB(containing(fixture.path, 'name', first));
    expect(afterCreate.totalElements).toBe(1);
    expect(afterCreate.content.map((record) => record.eid)).toEqual([eid]);

    const renamed = await a.call('SUPER_ADMIN', {
      method: 'PUT',
      url: `/${fixture.path}/${eid}`,
      headers: { 'if-match': '"1"' },
      body: fixture.body(second),
    });
    expect(renamed.statusCode).toBe(200);
    expect((await listThroughB(containing(fixture.path, 'name', first))).totalElements).toBe(0);
    expect((await listThroughB(containing(fixture.path, 'name', second))).content.map((record) => record.name)).toEqual([
      renamed.json().name,
    ]);
    const detail = await b.call('SUPER_ADMIN', { method: 'GET', url: `/${fixture.path}/${eid}` });
    expect(detail.headers.etag).toBe('"2"');

    const deleted = await a.call('SUPER_ADMIN', { method: 'DELETE', url: `/${fixture.path}/${eid}`, headers: { 'if-match': '"2"' } });
    expect(deleted.statusCode).toBe(204);
    expect((await listThroughB(containing(fixture.path, 'name', second))).totalElements).toBe(0);
  });
});

test('projects: create, rename, delete, and a renamed brand in the project rows', async () => {
  const name = `Coherence ${unique()}`;
  const url = containing('projects', 'name', name);
  expect((await listThroughB(url)).totalElements).toBe(0);
  const uuid = await createProject(a, { name });
  expect((await listThroughB(url)).content.map((project) => project.uuid)).toEqual([uuid]);

  const renamedTo = `${name} relaunch`;
  const renamed = await a.call('SUPER_ADMIN', {
    method: 'PUT',
    url: `/projects/${uuid}`,
    headers: { 'if-match': '"1"' },
    body: newProjectBody({ name: renamedTo }),
  });
  expect(renamed.statusCode).toBe(200);
  expect((await listThroughB(url)).content.map((project) => project.name)).toEqual([renamedTo]);

  // the rows show the brand's name, which lives in another table
  const [brand] = await a.db.select().from(brands).where(eq(brands.eid, renamed.json().brandEid));
  const brandRenamed = await a.call('SUPER_ADMIN', {
    method: 'PUT',
    url: `/brands/${brand!.eid}`,
    headers: { 'if-match': `"${brand!.version}"` },
    body: { name: `${brand!.name} ${unique()}`, type: brand!.type },
  });
  expect(brandRenamed.statusCode).toBe(200);
  const withBrand = (await listThroughB(url)).content as unknown as { brand: { name: string } }[];
  expect(withBrand.map((project) => project.brand.name)).toEqual([brandRenamed.json().name]);

  const deleted = await a.call('SUPER_ADMIN', { method: 'DELETE', url: `/projects/${uuid}`, headers: { 'if-match': '"2"' } });
  expect(deleted.statusCode).toBe(204);
  expect((await listThroughB(url)).totalElements).toBe(0);
});

test('users and markets: a write by hand in SQL shows through both instances', async () => {
  const token = unique();
  const url = containing('users', 'displayName', token);
  expect((await listThroughB(url)).totalElements).toBe(0);
  await a.db.insert(users).values({
    eid: newEid(),
    email: `${token.toLowerCase()}@coherence.example`,
    displayName: `Coherence ${token}`,
    roles: ['AGENCY_USER'],
  });
  expect((await listThroughB(url)).totalElements).toBe(1);

  const markets = '/markets?size=100';
  const before = (await listThroughB(markets)).totalElements;
  await a.db.execute(sql`insert into markets (code, country_name) values ('ZZ', ${`Coherence ${token}`})`);
  expect((await listThroughB(markets)).totalElements).toBe(before + 1);
});

// tables no list reads (src/list/list-triggers.ts, which the migration generator reads too)
const NOT_LISTED = sql.raw(UNLISTED_TABLES.map((t) => `'${t}'`).join(', '));

test('every table a list can read bumps its generation on write', async () => {
  const missing = await queryRows(
    a.db,
    sql`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'r' and c.relname not in (${NOT_LISTED})
      and (select count(*) from pg_trigger g where g.tgrelid = c.oid and g.tgname in (c.relname || '_list_write', c.relname || '_list_generation')) < 2`,
  );
  expect(missing).toEqual([]);
});

test('concurrent writes to several tables through both instances all succeed, and the lists agree', async () => {
  const uuids = await Promise.all(Array.from({ length: 6 }, (_, i) => createProject(a, { name: `Concurrent ${i} ${unique()}` })));
  const writes = uuids.flatMap((uuid, i) => {
    const instance = i % 2 ? a : b;
    return [
      // deleting a project writes members, markets and more before the project row
      instance.call('SUPER_ADMIN', { method: 'DELETE', url: `/projects/${uuid}` }),
      // creating one writes the project row before its markets
      instance.call('SUPER_ADMIN', {
        method: 'PUT',
        url: `/projects/${randomUUID()}`,
        headers: { 'if-none-match': '*' },
        body: newProjectBody({ name: `Concurrent new ${i}`, markets: ['DK', 'DE'] }),
      }),
    ];
  });
  const statuses = (await Promise.all(writes)).map((res) => res.statusCode);
  expect(statuses.filter((status) => status >= 300)).toEqual([]);
  const url = containing('projects', 'name', 'Concurrent');
  const throughA = await a.call('SUPER_ADMIN', { method: 'GET', url });
  expect((await listThroughB(url)).totalElements).toBe(throughA.json().totalElements);
  expect(throughA.json().totalElements).toBe(6);
});
