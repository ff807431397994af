// GET /projects/{id}/history: the project's trail with its members, legal data and reviews.
import { randomUUID } from 'node:crypto';
import { and, eq, ne, notExists } from 'drizzle-orm';
import { DEMO_ACCOUNTS } from '@ottilia/shared-contracts/demo-accounts';
import type { Role } from '@ottilia/shared-contracts/permissions';
import { history } from '../src/db/history-table.js';
import { projectMembers } from '../src/projects/members/member-table.js';
import { projects } from '../src/projects/project-table.js';
import { users } from '../src/users/user-table.js';
import { createProject } from './helpers/projects.js';
import { decide, projectInReview } from './helpers/reviews.js';
import { problem, startTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(() => t?.close());

const account = (role: Role) => DEMO_ACCOUNTS.find((a) => a.role === role)!;
const admin = account('SUPER_ADMIN');
const agencyUser = account('AGENCY_USER');
const agencyManager = account('AGENCY_MANAGER');
const roles: Role[] = ['SUPER_ADMIN', 'BRAND_MANAGER', 'AGENCY_MANAGER', 'AGENCY_USER'];

const historyOf = (as: Role | null | { token: string }, uuid: string) => t.call(as, { method: 'GET', url: `/projects/${uuid}/history` });
const legalData = {
  legalEntityEid: 'LE-OTTILIA-DK',
  privacyPolicyUrl: 'https://www.aurora-gin.example/dk/privacy',
  termsUrl: 'https://www.aurora-gin.example/dk/terms',
  cookiePolicyUrl: 'https://www.aurora-gin.example/dk/cookies',
  imprint: 'Ottilia Brands A/S, Copenhagen.',
  minimumDrinkingAge: 18,
  legalContactEmail: 'legal@ottilia.example',
  isApproved: false,
};

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
    .where(and(ne(projects.agencyEid, agencyUser.agencyEid!), notMember(agencyUser.sub), notMember(agencyManager.sub)))
    .limit(1);
  return row!;
}

type Entry = {
  id: string;
  at: string;
  action: string;
  kind: string;
  subject: { eid: string; name: string | null } | null;
  actor: { eid: string } | null;
  changes: Record<string, unknown>;
};

describe('content and order', () => {
  test('the project, its members, legal data and reviews, newest first', async () => {
    const { uuid, reviewEid } = await projectInReview(t);
    const other = await createProject(t);
    // another project's member and review must not show
    await t.call('SUPER_ADMIN', { method: 'PUT', url: `/projects/${other}/members/${agencyUser.sub}` });
    expect((await t.call('SUPER_ADMIN', { method: 'PUT', url: `/projects/${uuid}/members/${agencyUser.sub}` })).statusCode).toBe(201);
    expect(
      (
        await t.call('SUPER_ADMIN', {
          method: 'PUT',
          url: `/projects/${uuid}/legal-data/DK`,
          headers: { 'if-none-match': '*' },
          body: legalData,
        })
      ).statusCode,
    ).toBe(201);
    const { version } = (await t.call('SUPER_ADMIN', { method: 'GET', url: `/projects/${uuid}` })).json();
    await decide(t, uuid, version, 'APPROVED', reviewEid);
    expect((await t.call('SUPER_ADMIN', { method: 'DELETE', url: `/projects/${uuid}/members/${agencyUser.sub}` })).statusCode).toBe(204);

    const res = await historyOf('AGENCY_MANAGER', uuid);
    expect(res.statusCode).toBe(200);
    const entries = res.json() as Entry[];
    expect(entries.map((e) => [e.kind, e.action, e.subject])).toEqual([
      ['member', 'delete', { eid: agencyUser.sub, name: agencyUser.displayName }],
      ['review', 'review', { eid: reviewEid, name: null }],
      ['legal-data', 'create', { eid: 'DK', name: 'Denmark' }],
      ['member', 'create', { eid: agencyUser.sub, name: agencyUser.displayName }],
      ['project', 'update', null],
      ['review', 'create', { eid: reviewEid, name: null }],
      ['project', 'create', null],
    ]);
    expect(entries.every((e) => e.actor?.eid === admin.sub)).toBe(true);
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
    const times = entries.map((e) => Date.parse(e.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(entries[1]!.changes).toMatchObject({ decision: { from: null, to: 'APPROVED' } });
    expect(entries[4]!.changes).toMatchObject({ status: { from: 'DRAFT', to: 'IN_REVIEW' }, reviewRequested: reviewEid });
    expect(entries[6]!.changes).toMatchObject({ name: 'Aurora Gin Spring Launch', markets: ['DK', 'SE'] });
  });

  test('bounded to the newest 200', async () => {
    const uuid = await createProject(t);
    await t.db.insert(history).values(
      Array.from({ length: 205 }, (_, i) => ({
        resource: 'project-member',
        resourceId: `${uuid}/U-${i}`,
        action: 'create' as const,
        actorEid: null,
        at: new Date(Date.UTC(2030, 0, 1, 0, i)),
        changes: {},
      })),
    );
    const entries = (await historyOf('SUPER_ADMIN', uuid)).json() as Entry[];
    expect(entries).toHaveLength(200);
    expect(entries[0]).toMatchObject({ subject: { eid: 'U-204', name: 'U-204' }, actor: null });
    expect(entries[199]!.subject!.eid).toBe('U-5');
  });
});

describe('permission and visibility as the project detail', () => {
  test.each(roles)('%s reads a project of the demo agency', async (role) => {
    const uuid = await createProject(t);
    const res = await historyOf(role, uuid);
    expect(res.statusCode).toBe(200);
    expect((res.json() as Entry[]).map((e) => [e.kind, e.action])).toEqual([['project', 'create']]);
  });

  test.each(roles)("%s and another agency's project", async (role) => {
    const foreign = await foreignProject();
    const res = await historyOf(role, foreign.uuid);
    const detail = await t.call(role, { method: 'GET', url: `/projects/${foreign.uuid}` });
    expect(res.statusCode).toBe(detail.statusCode);
    if (role.startsWith('AGENCY')) {
      expect(res.statusCode).toBe(404);
      expect(problem(res)).toMatchObject({ code: 'project-not-found' });
    } else {
      expect(res.statusCode).toBe(200);
    }
  });

  test('without a token: 401; without projectsRead: 403', async () => {
    const uuid = await createProject(t);
    expect((await historyOf(null, uuid)).statusCode).toBe(401);
    await t.db
      .insert(users)
      .values({ eid: 'history-roleless', email: 'history-roleless@ottilia.example', displayName: 'Roleless', roles: [] });
    const roleless = await historyOf({ token: await t.tokens.mint('history-roleless') }, uuid);
    expect(roleless.statusCode).toBe(403);
    expect(problem(roleless)).toMatchObject({ code: 'forbidden', permission: 'projectsRead' });
  });

  test('an unknown id: 404 problem; a malformed id: 400', async () => {
    const unknown = await historyOf('SUPER_ADMIN', randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(problem(unknown)).toMatchObject({ code: 'project-not-found' });
    const malformed = await historyOf('SUPER_ADMIN', 'not-a-uuid');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.headers['content-type']).toMatch(/^application\/problem\+json/);
  });
});
