// GET/PUT/DELETE /users/{id} and GET /users/{id}/projects: every rule of who may read, change and
// remove whom, enforced by the API (issue 10).
import { and, eq, ne } from 'drizzle-orm';
import { DEMO_ACCOUNTS } from '@ottilia/shared-contracts/demo-accounts';
import type { Role } from '@ottilia/shared-contracts/permissions';
import { agencies } from '../src/agencies/agency-table.js';
import { history } from '../src/db/history-table.js';
import { projectMembers } from '../src/projects/members/member-table.js';
import { users } from '../src/users/user-table.js';
import { createProject } from './helpers/projects.js';
import { newEid, unique } from './helpers/reference-data.js';
import { problem, startTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ identity: true });
}, 120_000);
afterAll(() => t?.close());

const account = (role: Role) => DEMO_ACCOUNTS.find((a) => a.role === role)!;
const NORTHWIND = account('AGENCY_MANAGER').agencyEid!;
const OTHER_AGENCY = 'AG-FJORD-FIELD';

/** A user written straight to the database; answers its eid. */
async function insertUser(role: Role | null, agencyEid: string | null, state: 'ACTIVE' | 'INVITED' | 'DISABLED' = 'ACTIVE') {
  const eid = newEid();
  const token = unique().toLowerCase();
  await t.db
    .insert(users)
    .values({ eid, email: `${token}@people.example`, displayName: `Person ${token}`, roles: role ? [role] : [], agencyEid, state });
  return eid;
}

const get = (as: Role | { token: string } | null, eid: string) => t.call(as, { method: 'GET', url: `/users/${eid}` });

/** PUT with the body built from the user as read, with `changes` applied. */
async function put(as: Role | { token: string }, eid: string, changes: Record<string, unknown>, ifMatch?: string) {
  const current = (await get('SUPER_ADMIN', eid)).json();
  const body = { displayName: current.displayName, roles: current.roles, agencyEid: current.agencyEid, state: current.state, ...changes };
  return t.call(as, { method: 'PUT', url: `/users/${eid}`, headers: { 'if-match': ifMatch ?? `"${current.version}"` }, body });
}

describe('reading a user', () => {
  test('without a token: 401', async () => {
    expect((await get(null, account('AGENCY_USER').sub)).statusCode).toBe(401);
  });

  test.each(['SUPER_ADMIN', 'BRAND_MANAGER', 'AGENCY_MANAGER', 'AGENCY_USER'] as const)(
    '%s reads their own profile, usersRead or not',
    async (role) => {
      const res = await get(role, account(role).sub);
      expect(res.statusCode).toBe(200);
      expect(res.headers.etag).toMatch(/^"\d+"$/);
      expect(res.json()).toMatchObject({
        eid: account(role).sub,
        email: account(role).email,
        mainRole: role,
        roles: [role],
        agencyEid: account(role).agencyEid,
        state: 'ACTIVE',
        createdDateTime: expect.any(String),
      });
      expect([true, false, null]).toContain(res.json().isNewUser);
      expect(res.json()).toHaveProperty('lastLoginDateTime');
    },
  );

  test('staff read anyone; an Agency Manager only the people of their agency; an Agency User nobody else', async () => {
    const colleague = await insertUser('AGENCY_USER', NORTHWIND);
    const outsider = await insertUser('AGENCY_USER', OTHER_AGENCY);
    for (const role of ['SUPER_ADMIN', 'BRAND_MANAGER'] as const) {
      expect((await get(role, outsider)).statusCode).toBe(200);
    }
    expect((await get('AGENCY_MANAGER', colleague)).statusCode).toBe(200);
    expect(problem(await get('AGENCY_MANAGER', outsider))).toMatchObject({ status: 404, code: 'user-not-found' });
    expect(problem(await get('AGENCY_MANAGER', account('BRAND_MANAGER').sub)).status).toBe(404);
    expect(problem(await get('AGENCY_USER', colleague)).status).toBe(404);
    expect(problem(await get('SUPER_ADMIN', newEid())).code).toBe('user-not-found');
  });
});

