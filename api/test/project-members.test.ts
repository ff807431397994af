// Project members: GET /projects/{id}/members, PUT and DELETE /projects/{id}/members/{userEid}.
import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, ne, notExists } from 'drizzle-orm';
import { DEMO_ACCOUNTS } from '@ottilia/shared-contracts/demo-accounts';
import type { Role } from '@ottilia/shared-contracts/permissions';
import { history } from '../src/db/history-table.js';
import { projectMembers } from '../src/projects/members/member-table.js';
import { projects } from '../src/projects/project-table.js';
import { users } from '../src/users/user-table.js';
import { createProject } from './helpers/projects.js';
import { countRows } from './helpers/rows.js';
import { problem, startTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(() => t?.close());

const account = (role: Role) => DEMO_ACCOUNTS.find((a) => a.role === role)!;
const admin = account('SUPER_ADMIN');
const brandManager = account('BRAND_MANAGER');
const agencyManager = account('AGENCY_MANAGER');
const agencyUser = account('AGENCY_USER');
const northwind = agencyUser.agencyEid!;

const membersUrl = (uuid: string) => `/projects/${uuid}/members`;
const memberUrl = (uuid: string, eid: string) => `/projects/${uuid}/members/${eid}`;
const memberEids = async (uuid: string) =>
  (await t.db.select({ eid: projectMembers.userEid }).from(projectMembers).where(eq(projectMembers.projectUuid, uuid)))
    .map((m) => m.eid)
    .sort();
const memberHistory = (uuid: string, eid: string) =>
  t.db
    .select()
    .from(history)
    .where(and(eq(history.resource, 'project-member'), eq(history.resourceId, `${uuid}/${eid}`)))
    .orderBy(history.id);

/** An active user of another agency than the demo agency. */
async function otherAgencyUser() {
  const [row] = await t.db
    .select()
    .from(users)
    .where(and(isNotNull(users.agencyEid), ne(users.agencyEid, northwind), eq(users.state, 'ACTIVE')))
    .orderBy(users.eid)
    .limit(1);
  return row!;
}

/** A project of another agency the demo agency people are not members of. */
async function foreignProject() {
  const notMember = (eid: string) =>
    notExists(
      t.db
        .select()
        .from(projectMembers)
        .where(and(eq(projectMembers.projectUuid, projects.uuid), eq(projectMembers.userEid, eid))),
    );
  const [row] = await t.db
    .select()
    .from(projects)
    .where(and(ne(projects.agencyEid, northwind), notMember(agencyUser.sub), notMember(agencyManager.sub)))
    .limit(1);
  return row!;
}

describe('permissions', () => {
  const canManage: Record<Role, boolean> = { SUPER_ADMIN: true, BRAND_MANAGER: true, AGENCY_MANAGER: true, AGENCY_USER: false };
  const roles = Object.keys(canManage) as Role[];

  test.each(roles)('GET members as %s (a project of the demo agency)', async (role) => {
    const uuid = await createProject(t);
    const res = await t.call(role, { method: 'GET', url: membersUrl(uuid) });
    expect(res.statusCode).toBe(200);
    expect(res.json().content.map((m: { eid: string }) => m.eid)).toEqual([admin.sub]);
  });

  test.each(roles)('PUT and DELETE a member as %s', async (role) => {
    const uuid = await createProject(t);
    const put = await t.call(role, { method: 'PUT', url: memberUrl(uuid, agencyUser.sub) });
    const afterPut = await memberEids(uuid);
    // a member to delete, whoever could add it
    if (!canManage[role]) await t.call('SUPER_ADMIN', { method: 'PUT', url: memberUrl(uuid, agencyUser.sub) });
    const del = await t.call(role, { method: 'DELETE', url: memberUrl(uuid, agencyUser.sub) });
    if (canManage[role]) {
      expect(put.statusCode).toBe(201);
      expect(afterPut).toContain(agencyUser.sub);
      expect(del.statusCode).toBe(204);
      expect(await memberEids(uuid)).toEqual([admin.sub]);
    } else {
      expect(put.statusCode).toBe(403);
      expect(problem(put)).toMatchObject({ code: 'forbidden', permission: 'projectUserAdd' });
      expect(afterPut).toEqual([admin.sub]);
      expect(del.statusCode).toBe(403);
      expect(problem(del)).toMatchObject({ code: 'forbidden', permission: 'projectUserAdd' });
      expect(await memberEids(uuid)).toContain(agencyUser.sub);
    }
  });

  test('without a token: 401', async () => {
    const uuid = await createProject(t);
    expect((await t.call(null, { method: 'GET', url: membersUrl(uuid) })).statusCode).toBe(401);
    expect((await t.call(null, { method: 'PUT', url: memberUrl(uuid, agencyUser.sub) })).statusCode).toBe(401);
  });
});

describe('reading members', () => {
  test('members come with role and agency, sorted by display name', async () => {
    const uuid = await createProject(t);
    for (const eid of [agencyUser.sub, brandManager.sub, agencyManager.sub]) {
      expect((await t.call('SUPER_ADMIN', { method: 'PUT', url: memberUrl(uuid, eid) })).statusCode).toBe(201);
    }
    const res = await t.call('AGENCY_USER', { method: 'GET', url: membersUrl(uuid) });
    expect(res.statusCode).toBe(200);
    const { content } = res.json();
    // Ada, Bruno, Chloé, Daniel
    expect(content.map((m: { displayName: string }) => m.displayName)).toEqual(
      [admin, brandManager, agencyManager, agencyUser].map((a) => a.displayName),
    );
    expect(content[0]).toEqual({
      eid: admin.sub,
      displayName: admin.displayName,
      email: admin.email,
      mainRole: 'SUPER_ADMIN',
      agency: null,
      addedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(content[3]).toMatchObject({
      eid: agencyUser.sub,
      mainRole: 'AGENCY_USER',
      agency: { eid: northwind, name: 'Northwind Digital' },
    });
  });

  test('a project that does not exist is 404', async () => {
    const res = await t.call('SUPER_ADMIN', { method: 'GET', url: membersUrl(randomUUID()) });
    expect(res.statusCode).toBe(404);
    expect(problem(res).code).toBe('project-not-found');
  });
});

describe('visibility', () => {
  test("agency roles get 404 on every member route of another agency's project, and nothing changes", async () => {
    const foreign = await foreignProject();
    const before = await memberEids(foreign.uuid);
    const [someMember] = before;
    for (const role of ['AGENCY_USER', 'AGENCY_MANAGER'] as const) {
      const get = await t.call(role, { method: 'GET', url: membersUrl(foreign.uuid) });
      expect(get.statusCode).toBe(404);
      expect(problem(get).code).toBe('project-not-found');
    }
    const put = await t.call('AGENCY_MANAGER', { method: 'PUT', url: memberUrl(foreign.uuid, agencyManager.sub) });
    expect(put.statusCode).toBe(404);
    expect(problem(put).code).toBe('project-not-found');
    const del = await t.call('AGENCY_MANAGER', { method: 'DELETE', url: memberUrl(foreign.uuid, someMember!) });
    expect(del.statusCode).toBe(404);
    expect(problem(del).code).toBe('project-not-found');
    expect(await memberEids(foreign.uuid)).toEqual(before);
  });

  test('becoming a member shows the project to an agency user at once (list, total, detail); leaving hides it', async () => {
    const foreign = await foreignProject();
    const listed = async () => {
      const res = await t.call('AGENCY_USER', {
        method: 'GET',
        url: `/projects?$filter=${encodeURIComponent(`uuid eq '${foreign.uuid}'`)}`,
      });
      return res.json().totalElements as number;
    };
    expect(await listed()).toBe(0); // cached from here on

    expect((await t.call('BRAND_MANAGER', { method: 'PUT', url: memberUrl(foreign.uuid, agencyUser.sub) })).statusCode).toBe(201);
    expect(await listed()).toBe(1);
    expect((await t.call('AGENCY_USER', { method: 'GET', url: `/projects/${foreign.uuid}` })).statusCode).toBe(200);
    expect((await t.call('AGENCY_USER', { method: 'GET', url: membersUrl(foreign.uuid) })).statusCode).toBe(200);

    expect((await t.call('BRAND_MANAGER', { method: 'DELETE', url: memberUrl(foreign.uuid, agencyUser.sub) })).statusCode).toBe(204);
    expect(await listed()).toBe(0);
    expect((await t.call('AGENCY_USER', { method: 'GET', url: `/projects/${foreign.uuid}` })).statusCode).toBe(404);
  });
});

describe('adding', () => {
  test('201 with the member, its ETag and Location; a history row', async () => {
    const uuid = await createProject(t);
    const res = await t.call('AGENCY_MANAGER', { method: 'PUT', url: memberUrl(uuid, agencyUser.sub) });
    expect(res.statusCode).toBe(201);
    expect(res.headers.etag).toBe('"1"');
    expect(res.headers.location).toBe(memberUrl(uuid, agencyUser.sub));
    expect(res.json()).toEqual({
      eid: agencyUser.sub,
      displayName: agencyUser.displayName,
      email: agencyUser.email,
      mainRole: 'AGENCY_USER',
      agency: { eid: northwind, name: 'Northwind Digital' },
      addedAt: expect.any(String),
    });
    const [row] = await t.db
      .select()
      .from(projectMembers)
      .where(and(eq(projectMembers.projectUuid, uuid), eq(projectMembers.userEid, agencyUser.sub)));
    expect(row).toMatchObject({ addedBy: agencyManager.sub, version: 1 });
    expect(await memberHistory(uuid, agencyUser.sub)).toEqual([
      expect.objectContaining({ action: 'create', actorEid: agencyManager.sub, changes: { projectUuid: uuid, userEid: agencyUser.sub } }),
    ]);
  });

  test('PUT is idempotent: 200 with the same member, no second row or history entry', async () => {
    const uuid = await createProject(t);
    const first = await t.call('SUPER_ADMIN', { method: 'PUT', url: memberUrl(uuid, agencyUser.sub) });
    const again = await t.call('SUPER_ADMIN', { method: 'PUT', url: memberUrl(uuid, agencyUser.sub) });
    expect(again.statusCode).toBe(200);
    expect(again.headers.etag).toBe('"1"');
    expect(again.headers.location).toBeUndefined();
    expect(again.json()).toEqual(first.json());
    expect(await countRows(t.db, projectMembers, eq(projectMembers.projectUuid, uuid))).toBe(2);
    expect(await memberHistory(uuid, agencyUser.sub)).toHaveLength(1);
  });

  test('If-None-Match: * adds only: 201 for a new member, 412 already-exists for a member', async () => {
    const uuid = await createProject(t);
    const headers = { 'if-none-match': '*' };
    expect((await t.call('SUPER_ADMIN', { method: 'PUT', url: memberUrl(uuid, agencyUser.sub), headers })).statusCode).toBe(201);
    const res = await t.call('SUPER_ADMIN', { method: 'PUT', url: memberUrl(uuid, agencyUser.sub), headers });
    expect(res.statusCode).toBe(412);
    expect(problem(res).code).toBe('already-exists');
    // the creator is a member from the start
    expect(problem(await t.call('SUPER_ADMIN', { method: 'PUT', url: memberUrl(uuid, admin.sub), headers })).code).toBe('already-exists');
  });

  test('If-Match: the current version answers the member, a stale one or a missing member is 412', async () => {
    const uuid = await createProject(t);
    await t.call('SUPER_ADMIN', { method: 'PUT', url: memberUrl(uuid, agencyUser.sub) });
    expect(
      (await t.call('SUPER_ADMIN', { method: 'PUT', url: memberUrl(uuid, agencyUser.sub), headers: { 'if-match': '"1"' } })).statusCode,
    ).toBe(200);
    const stale = await t.call('SUPER_ADMIN', { method: 'PUT', url: memberUrl(uuid, agencyUser.sub), headers: { 'if-match': '"2"' } });
    expect(stale.statusCode).toBe(412);
    expect(problem(stale)).toMatchObject({ code: 'version-mismatch', currentVersion: 1 });
    const missing = await t.call('SUPER_ADMIN', { method: 'PUT', url: memberUrl(uuid, agencyManager.sub), headers: { 'if-match': '"1"' } });
    expect(missing.statusCode).toBe(412);
    expect(await memberEids(uuid)).not.toContain(agencyManager.sub);
  });

  test('an unknown user is 422 unknown-user', async () => {
    const uuid = await createProject(t);
    const res = await t.call('SUPER_ADMIN', { method: 'PUT', url: memberUrl(uuid, randomUUID()) });
    expect(res.statusCode).toBe(422);
    expect(problem(res)).toMatchObject({ code: 'unknown-user', field: 'userEid' });
    expect(await memberEids(uuid)).toEqual([admin.sub]);
  });

  test('agency roles add only people of their own agency (422 user-not-allowed); others add anyone', async () => {
    const uuid = await createProject(t);
    const outsider = await otherAgencyUser();
    for (const eid of [outsider.eid, brandManager.sub]) {
      const res = await t.call('AGENCY_MANAGER', { method: 'PUT', url: memberUrl(uuid, eid) });
      expect(res.statusCode).toBe(422);
      expect(problem(res)).toMatchObject({ code: 'user-not-allowed', field: 'userEid' });
    }
    expect(await memberEids(uuid)).toEqual([admin.sub]);
    expect((await t.call('BRAND_MANAGER', { method: 'PUT', url: memberUrl(uuid, outsider.eid) })).statusCode).toBe(201);
    expect((await t.call('AGENCY_MANAGER', { method: 'PUT', url: memberUrl(uuid, agencyManager.sub) })).statusCode).toBe(201);
  });

  test('a disabled user is 422 user-disabled', async () => {
    const uuid = await createProject(t);
    const [disabled] = await t.db.select().from(users).where(eq(users.state, 'DISABLED')).limit(1);
    expect(disabled).toBeDefined();
    const res = await t.call('SUPER_ADMIN', { method: 'PUT', url: memberUrl(uuid, disabled!.eid) });
    expect(res.statusCode).toBe(422);
    expect(problem(res)).toMatchObject({ code: 'user-disabled', field: 'userEid' });
    expect(await memberEids(uuid)).toEqual([admin.sub]);
  });

  test('a project id that is not a uuid, or a malformed user id, is a 400', async () => {
    for (const url of ['/projects/not-a-uuid/members', `/projects/not-a-uuid/members/${agencyUser.sub}`]) {
      const res = await t.call('SUPER_ADMIN', { method: url.endsWith('members') ? 'GET' : 'PUT', url });
      expect(res.statusCode).toBe(400);
      expect(problem(res).code).toBe('invalid-request');
    }
    const uuid = await createProject(t);
    const res = await t.call('SUPER_ADMIN', { method: 'PUT', url: memberUrl(uuid, encodeURIComponent("x' or '1'='1")) });
    expect(res.statusCode).toBe(400);
  });

  test('a project that does not exist is 404, even for an unknown user', async () => {
    const res = await t.call('SUPER_ADMIN', { method: 'PUT', url: memberUrl(randomUUID(), randomUUID()) });
    expect(res.statusCode).toBe(404);
    expect(problem(res).code).toBe('project-not-found');
  });
});

describe('removing', () => {
  test('204 and a history row; the member is gone', async () => {
    const uuid = await createProject(t);
    await t.call('SUPER_ADMIN', { method: 'PUT', url: memberUrl(uuid, agencyUser.sub) });
    const res = await t.call('AGENCY_MANAGER', { method: 'DELETE', url: memberUrl(uuid, agencyUser.sub) });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await memberEids(uuid)).toEqual([admin.sub]);
    const [, removed] = await memberHistory(uuid, agencyUser.sub);
    expect(removed).toMatchObject({
      action: 'delete',
      actorEid: agencyManager.sub,
      changes: { projectUuid: uuid, userEid: agencyUser.sub, addedBy: admin.sub },
    });
  });

  test('someone who is not a member is 404 member-not-found', async () => {
    const uuid = await createProject(t);
    for (const eid of [agencyUser.sub, randomUUID()]) {
      const res = await t.call('SUPER_ADMIN', { method: 'DELETE', url: memberUrl(uuid, eid) });
      expect(res.statusCode).toBe(404);
      expect(problem(res).code).toBe('member-not-found');
    }
  });

  test('a stale If-Match refuses the removal', async () => {
    const uuid = await createProject(t);
    const res = await t.call('SUPER_ADMIN', { method: 'DELETE', url: memberUrl(uuid, admin.sub), headers: { 'if-match': '"7"' } });
    expect(res.statusCode).toBe(412);
    expect(await memberEids(uuid)).toEqual([admin.sub]);
    expect(
      (await t.call('SUPER_ADMIN', { method: 'DELETE', url: memberUrl(uuid, admin.sub), headers: { 'if-match': '"1"' } })).statusCode,
    ).toBe(204);
  });
});

test('the OpenAPI document lists the member routes', async () => {
  const spec = (await t.call(null, { method: 'GET', url: '/openapi.json' })).json();
  expect(Object.keys(spec.paths)).toEqual(
    expect.arrayContaining(['/projects/{id}/members', '/projects/{id}/members/{userEid}', '/projects/{id}/reviews/{reviewEid}', '/users']),
  );
  expect(Object.keys(spec.paths['/projects/{id}/members/{userEid}'])).toEqual(expect.arrayContaining(['put', 'delete']));
});
