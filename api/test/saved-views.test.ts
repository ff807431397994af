// Saved views: a user's own named list states; another user's view is a 404; bad input is a problem.
import { eq } from 'drizzle-orm';
import { ROLES } from '@ottilia/shared-contracts/permissions';
import { VIEWS_PER_LIST_MAX } from '../src/saved-views/saved-view-schemas.js';
import { savedViews } from '../src/saved-views/saved-view-table.js';
import { users } from '../src/users/user-table.js';
import { problem, startTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(() => t?.close());

type As = Parameters<TestApp['call']>[0];
const create = (as: As, body: unknown) => t.call(as, { method: 'POST', url: '/saved-views', body });
const mine = async (as: As, list?: string) =>
  (await t.call(as, { method: 'GET', url: `/saved-views${list ? `?list=${encodeURIComponent(list)}` : ''}` })).json().content as {
    id: string;
    name: string;
    list: string;
    query: string;
  }[];

test.each(ROLES)('%s saves a view, lists it by name and deletes it', async (role) => {
  const list = `/brands-${role.toLowerCase().replaceAll('_', '-')}`;
  const zeta = await create(role, { list, name: ' Zeta ', query: 'status=active&sort=name,desc' });
  expect(zeta.statusCode).toBe(201);
  expect(zeta.json()).toEqual({
    id: expect.any(String),
    list,
    name: 'Zeta',
    query: 'status=active&sort=name,desc',
    version: 1,
    createdAt: expect.any(String),
    updatedAt: expect.any(String),
  });
  expect(zeta.headers.location).toBe(`/saved-views/${zeta.json().id}`);
  expect((await create(role, { list, name: 'alpha', query: '' })).statusCode).toBe(201);
  expect((await mine(role, list)).map((v) => v.name)).toEqual(['alpha', 'Zeta']);

  const removed = await t.call(role, { method: 'DELETE', url: `/saved-views/${zeta.json().id}` });
  expect(removed.statusCode).toBe(204);
  expect((await mine(role, list)).map((v) => v.name)).toEqual(['alpha']);
});

test('without a token every route is a 401', async () => {
  const id = crypto.randomUUID();
  for (const [method, url] of [
    ['GET', '/saved-views'],
    ['POST', '/saved-views'],
    ['GET', `/saved-views/${id}`],
    ['PUT', `/saved-views/${id}`],
    ['DELETE', `/saved-views/${id}`],
  ] as const) {
    const res = await t.call(null, {
      method,
      url,
      body: method === 'POST' || method === 'PUT' ? { list: '/brands', name: 'x', query: '' } : undefined,
    });
    expect([method, url, res.statusCode]).toEqual([method, url, 401]);
    expect(problem(res).code).toBe('unauthorized');
  }
});

test("another user's view is a 404 to read, change or delete, and is not listed", async () => {
  const theirs = (await create('BRAND_MANAGER', { list: '/projects', name: 'Mine only', query: 'q=gin' })).json();
  for (const [method, body, headers] of [['GET'], ['PUT', { name: 'Taken over', query: '' }, { 'if-match': '"1"' }], ['DELETE']] as const) {
    const res = await t.call('SUPER_ADMIN', { method, url: `/saved-views/${theirs.id}`, body, headers });
    expect([method, res.statusCode, problem(res).code]).toEqual([method, 404, 'saved-view-not-found']);
  }
  expect((await mine('SUPER_ADMIN', '/projects')).map((v) => v.id)).not.toContain(theirs.id);
  const [row] = await t.db.select().from(savedViews).where(eq(savedViews.id, theirs.id));
  expect(row).toMatchObject({ name: 'Mine only', query: 'q=gin' });
});

test('the same name on the same list is a 409 whatever its case; on another list it is free', async () => {
  expect((await create('SUPER_ADMIN', { list: '/news-items', name: 'Drafts', query: 'status=draft' })).statusCode).toBe(201);
  const again = await create('SUPER_ADMIN', { list: '/news-items', name: 'DRAFTS', query: '' });
  expect(again.statusCode).toBe(409);
  expect(problem(again)).toMatchObject({ code: 'duplicate-name', errors: [{ field: 'body.name', message: 'is already taken' }] });
  expect((await create('SUPER_ADMIN', { list: '/brands', name: 'Drafts', query: '' })).statusCode).toBe(201);
  // another user may use the name too
  expect((await create('AGENCY_USER', { list: '/news-items', name: 'Drafts', query: '' })).statusCode).toBe(201);
});

test('a PUT renames or replaces the state under If-Match; stale or missing versions are refused', async () => {
  const view = (await create('AGENCY_MANAGER', { list: '/users', name: 'Invited', query: 'state=INVITED' })).json();
  const put = (body: unknown, headers: Record<string, string> = {}) =>
    t.call('AGENCY_MANAGER', { method: 'PUT', url: `/saved-views/${view.id}`, body, headers });
  expect((await put({ name: 'x', query: '' })).statusCode).toBe(428);
  const updated = await put({ name: 'Invited, newest first', query: 'state=INVITED&sort=createdAt,desc' }, { 'if-match': '"1"' });
  expect(updated.statusCode).toBe(200);
  expect(updated.headers.etag).toBe('"2"');
  expect(updated.json()).toMatchObject({
    list: '/users',
    name: 'Invited, newest first',
    query: 'state=INVITED&sort=createdAt,desc',
    version: 2,
  });
  const stale = await put({ name: 'Old', query: '' }, { 'if-match': '"1"' });
  expect([stale.statusCode, problem(stale).code]).toEqual([412, 'version-mismatch']);
  expect((await create('AGENCY_MANAGER', { list: '/users', name: 'Other', query: '' })).statusCode).toBe(201);
  const clash = await put({ name: 'other', query: '' }, { 'if-match': '"2"' });
  expect([clash.statusCode, problem(clash).code]).toEqual([409, 'duplicate-name']);
  const staleDelete = await t.call('AGENCY_MANAGER', { method: 'DELETE', url: `/saved-views/${view.id}`, headers: { 'if-match': '"1"' } });
  expect(staleDelete.statusCode).toBe(412);
});

test.each([
  ['no list', { name: 'n', query: '' }, 'body.list'],
  ['a list that is not a path', { list: 'brands', name: 'n', query: '' }, 'body.list'],
  ['a blank name', { list: '/brands', name: '   ', query: '' }, 'body.name'],
  ['a name too long', { list: '/brands', name: 'n'.repeat(61), query: '' }, 'body.name'],
  ['a query with a question mark', { list: '/brands', name: 'n', query: '?status=active' }, 'body.query'],
  ['a query with a fragment', { list: '/brands', name: 'n', query: 'a=1#top' }, 'body.query'],
  ['a query too long', { list: '/brands', name: 'n', query: 'q='.padEnd(2001, 'x') }, 'body.query'],
  ['a query that is not text', { list: '/brands', name: 'n', query: 42 }, 'body.query'],
  ['an unknown field', { list: '/brands', name: 'n', query: '', owner: 'U1' }, 'body.owner'],
])('%s is a 400 naming the field', async (_what, body, field) => {
  const res = await create('SUPER_ADMIN', body);
  expect(res.statusCode).toBe(400);
  expect((problem(res).errors as { field: string }[]).map((e) => e.field)).toContain(field);
});

test('an id that is not a UUID is a 400, an unknown one a 404', async () => {
  expect((await t.call('SUPER_ADMIN', { method: 'GET', url: '/saved-views/not-a-uuid' })).statusCode).toBe(400);
  expect((await t.call('SUPER_ADMIN', { method: 'DELETE', url: `/saved-views/${crypto.randomUUID()}` })).statusCode).toBe(404);
  expect((await t.call('SUPER_ADMIN', { method: 'GET', url: '/saved-views?list=nope' })).statusCode).toBe(400);
});

test(`a user keeps at most ${VIEWS_PER_LIST_MAX} views on one list (422), and their views go with them`, async () => {
  await t.db
    .insert(users)
    .values({ eid: 'views-keeper', email: 'views-keeper@ottilia.example', displayName: 'Keeper', roles: ['AGENCY_USER'] });
  const as = { token: await t.tokens.mint('views-keeper') };
  await t.db
    .insert(savedViews)
    .values(
      Array.from({ length: VIEWS_PER_LIST_MAX }, (_, i) => ({ userEid: 'views-keeper', list: '/projects', name: `View ${i}`, query: '' })),
    );
  const over = await create(as, { list: '/projects', name: 'One more', query: '' });
  expect([over.statusCode, problem(over).code]).toEqual([422, 'too-many-views']);
  expect((await create(as, { list: '/brands', name: 'One more', query: '' })).statusCode).toBe(201);
  await t.db.delete(users).where(eq(users.eid, 'views-keeper'));
  expect(await t.db.select().from(savedViews).where(eq(savedViews.userEid, 'views-keeper'))).toEqual([]);
});
