// GET /projects answers repeated calls from the page cache: writes show at once, and no caller
// is ever served a page cached for another visibility scope.
import { randomUUID } from 'node:crypto';
import { and, eq, or, sql } from 'drizzle-orm';
import { DEMO_ACCOUNTS } from '@ottilia/shared-contracts/demo-accounts';
import { projectMembers } from '../src/projects/members/member-table.js';
import { projects } from '../src/projects/project-table.js';
import { createProject, newProjectBody } from './helpers/projects.js';
import { countRows } from './helpers/rows.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(() => t?.close());

type Role = 'SUPER_ADMIN' | 'BRAND_MANAGER' | 'AGENCY_MANAGER' | 'AGENCY_USER';
interface Row {
  uuid: string;
  name: string;
  version: number;
  agencyEid: string | null;
}
interface Body {
  content: Row[];
  totalElements: number;
}

const URL = `/projects?${new URLSearchParams({ $orderBy: 'createdAt desc', size: '100' })}`;
async function list(role: Role, url = URL): Promise<Body> {
  const res = await t.call(role, { method: 'GET', url });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  return res.json();
}

const agencyManager = DEMO_ACCOUNTS.find((a) => a.role === 'AGENCY_MANAGER')!;
const agencyUser = DEMO_ACCOUNTS.find((a) => a.role === 'AGENCY_USER')!;
const visibleTo = (eid: string, agencyEid: string) =>
  or(
    eq(projects.agencyEid, agencyEid),
    sql`exists (select 1 from ${projectMembers} where ${projectMembers.projectUuid} = ${projects.uuid} and ${projectMembers.userEid} = ${eid})`,
  );

describe('a write is visible in the very next list call', () => {
  test('creating, renaming and deleting a project', async () => {
    const before = await list('SUPER_ADMIN');
    expect(await list('SUPER_ADMIN')).toEqual(before); // now cached

    const uuid = await createProject(t, { name: 'Cache Probe Launch' });
    const created = await list('SUPER_ADMIN');
    expect(created.totalElements).toBe(before.totalElements + 1);
    expect(created.content[0]).toMatchObject({ uuid, name: 'Cache Probe Launch', version: 1 });

    const renamed = await t.call('SUPER_ADMIN', {
      method: 'PUT',
      url: `/projects/${uuid}`,
      headers: { 'if-match': '"1"' },
      body: newProjectBody({ name: 'Cache Probe Relaunch' }),
    });
    expect(renamed.statusCode).toBe(200);
    expect((await list('SUPER_ADMIN')).content[0]).toMatchObject({ uuid, name: 'Cache Probe Relaunch', version: 2 });

    const deleted = await t.call('SUPER_ADMIN', { method: 'DELETE', url: `/projects/${uuid}`, headers: { 'if-match': '"2"' } });
    expect(deleted.statusCode).toBe(204);
    const after = await list('SUPER_ADMIN');
    expect(after.totalElements).toBe(before.totalElements);
    expect(after.content.map((p) => p.uuid)).not.toContain(uuid);
  });

  test('a filtered list and its total follow the write too', async () => {
    const url = `/projects?${new URLSearchParams({ $filter: "contains(name,'Zebra Probe')" })}`;
    expect((await list('BRAND_MANAGER', url)).totalElements).toBe(0);
    const uuid = await createProject(t, { name: 'Zebra Probe Festival' });
    const found = await list('BRAND_MANAGER', url);
    expect(found.totalElements).toBe(1);
    expect(found.content.map((p) => p.uuid)).toEqual([uuid]);
  });
});

describe('every caller gets only their own scope', () => {
  test('an agency user asking the URL an admin just cached sees only their visible projects', async () => {
    const all = await list('SUPER_ADMIN');
    const mine = await list('AGENCY_USER');
    const expected = await countRows(t.db, projects, visibleTo(agencyUser.sub, agencyUser.agencyEid!));
    expect(mine.totalElements).toBe(expected);
    expect(mine.totalElements).toBeLessThan(all.totalElements);
    const allowed = new Set(
      (await t.db.select({ uuid: projects.uuid }).from(projects).where(visibleTo(agencyUser.sub, agencyUser.agencyEid!))).map(
        (r) => r.uuid,
      ),
    );
    expect(mine.content.every((p) => allowed.has(p.uuid))).toBe(true);
  });

  test('two users of one agency do not share pages: memberships differ', async () => {
    // the manager creates a project for another agency and becomes its member; the agency user does not
    const uuid = randomUUID();
    const created = await t.call('AGENCY_MANAGER', {
      method: 'PUT',
      url: `/projects/${uuid}`,
      headers: { 'if-none-match': '*' },
      body: newProjectBody({ name: 'Scope Probe Launch', agencyEid: 'other' }),
    });
    expect(created.statusCode).toBe(201);
    expect(
      await countRows(t.db, projectMembers, and(eq(projectMembers.projectUuid, uuid), eq(projectMembers.userEid, agencyManager.sub))),
    ).toBe(1);

    const managers = await list('AGENCY_MANAGER');
    expect(managers.content.map((p) => p.uuid)).toContain(uuid);
    const users = await list('AGENCY_USER');
    expect(users.content.map((p) => p.uuid)).not.toContain(uuid);
    expect(users.totalElements).toBe(await countRows(t.db, projects, visibleTo(agencyUser.sub, agencyUser.agencyEid!)));
  });

  test("a user whose agency changes gets the new agency's list at once", async () => {
    const before = await list('AGENCY_USER');
    await t.db.execute(sql`update users set agency_eid = 'AG-BLUEPEAK' where eid = ${agencyUser.sub}`);
    t.app.userCache.invalidate(agencyUser.sub); // what a user write does
    try {
      const after = await list('AGENCY_USER');
      expect(after.totalElements).toBe(await countRows(t.db, projects, visibleTo(agencyUser.sub, 'AG-BLUEPEAK')));
      expect(after.totalElements).not.toBe(before.totalElements);
    } finally {
      await t.db.execute(sql`update users set agency_eid = ${agencyUser.agencyEid} where eid = ${agencyUser.sub}`);
      t.app.userCache.invalidate(agencyUser.sub);
    }
  });
});