describe("a user's projects", () => {
  test('the projects they are a member of, as far as the caller may see them, by name', async () => {
    const person = await insertUser('AGENCY_USER', NORTHWIND);
    const ours = await createProject(t, { name: `B member ${unique()}`, agencyEid: NORTHWIND });
    const [active] = await t.db
      .select({ eid: agencies.eid })
      .from(agencies)
      .where(and(eq(agencies.isActive, true), eq(agencies.reviewState, 'APPROVED'), ne(agencies.eid, NORTHWIND)))
      .limit(1);
    const theirs = await createProject(t, { name: `A member ${unique()}`, agencyEid: active!.eid });
    await t.db.insert(projectMembers).values([
      { projectUuid: ours, userEid: person },
      { projectUuid: theirs, userEid: person },
    ]);

    const all = await t.call('SUPER_ADMIN', { method: 'GET', url: `/users/${person}/projects` });
    expect(all.statusCode).toBe(200);
    expect(all.json().map((p: { uuid: string }) => p.uuid)).toEqual([theirs, ours]);
    const manager = await t.call('AGENCY_MANAGER', { method: 'GET', url: `/users/${person}/projects` });
    expect(manager.json().map((p: { uuid: string }) => p.uuid)).toEqual([ours]);
    expect((await t.call('AGENCY_USER', { method: 'GET', url: `/users/${person}/projects` })).statusCode).toBe(404);
  });
});

