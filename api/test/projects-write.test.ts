// PUT and DELETE /projects/{id}: validation, preconditions, cascade and history.
import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { DEMO_ACCOUNTS } from '@ottilia/shared-contracts/demo-accounts';
import { cookies } from '../src/cookies/cookie-table.js';
import { history } from '../src/db/history-table.js';
import { ageGateMarkets, ageGates } from '../src/projects/age-gate/age-gate-table.js';
import { projectLegalData } from '../src/projects/legal-data/legal-data-table.js';
import { projectMembers } from '../src/projects/members/member-table.js';
import { projectMarkets, projects } from '../src/projects/project-table.js';
import { projectReviews } from '../src/projects/reviews/review-table.js';
import { createProject, newProjectBody } from './helpers/projects.js';
import { approvedProject, projectInReview } from './helpers/reviews.js';
import { countRows } from './helpers/rows.js';
import { problem, startTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(() => t?.close());

const admin = DEMO_ACCOUNTS.find((a) => a.role === 'SUPER_ADMIN')!;
const put = (uuid: string, body: unknown, headers: Record<string, string> = {}) =>
  t.call('SUPER_ADMIN', { method: 'PUT', url: `/projects/${uuid}`, headers, body });
const row = async (uuid: string) => (await t.db.select().from(projects).where(eq(projects.uuid, uuid)))[0];
const historyOf = (uuid: string) =>
  t.db
    .select()
    .from(history)
    .where(and(eq(history.resource, 'project'), eq(history.resourceId, uuid)))
    .orderBy(history.id);

describe('create', () => {
  test('PUT with If-None-Match: * creates the project: 201, Location, ETag and the project shape', async () => {
    const uuid = randomUUID();
    const res = await put(uuid, newProjectBody({ hasCookieConsent: true }), { 'if-none-match': '*' });
    expect(res.statusCode).toBe(201);
    expect(res.headers.location).toBe(`/projects/${uuid}`);
    expect(res.headers.etag).toBe('"1"');
    expect(res.json()).toEqual({
      uuid,
      name: 'Aurora Gin Spring Launch',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      updatedAt: expect.any(String),
      estimatedGoLiveDate: '2026-09-15',
      status: 'DRAFT',
      agency: { eid: 'AG-NORTHWIND', name: 'Northwind Digital' },
      brand: { eid: 'BR-AURORA-GIN', name: 'Aurora Gin' },
      projectType: { eid: 'PT-CAMPAIGN', name: 'Campaign microsite' },
      agencyEid: 'AG-NORTHWIND',
      brandEid: 'BR-AURORA-GIN',
      projectTypeEid: 'PT-CAMPAIGN',
      projectTypeName: 'Campaign microsite',
      hasGlobalPolicies: false,
      hasAgeGateway: false,
      hasCookieConsent: true,
      markets: ['DK', 'SE'],
      version: 1,
      review: null,
    });
    const get = await t.call('SUPER_ADMIN', { method: 'GET', url: `/projects/${uuid}` });
    expect(get.headers.etag).toBe('"1"');
    expect(get.json()).toEqual(res.json());
    // the creator becomes a member, and the creation is in the history
    expect(await countRows(t.db, projectMembers, and(eq(projectMembers.projectUuid, uuid), eq(projectMembers.userEid, admin.sub)))).toBe(1);
    const [created] = await historyOf(uuid);
    expect(created).toMatchObject({
      action: 'create',
      actorEid: admin.sub,
      changes: expect.objectContaining({ name: 'Aurora Gin Spring Launch', markets: ['DK', 'SE'] }),
    });
  });

  test('If-None-Match: * on an existing project answers 412 and changes nothing', async () => {
    const uuid = await createProject(t);
    const before = await row(uuid);
    const res = await put(uuid, newProjectBody({ name: 'Overwritten' }), { 'if-none-match': '*' });
    expect(res.statusCode).toBe(412);
    expect(problem(res).code).toBe('already-exists');
    expect(await row(uuid)).toEqual(before);
  });

  test('"other agency" is stored as no agency', async () => {
    const res = await put(randomUUID(), newProjectBody({ agencyEid: 'other' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ agency: null, agencyEid: null });
    expect((await row(res.json().uuid))!.agencyEid).toBeNull();
  });
});

describe('update with optimistic concurrency', () => {
  test('without If-Match: 428, row unchanged', async () => {
    const uuid = await createProject(t);
    const before = await row(uuid);
    const res = await put(uuid, newProjectBody({ name: 'No precondition' }));
    expect(res.statusCode).toBe(428);
    expect(problem(res).code).toBe('precondition-required');
    expect(await row(uuid)).toEqual(before);
  });

  test('with the current ETag: 200, new ETag, history of what changed', async () => {
    const uuid = await createProject(t);
    const res = await put(uuid, newProjectBody({ name: 'Renamed', markets: ['SE', 'NO'], hasAgeGateway: true }), { 'if-match': '"1"' });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBe('"2"');
    expect(res.json()).toMatchObject({ name: 'Renamed', markets: ['NO', 'SE'], hasAgeGateway: true, version: 2 });
    const marketRows = await t.db.select().from(projectMarkets).where(eq(projectMarkets.projectUuid, uuid));
    expect(marketRows.map((m) => m.marketCode).sort()).toEqual(['NO', 'SE']);
    const [, updated] = await historyOf(uuid);
    expect(updated).toMatchObject({
      action: 'update',
      actorEid: admin.sub,
      changes: {
        name: { from: 'Aurora Gin Spring Launch', to: 'Renamed' },
        markets: { from: ['DK', 'SE'], to: ['NO', 'SE'] },
        hasAgeGateway: { from: false, to: true },
      },
    });
  });

  test('with a stale ETag: 412 version-mismatch with the current version, row unchanged', async () => {
    const uuid = await createProject(t);
    expect((await put(uuid, newProjectBody({ name: 'First writer' }), { 'if-match': '"1"' })).statusCode).toBe(200);
    const before = await row(uuid);
    const res = await put(uuid, newProjectBody({ name: 'Second writer' }), { 'if-match': '"1"' });
    expect(res.statusCode).toBe(412);
    expect(problem(res)).toMatchObject({ code: 'version-mismatch', currentVersion: 2 });
    expect(problem(res).detail).toMatch(/changed by someone else/);
    expect(await row(uuid)).toEqual(before);
    expect(before!.name).toBe('First writer');
  });

  test('a malformed If-Match is a 400', async () => {
    const uuid = await createProject(t);
    expect(problem(await put(uuid, newProjectBody(), { 'if-match': 'version 1' })).code).toBe('invalid-precondition');
  });

  test('If-Match on a project that does not exist is a 412', async () => {
    expect((await put(randomUUID(), newProjectBody(), { 'if-match': '"1"' })).statusCode).toBe(412);
  });

  test('an identical PUT changes nothing: same version, no history row', async () => {
    const uuid = await createProject(t);
    const res = await put(uuid, newProjectBody(), { 'if-match': '"1"' });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBe('"1"');
    expect(await historyOf(uuid)).toHaveLength(1);
  });

  test('fields left out keep their values (the products screen sends only its flags)', async () => {
    const uuid = await createProject(t, { hasGlobalPolicies: true });
    const res = await put(
      uuid,
      { name: 'Aurora Gin Spring Launch', brandEid: 'BR-AURORA-GIN', projectTypeEid: 'PT-CAMPAIGN', hasCookieConsent: true },
      { 'if-match': '"1"' },
    );
    expect(res.json()).toMatchObject({
      hasGlobalPolicies: true,
      hasCookieConsent: true,
      hasAgeGateway: false,
      markets: ['DK', 'SE'],
      agencyEid: 'AG-NORTHWIND',
      estimatedGoLiveDate: '2026-09-15',
    });
  });

  test('the representation from a GET can be sent back as is', async () => {
    const uuid = await createProject(t);
    const got = (await t.call('SUPER_ADMIN', { method: 'GET', url: `/projects/${uuid}` })).json();
    const res = await put(uuid, { ...got, name: 'Round trip' }, { 'if-match': '"1"' });
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toBe('Round trip');
  });
});

describe('validation', () => {
  const invalid: [string, unknown, string][] = [
    ['a missing name', { brandEid: 'BR-VELA', projectTypeEid: 'PT-EVENT' }, 'body.name'],
    ['a blank name', newProjectBody({ name: '   ' }), 'body.name'],
    ['an impossible date', newProjectBody({ estimatedGoLiveDate: '2026-02-30' }), 'body.estimatedGoLiveDate'],
    ['a date in display format', newProjectBody({ estimatedGoLiveDate: '15/09/2026' }), 'body.estimatedGoLiveDate'],
    ['a flag that is not a boolean', newProjectBody({ hasAgeGateway: 'yes' }), 'body.hasAgeGateway'],
    ['an unknown property', newProjectBody({ colour: 'red' }), 'body.colour'],
    ['an unknown status', newProjectBody({ status: 'LIVE' }), 'body.status'],
    ['duplicate markets', newProjectBody({ markets: ['DK', 'DK'] }), 'body.markets'],
  ];

  test.each(invalid)('%s is a 400 naming the field', async (_what, body, field) => {
    const uuid = randomUUID();
    const res = await put(uuid, body);
    expect(res.statusCode).toBe(400);
    const refusal = problem(res);
    expect(refusal.code).toBe('invalid-request');
    expect((refusal.errors as { field: string }[]).map((e) => e.field)).toContain(field);
    expect(await row(uuid)).toBeUndefined();
  });

  test('a path id that is not a uuid is a 400', async () => {
    const res = await t.call('SUPER_ADMIN', { method: 'GET', url: "/projects/1' or '1'='1" });
    expect(res.statusCode).toBe(400);
  });

  test('a body that is not JSON is a 400', async () => {
    const res = await t.call('SUPER_ADMIN', {
      method: 'PUT',
      url: `/projects/${randomUUID()}`,
      headers: { 'content-type': 'application/json' },
      body: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(problem(res).status).toBe(400);
  });

  test('a body uuid that differs from the path is a 400', async () => {
    const res = await put(randomUUID(), newProjectBody({ uuid: randomUUID() }));
    expect(problem(res)).toMatchObject({ code: 'uuid-mismatch', field: 'uuid' });
  });

  const unprocessable: [string, Record<string, unknown>, string, string][] = [
    ['an unknown brand', { brandEid: 'BR-NOPE' }, 'unknown-brand', 'brandEid'],
    ['an inactive brand', { brandEid: 'BR-OLD-HARBOUR' }, 'inactive-brand', 'brandEid'],
    ['an unknown project type', { projectTypeEid: 'PT-NOPE' }, 'unknown-project-type', 'projectTypeEid'],
    ['an inactive project type', { projectTypeEid: 'PT-CAREERS' }, 'inactive-project-type', 'projectTypeEid'],
    ['an unknown agency', { agencyEid: 'AG-NOPE' }, 'unknown-agency', 'agencyEid'],
    ['an inactive agency', { agencyEid: 'AG-FJORD-FIELD' }, 'inactive-agency', 'agencyEid'],
    ['an unknown market', { markets: ['DK', 'XX'] }, 'unknown-market', 'markets'],
    ['status APPROVED set by hand', { status: 'APPROVED' }, 'status-not-allowed', 'status'],
    ['a new project published at once', { status: 'PUBLISHED' }, 'status-not-allowed', 'status'],
  ];

  test.each(unprocessable)('%s is a 422 naming the field', async (_what, overrides, code, field) => {
    const uuid = randomUUID();
    const res = await put(uuid, newProjectBody(overrides));
    expect(res.statusCode).toBe(422);
    expect(problem(res)).toMatchObject({ code, field });
    expect(await row(uuid)).toBeUndefined();
  });
});

describe('status', () => {
  const fields = { name: 'Aurora Gin Spring Launch', brandEid: 'BR-AURORA-GIN', projectTypeEid: 'PT-CAMPAIGN' };
  const setStatus = (uuid: string, version: number, status: string, extra: Record<string, unknown> = {}) =>
    put(uuid, { ...fields, ...extra, status }, { 'if-match': `"${version}"` });
  const reviewsOf = (uuid: string) => t.db.select().from(projectReviews).where(eq(projectReviews.projectUuid, uuid));

  test('DRAFT -> IN_REVIEW asks for a review: a pending review row, shown on the project', async () => {
    const uuid = await createProject(t);
    expect((await t.call('SUPER_ADMIN', { method: 'GET', url: `/projects/${uuid}` })).json().review).toBeNull();
    const res = await setStatus(uuid, 1, 'IN_REVIEW');
    expect(res.statusCode).toBe(200);
    const [pending, ...others] = await reviewsOf(uuid);
    expect(others).toEqual([]);
    expect(pending).toMatchObject({ requestedBy: admin.sub, decision: null, decidedBy: null, decidedAt: null });
    expect(pending!.eid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const review = { eid: pending!.eid, decision: null, decidedAt: null, decidedByName: null };
    expect(res.json()).toMatchObject({ status: 'IN_REVIEW', version: 2, review });
    expect((await t.call('AGENCY_USER', { method: 'GET', url: `/projects/${uuid}` })).json().review).toEqual(review);
    expect((await historyOf(uuid)).at(-1)).toMatchObject({
      action: 'update',
      changes: { status: { from: 'DRAFT', to: 'IN_REVIEW' }, reviewRequested: pending!.eid },
    });
    // an identical PUT asks for nothing new
    expect((await setStatus(uuid, 2, 'IN_REVIEW')).headers.etag).toBe('"2"');
    expect(await reviewsOf(uuid)).toHaveLength(1);
  });

  test('a project created IN_REVIEW has its pending review from the start', async () => {
    const uuid = randomUUID();
    const res = await put(uuid, newProjectBody({ status: 'IN_REVIEW' }), { 'if-none-match': '*' });
    expect(res.statusCode).toBe(201);
    const [pending] = await reviewsOf(uuid);
    expect(res.json().review).toEqual({ eid: pending!.eid, decision: null, decidedAt: null, decidedByName: null });
  });

  test('back to DRAFT by an edit withdraws the pending review', async () => {
    const uuid = await createProject(t);
    const pendingEid = (await setStatus(uuid, 1, 'IN_REVIEW')).json().review.eid;
    const res = await setStatus(uuid, 2, 'DRAFT');
    expect(res.json()).toMatchObject({ status: 'DRAFT', review: null });
    expect(await reviewsOf(uuid)).toEqual([]);
    expect((await historyOf(uuid)).at(-1)!.changes).toMatchObject({ reviewWithdrawn: [pendingEid] });
  });

  test.each(['DRAFT', 'IN_REVIEW'])('PUBLISHED from %s is 422 status-not-allowed', async (from) => {
    const uuid = await createProject(t);
    let version = 1;
    if (from === 'IN_REVIEW') version = (await setStatus(uuid, 1, 'IN_REVIEW')).json().version;
    const res = await setStatus(uuid, version, 'PUBLISHED');
    expect(res.statusCode).toBe(422);
    expect(problem(res)).toMatchObject({ code: 'status-not-allowed', field: 'status' });
    expect((await row(uuid))!.status).toBe(from);
  });

  test('APPROVED only through a review; then PUBLISHED is allowed', async () => {
    const approved = await approvedProject(t);
    expect(approved.status).toBe('APPROVED');
    const res = await setStatus(approved.uuid, approved.version, 'PUBLISHED');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'PUBLISHED', review: { decision: 'APPROVED' } });
    // and once published, APPROVED cannot be set by hand either
    const back = await setStatus(approved.uuid, approved.version + 1, 'APPROVED');
    expect(problem(back)).toMatchObject({ code: 'status-not-allowed', field: 'status' });
  });

  test('publishing an approved project without an agency is 422 agency-required', async () => {
    const approved = await approvedProject(t, { agencyEid: 'other' });
    const res = await setStatus(approved.uuid, approved.version, 'PUBLISHED');
    expect(res.statusCode).toBe(422);
    expect(problem(res)).toMatchObject({ code: 'agency-required', field: 'agencyEid' });
    expect((await row(approved.uuid))!.status).toBe('APPROVED');
  });

  test('list rows carry no review', async () => {
    const { uuid } = await projectInReview(t);
    const res = await t.call('SUPER_ADMIN', { method: 'GET', url: `/projects?$filter=${encodeURIComponent(`uuid eq '${uuid}'`)}` });
    expect(res.json().content).toHaveLength(1);
    expect(res.json().content[0]).not.toHaveProperty('review');
  });
});

describe('delete', () => {
  /** A seeded project with members, markets, legal data, cookies, an age gate and a review. */
  async function richProject() {
    const candidates = await t.db
      .select()
      .from(projects)
      .where(
        and(eq(projects.hasAgeGateway, true), eq(projects.hasCookieConsent, true), inArray(projects.status, ['APPROVED', 'PUBLISHED'])),
      )
      .orderBy(desc(projects.createdAt));
    return candidates[0]!;
  }

  test('a stale If-Match refuses the delete and keeps everything', async () => {
    const project = await richProject();
    const res = await t.call('SUPER_ADMIN', {
      method: 'DELETE',
      url: `/projects/${project.uuid}`,
      headers: { 'if-match': `"${project.version + 1}"` },
    });
    expect(res.statusCode).toBe(412);
    expect(await row(project.uuid)).toEqual(project);
  });

  test('deleting removes members, markets, legal data, cookies, age gate and reviews in one go', async () => {
    const project = await richProject();
    const uuid = project.uuid;
    const [gate] = await t.db.select().from(ageGates).where(eq(ageGates.projectUuid, uuid));
    const dependents = async () => ({
      members: await countRows(t.db, projectMembers, eq(projectMembers.projectUuid, uuid)),
      markets: await countRows(t.db, projectMarkets, eq(projectMarkets.projectUuid, uuid)),
      legalData: await countRows(t.db, projectLegalData, eq(projectLegalData.projectUuid, uuid)),
      cookies: await countRows(t.db, cookies, eq(cookies.projectUuid, uuid)),
      ageGates: await countRows(t.db, ageGates, eq(ageGates.projectUuid, uuid)),
      ageGateMarkets: await countRows(t.db, ageGateMarkets, eq(ageGateMarkets.ageGateEid, gate!.eid)),
      reviews: await countRows(t.db, projectReviews, eq(projectReviews.projectUuid, uuid)),
    });
    const before = await dependents();
    for (const n of Object.values(before)) expect(n).toBeGreaterThan(0);

    const res = await t.call('BRAND_MANAGER', {
      method: 'DELETE',
      url: `/projects/${uuid}`,
      headers: { 'if-match': `"${project.version}"` },
    });
    expect(res.statusCode).toBe(204);
    expect(Object.values(await dependents())).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect((await t.call('SUPER_ADMIN', { method: 'GET', url: `/projects/${uuid}` })).statusCode).toBe(404);
    expect((await t.call('SUPER_ADMIN', { method: 'DELETE', url: `/projects/${uuid}` })).statusCode).toBe(404);

    const [deleted] = (await historyOf(uuid)).filter((h) => h.action === 'delete');
    const { ageGateMarkets: _markets, ...removed } = before;
    expect(deleted).toMatchObject({
      actorEid: DEMO_ACCOUNTS.find((a) => a.role === 'BRAND_MANAGER')!.sub,
      changes: { project: expect.objectContaining({ uuid, name: project.name }), removed },
    });
  });
});

describe('input the database cannot store', () => {
  test('NUL characters in the body are a 400, not a failed write', async () => {
    for (const body of [newProjectBody({ name: 'Aurora\u0000Gin' }), newProjectBody({ brandEid: 'BR-VE\u0000LA' })]) {
      const uuid = randomUUID();
      const res = await put(uuid, body);
      expect(res.statusCode).toBe(400);
      expect(problem(res).code).toBe('invalid-character');
      expect(await row(uuid)).toBeUndefined();
    }
  });

  test('__proto__ in the body is refused', async () => {
    const res = await t.call('SUPER_ADMIN', {
      method: 'PUT',
      url: `/projects/${randomUUID()}`,
      body: '{"name":"x","brandEid":"BR-VELA","projectTypeEid":"PT-EVENT","__proto__":{"isAdmin":true}}',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
  });
});
