// Cookies of a project (spec section 7 "Cookies"): roles, visibility, the duration and name
// rules, the list order, preconditions and history.
import { and, eq, ne, notExists } from 'drizzle-orm';
import { DEMO_ACCOUNTS } from '@ottilia/shared-contracts/demo-accounts';
import { ROLES, type Role } from '@ottilia/shared-contracts/permissions';
import { cookies } from '../src/cookies/cookie-table.js';
import { history } from '../src/db/history-table.js';
import { projectMembers } from '../src/projects/members/member-table.js';
import { projects } from '../src/projects/project-table.js';
import { users } from '../src/users/user-table.js';
import { createProject } from './helpers/projects.js';
import { fieldsOf } from './helpers/reference-data.js';
import { problem, startTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(() => t?.close());

type Caller = Parameters<TestApp['call']>[0];
const agencyUser = DEMO_ACCOUNTS.find((a) => a.role === 'AGENCY_USER')!;

const list = (as: Caller, projectId: string, query = '?cc=en&type=all') =>
  t.call(as, { method: 'GET', url: `/cookies${query}`, headers: { 'project-id': projectId } });
const put = (as: Caller, projectId: string, body: unknown, headers: Record<string, string> = {}) =>
  t.call(as, { method: 'PUT', url: `/cookies/${projectId}/en`, headers, body });
const del = (as: Caller, projectId: string, id: string, headers: Record<string, string> = {}) =>
  t.call(as, { method: 'DELETE', url: `/cookies/${projectId}/${id}`, headers });

const cookie = (overrides: Record<string, unknown> = {}) => ({
  name: '_ga',
  category: 'performance',
  duration: '2y',
  provider: 'Google',
  description: 'Distinguishes visitors.',
  ...overrides,
});

async function addCookie(projectId: string, overrides: Record<string, unknown> = {}) {
  const res = await put('SUPER_ADMIN', projectId, cookie(overrides));
  expect(res.statusCode).toBe(201);
  return res.json();
}

async function foreignProject() {
  const [row] = await t.db
    .select({ uuid: projects.uuid })
    .from(projects)
    .where(
      and(
        ne(projects.agencyEid, agencyUser.agencyEid!),
        notExists(
          t.db
            .select()
            .from(projectMembers)
            .where(and(eq(projectMembers.projectUuid, projects.uuid), eq(projectMembers.userEid, agencyUser.sub))),
        ),
      ),
    )
    .limit(1);
  return row!.uuid;
}

describe('roles (permissions as for editing the project: projectsRead to list, projectsEdit to write)', () => {
  test.each(ROLES)('%s lists, creates, updates and deletes', async (role: Role) => {
    const uuid = await createProject(t);
    const created = await put(role, uuid, cookie());
    expect(created.statusCode).toBe(201);
    expect(created.headers.etag).toBe('"1"');
    const { id } = created.json();
    expect((await list(role, uuid)).json().content.map((c: { id: string }) => c.id)).toEqual([id]);
    const updated = await put(role, uuid, cookie({ id, duration: '1y' }), { 'if-match': '"1"' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id, duration: '1y', version: 2 });
    expect((await del(role, uuid, id, { 'if-match': '"2"' })).statusCode).toBe(204);
    expect((await list(role, uuid)).json().content).toEqual([]);
  });

  test('a user without a role is refused on every route, naming the permission', async () => {
    await t.db
      .insert(users)
      .values({ eid: 'cookie-roleless', email: 'cookie-roleless@ottilia.example', displayName: 'Roleless', roles: [] });
    const token = { token: await t.tokens.mint('cookie-roleless') };
    const uuid = await createProject(t);
    const { id } = await addCookie(uuid);
    expect(problem(await list(token, uuid))).toMatchObject({ status: 403, permission: 'projectsRead' });
    expect(problem(await put(token, uuid, cookie({ name: 'x' })))).toMatchObject({ status: 403, permission: 'projectsEdit' });
    expect(problem(await del(token, uuid, id))).toMatchObject({ status: 403, permission: 'projectsEdit' });
    expect((await list('SUPER_ADMIN', uuid)).json().content).toHaveLength(1);
  });

  test('without a token: 401', async () => {
    const uuid = await createProject(t);
    expect((await list(null, uuid)).statusCode).toBe(401);
    expect((await put(null, uuid, cookie())).statusCode).toBe(401);
  });
});

describe('visibility', () => {
  test.each(['AGENCY_MANAGER', 'AGENCY_USER'] as const)("another agency's project is 404 project-not-found for %s", async (role) => {
    const uuid = await foreignProject();
    const before = await t.db.select().from(cookies).where(eq(cookies.projectUuid, uuid));
    expect(problem(await list(role, uuid))).toMatchObject({ status: 404, code: 'project-not-found' });
    expect(problem(await put(role, uuid, cookie({ name: 'hijack' })))).toMatchObject({ status: 404, code: 'project-not-found' });
    if (before[0]) expect(problem(await del(role, uuid, before[0].id))).toMatchObject({ status: 404, code: 'project-not-found' });
    expect(await t.db.select().from(cookies).where(eq(cookies.projectUuid, uuid))).toEqual(before);
    expect((await list('BRAND_MANAGER', uuid)).statusCode).toBe(200);
  });

  test("a member of another agency's project may edit its cookies", async () => {
    const uuid = await createProject(t, { agencyEid: 'AG-BLUEPEAK' });
    expect((await put('AGENCY_USER', uuid, cookie())).statusCode).toBe(404);
    await t.db.insert(projectMembers).values({ projectUuid: uuid, userEid: agencyUser.sub });
    expect((await put('AGENCY_USER', uuid, cookie())).statusCode).toBe(201);
  });

  test('the list needs the project-id header (400 naming it); an unknown project is 404', async () => {
    const missing = await t.call('SUPER_ADMIN', { method: 'GET', url: '/cookies?cc=en&type=all' });
    expect(problem(missing)).toMatchObject({ status: 400, errors: [{ field: 'headers.project-id' }] });
    expect(problem(await list('SUPER_ADMIN', '00000000-0000-4000-8000-000000000000'))).toMatchObject({
      status: 404,
      code: 'project-not-found',
    });
    expect((await list('SUPER_ADMIN', 'not-a-uuid')).statusCode).toBe(400);
  });

  test('a language other than en and an unknown type are 400', async () => {
    const uuid = await createProject(t);
    expect(fieldsOf(await list('SUPER_ADMIN', uuid, '?cc=da&type=all'))).toEqual(['querystring.cc']);
    expect(fieldsOf(await list('SUPER_ADMIN', uuid, '?cc=en&type=some'))).toEqual(['querystring.type']);
    expect(fieldsOf(await t.call('SUPER_ADMIN', { method: 'PUT', url: `/cookies/${uuid}/da`, body: cookie() }))).toEqual([
      'params.language',
    ]);
  });
});

describe('duration (spec section 5)', () => {
  const accepted = ['session', '1m', '9h', '30d', '90d', '390d', '2y', '900m', '900h', '900d', '900y', '100y', '10d'];
  const refused = [
    '0',
    '0d',
    '901d',
    '1000y',
    '1.5d',
    '1,5d',
    '30',
    'd',
    '30w',
    '30D',
    ' 30d',
    '30d ',
    '-1d',
    '030d',
    'Session',
    '',
    '30dd',
  ];

  test('session and 1..900 followed by m, h, d or y are accepted', async () => {
    const uuid = await createProject(t);
    for (const [i, duration] of accepted.entries()) {
      const res = await put('AGENCY_USER', uuid, cookie({ name: `c${i}`, duration }));
      expect([duration, res.statusCode]).toEqual([duration, 201]);
      expect(res.json().duration).toBe(duration);
    }
  });

  test.each(refused)('%j is 400 naming the duration field, and nothing is saved', async (duration) => {
    const uuid = await createProject(t);
    const res = await put('SUPER_ADMIN', uuid, cookie({ duration }));
    expect(res.statusCode).toBe(400);
    const body = problem(res);
    expect(body.code).toBe('invalid-request');
    expect(body.errors).toEqual([{ field: 'body.duration', message: expect.stringContaining('1 to 900') }]);
    expect((await list('SUPER_ADMIN', uuid)).json().content).toEqual([]);
  });

  test('a missing duration is 400 naming the field', async () => {
    const uuid = await createProject(t);
    const { duration: _omit, ...body } = cookie();
    expect(problem(await put('SUPER_ADMIN', uuid, body)).errors).toEqual([{ field: 'body.duration', message: 'is required' }]);
  });
});

describe('names', () => {
  test('a name taken in the project, whatever its case, is 409 cookie-name-taken (field name)', async () => {
    const uuid = await createProject(t);
    const first = await addCookie(uuid, { name: '_GA' });
    for (const name of ['_ga', '_Ga', '_GA']) {
      expect(problem(await put('AGENCY_USER', uuid, cookie({ name })))).toMatchObject({
        status: 409,
        code: 'cookie-name-taken',
        field: 'name',
      });
    }
    const other = await addCookie(uuid, { name: 'lang' });
    // renaming to a taken name is refused too; renaming a cookie to its own name in another case is not
    expect(problem(await put('SUPER_ADMIN', uuid, cookie({ id: other.id, name: '_ga' }), { 'if-match': '"1"' })).code).toBe(
      'cookie-name-taken',
    );
    expect((await put('SUPER_ADMIN', uuid, cookie({ id: first.id, name: '_ga' }), { 'if-match': '"1"' })).statusCode).toBe(200);
    // another project may use the name
    expect((await put('SUPER_ADMIN', await createProject(t), cookie({ name: '_ga' }))).statusCode).toBe(201);
  });

  test.each([
    ['with a space', 'my cookie'],
    ['empty', ''],
    ['with a semicolon', 'a;b'],
    ['longer than 100', 'c'.repeat(101)],
  ])('a name %s is 400', async (_what, name) => {
    const uuid = await createProject(t);
    expect(fieldsOf(await put('SUPER_ADMIN', uuid, cookie({ name })))).toEqual(['body.name']);
  });

  test('an unknown category or field is 400', async () => {
    const uuid = await createProject(t);
    expect(fieldsOf(await put('SUPER_ADMIN', uuid, cookie({ category: 'analytics' })))).toEqual(['body.category']);
    expect(fieldsOf(await put('SUPER_ADMIN', uuid, cookie({ colour: 'red' })))).toEqual(['body.colour']);
  });
});

describe('order and shape', () => {
  test("by category in the spec's order, active before inactive, then by name", async () => {
    const uuid = await createProject(t);
    const rows: [string, string, boolean][] = [
      ['_fbp', 'marketing', true],
      ['zeta', 'necessary', false],
      ['lang', 'functional', true],
      ['_ga', 'performance', false],
      ['SESSIONID', 'necessary', true],
      ['alpha', 'necessary', true],
      ['IDE', 'marketing', false],
      ['_gid', 'performance', true],
    ];
    for (const [name, category, isActive] of rows) await addCookie(uuid, { name, category, isActive });
    const all = (await list('AGENCY_MANAGER', uuid)).json().content.map((c: { name: string }) => c.name);
    expect(all).toEqual(['alpha', 'SESSIONID', 'zeta', 'lang', '_gid', '_ga', '_fbp', 'IDE']);
    const active = (await list('AGENCY_MANAGER', uuid, '?cc=en&type=active')).json().content.map((c: { name: string }) => c.name);
    expect(active).toEqual(['alpha', 'SESSIONID', 'lang', '_gid', '_fbp']);
  });

  test('a cookie has every field the banner needs; blank provider and description are stored as null', async () => {
    const uuid = await createProject(t);
    const res = await put('SUPER_ADMIN', uuid, cookie({ provider: '  ', description: '' }));
    expect(res.json()).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      projectId: uuid,
      language: 'en',
      name: '_ga',
      category: 'performance',
      duration: '2y',
      provider: null,
      description: null,
      isActive: true,
      version: 1,
      updatedAt: expect.stringMatching(/^\d{4}-/),
    });
  });
});