describe('changing a user', () => {
  test("a Super Admin changes a role: new version, history, and the user's next request has the new role", async () => {
    const eid = await insertUser('AGENCY_USER', NORTHWIND);
    const res = await put('SUPER_ADMIN', eid, { roles: ['AGENCY_MANAGER'] });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBe('"2"');
    expect(res.json()).toMatchObject({ mainRole: 'AGENCY_MANAGER', roles: ['AGENCY_MANAGER'], version: 2 });
    const rows = await t.db
      .select()
      .from(history)
      .where(and(eq(history.resource, 'user'), eq(history.resourceId, eid)));
    expect(rows).toMatchObject([
      { action: 'update', actorEid: account('SUPER_ADMIN').sub, changes: { roles: { from: ['AGENCY_USER'], to: ['AGENCY_MANAGER'] } } },
    ]);
    const me = await t.call({ token: await t.tokens.mint(eid) }, { method: 'GET', url: '/users/me' });
    expect(me.json()).toMatchObject({ mainRole: 'AGENCY_MANAGER', usersRead: true });
  });

  test('mainRole becomes the first role, the one that counts', async () => {
    const eid = await insertUser('AGENCY_USER', NORTHWIND);
    const res = await put('SUPER_ADMIN', eid, { roles: ['AGENCY_USER', 'AGENCY_MANAGER'], mainRole: 'AGENCY_MANAGER' });
    expect(res.json()).toMatchObject({ mainRole: 'AGENCY_MANAGER', roles: ['AGENCY_MANAGER', 'AGENCY_USER'] });
  });

  test('without usersEdit: 403; without If-Match: 428; with a stale one: 412', async () => {
    const eid = await insertUser('AGENCY_USER', NORTHWIND);
    expect(problem(await put('AGENCY_USER', eid, { displayName: 'Nope' })).code).toBe('forbidden');
    const current = (await get('SUPER_ADMIN', eid)).json();
    const body = { displayName: 'New', roles: current.roles, agencyEid: current.agencyEid, state: current.state };
    expect(problem(await t.call('SUPER_ADMIN', { method: 'PUT', url: `/users/${eid}`, body })).status).toBe(428);
    expect(problem(await put('SUPER_ADMIN', eid, { displayName: 'New' }, '"9"'))).toMatchObject({
      status: 412,
      code: 'version-mismatch',
      currentVersion: 1,
    });
    expect(
      problem(await t.call('SUPER_ADMIN', { method: 'PUT', url: `/users/${newEid()}`, headers: { 'if-match': '"1"' }, body })).code,
    ).toBe('user-not-found');
  });

  test('nobody grants a role above their own or changes someone ranked above them', async () => {
    const agencyUser = await insertUser('AGENCY_USER', NORTHWIND);
    expect(problem(await put('BRAND_MANAGER', agencyUser, { roles: ['SUPER_ADMIN'], agencyEid: null }))).toMatchObject({
      status: 403,
      code: 'role-above-your-own',
    });
    expect(problem(await put('BRAND_MANAGER', account('SUPER_ADMIN').sub, { displayName: 'Renamed' }))).toMatchObject({
      status: 403,
      code: 'user-above-your-role',
    });
    expect(problem(await put('AGENCY_MANAGER', agencyUser, { roles: ['BRAND_MANAGER'], agencyEid: null })).code).toBe(
      'role-above-your-own',
    );
    // a role hidden behind the first one counts as granted too
    expect(problem(await put('AGENCY_MANAGER', agencyUser, { roles: ['AGENCY_USER', 'SUPER_ADMIN'] })).code).toBe('role-above-your-own');
    expect((await get('SUPER_ADMIN', agencyUser)).json()).toMatchObject({ roles: ['AGENCY_USER'], version: 1 });
  });

  test('an Agency Manager works only within their own agency', async () => {
    const colleague = await insertUser('AGENCY_USER', NORTHWIND);
    const outsider = await insertUser('AGENCY_USER', OTHER_AGENCY);
    expect((await put('AGENCY_MANAGER', colleague, { displayName: 'Renamed colleague', roles: ['AGENCY_MANAGER'] })).statusCode).toBe(200);
    expect(problem(await put('AGENCY_MANAGER', outsider, { displayName: 'Renamed outsider' })).status).toBe(404);
    expect(problem(await put('AGENCY_MANAGER', colleague, { agencyEid: OTHER_AGENCY }))).toMatchObject({
      status: 403,
      code: 'other-agency',
    });
  });

  test('moving a user to another agency needs usersAgencyEdit, and the agency must exist', async () => {
    const eid = await insertUser('AGENCY_USER', NORTHWIND);
    expect((await put('BRAND_MANAGER', eid, { agencyEid: OTHER_AGENCY })).json()).toMatchObject({ agencyEid: OTHER_AGENCY });
    expect(problem(await put('SUPER_ADMIN', eid, { agencyEid: 'AG-NOWHERE' }))).toMatchObject({
      status: 422,
      code: 'unknown-agency',
      field: 'agencyEid',
    });
  });

  test('agency roles need an agency, the others have none', async () => {
    const eid = await insertUser('AGENCY_USER', NORTHWIND);
    expect(problem(await put('SUPER_ADMIN', eid, { agencyEid: null }))).toMatchObject({ status: 422, code: 'agency-required' });
    expect(problem(await put('SUPER_ADMIN', eid, { roles: ['BRAND_MANAGER'] }))).toMatchObject({ status: 422, code: 'agency-not-allowed' });
    expect((await put('SUPER_ADMIN', eid, { roles: ['BRAND_MANAGER'], agencyEid: null })).json()).toMatchObject({
      mainRole: 'BRAND_MANAGER',
      agencyEid: null,
    });
  });

  test('nobody demotes or disables themselves', async () => {
    const admin = account('SUPER_ADMIN').sub;
    expect(problem(await put('SUPER_ADMIN', admin, { roles: ['BRAND_MANAGER'] }))).toMatchObject({
      status: 422,
      code: 'cannot-demote-yourself',
    });
    expect(problem(await put('SUPER_ADMIN', admin, { state: 'DISABLED' }))).toMatchObject({ status: 422, code: 'cannot-disable-yourself' });
    expect((await put('SUPER_ADMIN', admin, { displayName: 'Ada Lindqvist' })).statusCode).toBe(200);
  });

  test('INVITED is only reached by invitation and left by signing in', async () => {
    const invited = await insertUser('AGENCY_USER', NORTHWIND, 'INVITED');
    const active = await insertUser('AGENCY_USER', NORTHWIND);
    expect(problem(await put('SUPER_ADMIN', invited, { state: 'ACTIVE' })).code).toBe('invalid-state');
    expect(problem(await put('SUPER_ADMIN', active, { state: 'INVITED' })).code).toBe('invalid-state');
    expect((await put('SUPER_ADMIN', invited, { state: 'DISABLED' })).json()).toMatchObject({ state: 'DISABLED' });
  });

  test('a disabled user is refused from their next request', async () => {
    const eid = await insertUser('AGENCY_USER', NORTHWIND);
    const token = await t.tokens.mint(eid);
    expect((await t.call({ token }, { method: 'GET', url: '/users/me' })).statusCode).toBe(200);
    expect((await put('SUPER_ADMIN', eid, { state: 'DISABLED' })).statusCode).toBe(200);
    expect(problem(await t.call({ token }, { method: 'GET', url: '/projects' })).code).toBe('user-disabled');
  });

  test.each([
    ['an unknown field', { colour: 'red' }],
    ['an unknown role', { roles: ['KING'] }],
    ['no role', { roles: [] }],
    ['a role twice', { roles: ['AGENCY_USER', 'AGENCY_USER'] }],
    ['roles as text', { roles: 'AGENCY_USER' }],
    ['a blank name', { displayName: '   ' }],
    ['an unknown state', { state: 'GONE' }],
    ['a number for the agency', { agencyEid: 7 }],
  ])('%s is a 400 that changes nothing', async (_what, changes) => {
    const eid = await insertUser('AGENCY_USER', NORTHWIND);
    expect(problem(await put('SUPER_ADMIN', eid, changes)).status).toBe(400);
    expect((await get('SUPER_ADMIN', eid)).json().version).toBe(1);
  });
});

