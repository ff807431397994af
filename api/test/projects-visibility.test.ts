// Agency roles see their agency's projects plus those they are a member of; nothing else, anywhere.
import { randomUUID } from 'node:crypto';
import { and, eq, ne, notExists, or, sql } from 'drizzle-orm';
import { DEMO_ACCOUNTS } from '@ottilia/shared-contracts/demo-accounts';
import { projectMembers } from '../src/projects/members/member-table.js';
import { projects } from '../src/projects/project-table.js';
import { DEMO_SIZES } from '../src/seed/demo.js';
import { newProjectBody } from './helpers/projects.js';
import { countRows } from './helpers/rows.js';
import { problem, startTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(() => t?.close());

const agencyUser = DEMO_ACCOUNTS.find((a) => a.role === 'AGENCY_USER')!;
const northwind = agencyUser.agencyEid!;
const memberOf = (eid: string) =>
  sql`exists (select 1 from ${projectMembers} where ${projectMembers.projectUuid} = ${projects.uuid} and ${projectMembers.userEid} = ${eid})`;

async function listAll(role: 'AGENCY_USER' | 'AGENCY_MANAGER' | 'BRAND_MANAGER', filter?: string) {
  const rows: { uuid: string; agencyEid: string | null }[] = [];
  for (let page = 1; ; page++) {
    const query = new URLSearchParams({ page: String(page), size: '100', ...(filter ? { $filter: filter } : {}) });
    const res = await t.call(role, { method: 'GET', url: `/projects?${query}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    rows.push(...body.content);
    if (page >= body.totalPages) return { rows, total: body.totalElements as number };
  }
}

/** A project of another agency the demo agency user is not a member of. */
async function foreignProject() {
  const [row] = await t.db
    .select()
    .from(projects)
    .where(
      and(
        ne(projects.agencyEid, northwind),
        notExists(
          t.db
            .select()
            .from(projectMembers)
            .where(and(eq(projectMembers.projectUuid, projects.uuid), eq(projectMembers.userEid, agencyUser.sub))),
        ),
      ),
    )
    .limit(1);
  return row!;
}

test("the list and its total hold exactly the agency's projects and the user's memberships", async () => {
  const expected = await countRows(t.db, projects, or(eq(projects.agencyEid, northwind), memberOf(agencyUser.sub)));
  const { rows, total } = await listAll('AGENCY_USER');
  expect(total).toBe(expected);
  expect(rows).toHaveLength(expected);
  expect(total).toBeLessThan(DEMO_SIZES.projects);
  const outside = rows.filter((r) => r.agencyEid !== northwind);
  // the seed makes the demo agency user a member of three projects of other agencies
  expect(outside.length).toBeGreaterThanOrEqual(3);
  for (const row of outside) {
    expect(
      await countRows(t.db, projectMembers, and(eq(projectMembers.projectUuid, row.uuid), eq(projectMembers.userEid, agencyUser.sub))),
    ).toBe(1);
  }
});

test('filtering for another agency shows only the projects the user is a member of', async () => {
  const foreign = await foreignProject();
  const { rows, total } = await listAll('AGENCY_USER', `agencyEid eq '${foreign.agencyEid}'`);
  const expected = await countRows(t.db, projects, and(eq(projects.agencyEid, foreign.agencyEid!), memberOf(agencyUser.sub)));
  expect(total).toBe(expected);
  expect(rows.map((r) => r.uuid)).not.toContain(foreign.uuid);
});

test('brand managers see every project', async () => {
  const { total } = await listAll('BRAND_MANAGER');
  expect(total).toBe(await countRows(t.db, projects));
});

test("another agency's project is 404 for GET, PUT and DELETE, and stays unchanged", async () => {
  const foreign = await foreignProject();
  const url = `/projects/${foreign.uuid}`;
  for (const role of ['AGENCY_USER', 'AGENCY_MANAGER'] as const) {
    expect(problem(await t.call(role, { method: 'GET', url })).code).toBe('project-not-found');
    const put = await t.call(role, {
      method: 'PUT',
      url,
      headers: { 'if-match': `"${foreign.version}"` },
      body: newProjectBody({ name: 'Hijacked', agencyEid: northwind }),
    });
    expect(put.statusCode).toBe(404);
    const createOver = await t.call(role, {
      method: 'PUT',
      url,
      headers: { 'if-none-match': '*' },
      body: newProjectBody({ agencyEid: northwind }),
    });
    expect(createOver.statusCode).toBe(404);
  }
  expect((await t.call('AGENCY_MANAGER', { method: 'DELETE', url })).statusCode).toBe(404);
  const [after] = await t.db.select().from(projects).where(eq(projects.uuid, foreign.uuid));
  expect(after).toEqual(foreign);
});

test('agency roles can only assign their own agency (or "other")', async () => {
  const refused = await t.call('AGENCY_MANAGER', {
    method: 'PUT',
    url: `/projects/${randomUUID()}`,
    body: newProjectBody({ agencyEid: 'AG-BLUEPEAK' }),
  });
  expect(refused.statusCode).toBe(422);
  expect(problem(refused)).toMatchObject({ code: 'agency-not-allowed', field: 'agencyEid' });

  const own = randomUUID();
  expect((await t.call('AGENCY_MANAGER', { method: 'PUT', url: `/projects/${own}`, body: newProjectBody() })).statusCode).toBe(201);

  // "other agency": stored without agency; the creator keeps access as a member
  const other = randomUUID();
  const created = await t.call('AGENCY_MANAGER', {
    method: 'PUT',
    url: `/projects/${other}`,
    body: newProjectBody({ agencyEid: 'other' }),
  });
  expect(created.statusCode).toBe(201);
  expect(created.json()).toMatchObject({ agency: null, agencyEid: null });
  expect((await t.call('AGENCY_MANAGER', { method: 'GET', url: `/projects/${other}` })).statusCode).toBe(200);
  // a colleague of the same agency who is not a member does not see it
  expect((await t.call('AGENCY_USER', { method: 'GET', url: `/projects/${other}` })).statusCode).toBe(404);
});