describe('preconditions and history', () => {
  test('an update needs If-Match (428) with the current version (412); the answer may be sent back', async () => {
    const uuid = await createProject(t);
    const saved = await addCookie(uuid);
    expect(problem(await put('SUPER_ADMIN', uuid, cookie({ id: saved.id })))).toMatchObject({ status: 428, code: 'precondition-required' });
    expect(problem(await put('SUPER_ADMIN', uuid, cookie({ id: saved.id, duration: '1d' }), { 'if-match': '"7"' }))).toMatchObject({
      status: 412,
      code: 'version-mismatch',
      currentVersion: 1,
    });
    const echoed = await put('SUPER_ADMIN', uuid, { ...saved, duration: '1d' }, { 'if-match': '"1"' });
    expect(echoed.statusCode).toBe(200);
    expect(echoed.headers.etag).toBe('"2"');
    // If-Match on a cookie that no longer exists, If-None-Match on one that does
    expect(
      problem(await put('SUPER_ADMIN', uuid, cookie({ id: '00000000-0000-4000-8000-000000000001', name: 'gone' }), { 'if-match': '"1"' }))
        .status,
    ).toBe(412);
    expect(problem(await put('SUPER_ADMIN', uuid, cookie({ id: saved.id }), { 'if-none-match': '*' })).code).toBe('already-exists');
  });

  test('a stale If-Match refuses a delete; an unknown cookie is 404 cookie-not-found', async () => {
    const uuid = await createProject(t);
    const saved = await addCookie(uuid);
    expect(problem(await del('SUPER_ADMIN', uuid, saved.id, { 'if-match': '"3"' })).status).toBe(412);
    expect((await del('SUPER_ADMIN', uuid, saved.id)).statusCode).toBe(204);
    expect(problem(await del('SUPER_ADMIN', uuid, saved.id))).toMatchObject({ status: 404, code: 'cookie-not-found' });
  });

  test("another project's cookie id cannot be updated or deleted through this project", async () => {
    const mine = await createProject(t);
    const theirs = await addCookie(await createProject(t), { name: 'theirs' });
    expect(problem(await del('SUPER_ADMIN', mine, theirs.id)).code).toBe('cookie-not-found');
    expect(problem(await put('SUPER_ADMIN', mine, cookie({ id: theirs.id, name: 'mine' }))).code).toBe('cookie-id-taken');
  });

  test('create, update and delete each add a history row', async () => {
    const uuid = await createProject(t);
    const saved = await addCookie(uuid);
    await put('AGENCY_USER', uuid, cookie({ id: saved.id, isActive: false }), { 'if-match': '"1"' });
    await del('AGENCY_USER', uuid, saved.id);
    const rows = await t.db
      .select()
      .from(history)
      .where(and(eq(history.resource, 'project-cookie'), eq(history.resourceId, `${uuid}/${saved.id}`)))
      .orderBy(history.id);
    expect(rows.map((r) => [r.action, r.actorEid])).toEqual([
      ['create', DEMO_ACCOUNTS.find((a) => a.role === 'SUPER_ADMIN')!.sub],
      ['update', agencyUser.sub],
      ['delete', agencyUser.sub],
    ]);
    expect(rows[1]!.changes).toEqual({ isActive: { from: true, to: false } });
  });

  test("the project's history lists its cookie changes by name", async () => {
    const uuid = await createProject(t);
    const saved = await addCookie(uuid, { name: 'lang' });
    await put('SUPER_ADMIN', uuid, cookie({ id: saved.id, name: 'lang', duration: '1d' }), { 'if-match': '"1"' });
    const entries = (await t.call('AGENCY_USER', { method: 'GET', url: `/projects/${uuid}/history` })).json();
    const cookieEntries = entries.filter((e: { kind: string }) => e.kind === 'cookie');
    expect(cookieEntries.map((e: { action: string; subject: unknown }) => [e.action, e.subject])).toEqual([
      ['update', { eid: saved.id, name: 'lang' }],
      ['create', { eid: saved.id, name: 'lang' }],
    ]);
  });

  test('an unchanged update keeps the version', async () => {
    const uuid = await createProject(t);
    const saved = await addCookie(uuid);
    const res = await put('SUPER_ADMIN', uuid, saved, { 'if-match': '"1"' });
    expect(res.statusCode).toBe(200);
    expect(res.json().version).toBe(1);
  });
});