describe("a user's history", () => {
  const historyOf = (as: Role | { token: string } | null, eid: string) => t.call(as, { method: 'GET', url: `/users/${eid}/history` });

  test('newest first, with who changed what; whoever may read the user may read it, others get 404', async () => {
    const eid = await insertUser('AGENCY_USER', NORTHWIND);
    await put('SUPER_ADMIN', eid, { displayName: 'Renamed once' });
    await put('AGENCY_MANAGER', eid, { displayName: 'Renamed twice' });
    const res = await historyOf('BRAND_MANAGER', eid);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject([
      {
        action: 'update',
        actor: { eid: account('AGENCY_MANAGER').sub },
        changes: { displayName: { from: 'Renamed once', to: 'Renamed twice' } },
      },
      {
        action: 'update',
        actor: { eid: account('SUPER_ADMIN').sub, displayName: expect.any(String) },
        changes: { displayName: { to: 'Renamed once' } },
      },
    ]);
    expect((await historyOf({ token: await t.tokens.mint(eid) }, eid)).statusCode).toBe(200);
    const outsider = await insertUser('AGENCY_USER', OTHER_AGENCY);
    expect(problem(await historyOf('AGENCY_MANAGER', outsider))).toMatchObject({ status: 404, code: 'user-not-found' });
    expect(problem(await historyOf('AGENCY_USER', eid)).status).toBe(404);
    expect((await historyOf(null, eid)).statusCode).toBe(401);
    expect(problem(await historyOf('SUPER_ADMIN', newEid())).status).toBe(404);
  });
});

describe('deleting a user', () => {
  test('only with usersDelete (Super Admin): the user and their sign-in are gone, with a history row', async () => {
    const eid = await insertUser('AGENCY_USER', NORTHWIND);
    for (const role of ['BRAND_MANAGER', 'AGENCY_MANAGER', 'AGENCY_USER'] as const) {
      expect(problem(await t.call(role, { method: 'DELETE', url: `/users/${eid}` })).code).toBe('forbidden');
    }
    expect(problem(await t.call('SUPER_ADMIN', { method: 'DELETE', url: `/users/${eid}`, headers: { 'if-match': '"7"' } })).status).toBe(
      412,
    );
    expect((await t.call('SUPER_ADMIN', { method: 'DELETE', url: `/users/${eid}`, headers: { 'if-match': '"1"' } })).statusCode).toBe(204);
    expect((await get('SUPER_ADMIN', eid)).statusCode).toBe(404);
    expect(problem(await t.call({ token: await t.tokens.mint(eid) }, { method: 'GET', url: '/users/me' })).code).toBe(
      'user-not-registered',
    );
    const rows = await t.db
      .select()
      .from(history)
      .where(and(eq(history.resource, 'user'), eq(history.resourceId, eid)));
    expect(rows).toMatchObject([{ action: 'delete' }]);
  });

  test("a project member or an agency's requester is refused with 409: disable them instead", async () => {
    const member = await insertUser('AGENCY_USER', NORTHWIND);
    const uuid = await createProject(t, { name: `Kept ${unique()}` });
    await t.db.insert(projectMembers).values({ projectUuid: uuid, userEid: member });
    const refusal = problem(await t.call('SUPER_ADMIN', { method: 'DELETE', url: `/users/${member}` }));
    expect(refusal).toMatchObject({ status: 409, code: 'user-in-use', usage: { projects: 1, agencyRequests: 0 } });
    expect(refusal.detail).toMatch(/is a member of 1 project, so they cannot be deleted: disable them instead\.$/);

    const requester = await insertUser('AGENCY_MANAGER', NORTHWIND);
    await t.db.update(agencies).set({ requestedBy: requester }).where(eq(agencies.eid, OTHER_AGENCY));
    expect(problem(await t.call('SUPER_ADMIN', { method: 'DELETE', url: `/users/${requester}` })).detail).toMatch(
      /is the requester of 1 agency/,
    );
    expect((await get('SUPER_ADMIN', member)).statusCode).toBe(200);
  });

  test('nobody deletes themselves', async () => {
    expect(problem(await t.call('SUPER_ADMIN', { method: 'DELETE', url: `/users/${account('SUPER_ADMIN').sub}` }))).toMatchObject({
      status: 422,
      code: 'cannot-delete-yourself',
    });
  });
});
