// PUT /projects/{id}/reviews/{reviewEid}: who may decide, preconditions, effects and refusals.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { DEMO_ACCOUNTS } from '@ottilia/shared-contracts/demo-accounts';
import type { Role } from '@ottilia/shared-contracts/permissions';
import { history } from '../src/db/history-table.js';
import { projects } from '../src/projects/project-table.js';
import { projectReviews } from '../src/projects/reviews/review-table.js';
import { users } from '../src/users/user-table.js';
import { createProject } from './helpers/projects.js';
import { approvedProject, decide, projectInReview } from './helpers/reviews.js';
import { problem, startTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(() => t?.close());

const account = (role: Role) => DEMO_ACCOUNTS.find((a) => a.role === role)!;
const reviewUrl = (uuid: string, eid: string) => `/projects/${uuid}/reviews/${eid}`;
const review = (as: Role | { token: string }, uuid: string, eid: string, body: unknown, headers: Record<string, string> = {}) =>
  t.call(as, { method: 'PUT', url: reviewUrl(uuid, eid), headers, body });
const projectRow = async (uuid: string) => (await t.db.select().from(projects).where(eq(projects.uuid, uuid)))[0]!;
const reviewRow = async (eid: string) => (await t.db.select().from(projectReviews).where(eq(projectReviews.eid, eid)))[0];
const historyOf = (resource: string, id: string) =>
  t.db
    .select()
    .from(history)
    .where(and(eq(history.resource, resource), eq(history.resourceId, id)))
    .orderBy(history.id);

describe('who may decide', () => {
  test.each(['SUPER_ADMIN', 'BRAND_MANAGER'] as const)('%s approves a pending review', async (role) => {
    const { uuid, reviewEid, version } = await projectInReview(t);
    const res = await review(role, uuid, reviewEid, { decision: 'APPROVED' }, { 'if-match': `"${version}"` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'APPROVED',
      review: { eid: reviewEid, decision: 'APPROVED', decidedByName: account(role).displayName },
    });
  });

  test.each(['AGENCY_MANAGER', 'AGENCY_USER'] as const)(
    '%s is refused with 403 forbidden: agencies do not approve their own work',
    async (role) => {
      const { uuid, reviewEid, version } = await projectInReview(t);
      const before = await projectRow(uuid);
      const res = await review(role, uuid, reviewEid, { decision: 'APPROVED' }, { 'if-match': `"${version}"` });
      expect(res.statusCode).toBe(403);
      expect(problem(res).code).toBe('forbidden');
      expect(await projectRow(uuid)).toEqual(before);
      expect((await reviewRow(reviewEid))!.decision).toBeNull();
    },
  );

  test('a user without projectsEdit is refused with 403 naming the permission', async () => {
    await t.db.insert(users).values({ eid: 'reviewer-without-role', email: 'no-role@ottilia.example', displayName: 'No Role', roles: [] });
    const { uuid, reviewEid, version } = await projectInReview(t);
    const res = await review(
      { token: await t.tokens.mint('reviewer-without-role') },
      uuid,
      reviewEid,
      { decision: 'APPROVED' },
      { 'if-match': `"${version}"` },
    );
    expect(res.statusCode).toBe(403);
    expect(problem(res)).toMatchObject({ code: 'forbidden', permission: 'projectsEdit' });
  });
});

describe('preconditions', () => {
  test('without If-Match: 428, nothing decided', async () => {
    const { uuid, reviewEid } = await projectInReview(t);
    const res = await review('SUPER_ADMIN', uuid, reviewEid, { decision: 'APPROVED' });
    expect(res.statusCode).toBe(428);
    expect(problem(res).code).toBe('precondition-required');
    expect((await projectRow(uuid)).status).toBe('IN_REVIEW');
    expect((await reviewRow(reviewEid))!.decision).toBeNull();
  });

  test('with a stale If-Match: 412 version-mismatch with the current version, nothing decided', async () => {
    const { uuid, reviewEid, version } = await projectInReview(t);
    const res = await review('SUPER_ADMIN', uuid, reviewEid, { decision: 'APPROVED' }, { 'if-match': `"${version - 1}"` });
    expect(res.statusCode).toBe(412);
    expect(problem(res)).toMatchObject({ code: 'version-mismatch', currentVersion: version });
    expect((await projectRow(uuid)).status).toBe('IN_REVIEW');
    expect((await reviewRow(reviewEid))!.decision).toBeNull();
  });
});

describe('effects', () => {
  test('APPROVED: the project is approved with a new version, and GET shows the review', async () => {
    const admin = account('SUPER_ADMIN');
    const { uuid, reviewEid, version } = await projectInReview(t);
    const res = await review(
      'SUPER_ADMIN',
      uuid,
      reviewEid,
      { decision: 'APPROVED', comment: '  All markets checked.  ' },
      { 'if-match': `"${version}"` },
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBe(`"${version + 1}"`);
    const expectedReview = {
      eid: reviewEid,
      decision: 'APPROVED',
      decidedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      decidedByName: admin.displayName,
    };
    expect(res.json()).toMatchObject({ uuid, status: 'APPROVED', version: version + 1, review: expectedReview });

    const get = await t.call('AGENCY_USER', { method: 'GET', url: `/projects/${uuid}` });
    expect(get.headers.etag).toBe(`"${version + 1}"`);
    expect(get.json()).toEqual(res.json());
    expect(await reviewRow(reviewEid)).toMatchObject({
      decision: 'APPROVED',
      decidedBy: admin.sub,
      comment: 'All markets checked.',
      version: 2,
    });
  });

  test('REJECTED: the project goes back to DRAFT and shows the rejection', async () => {
    const { uuid, reviewEid, version } = await projectInReview(t);
    const res = await review(
      'BRAND_MANAGER',
      uuid,
      reviewEid,
      { decision: 'REJECTED', comment: 'The DK imprint is missing.' },
      { 'if-match': `"${version}"` },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'DRAFT',
      version: version + 1,
      review: { eid: reviewEid, decision: 'REJECTED', decidedByName: account('BRAND_MANAGER').displayName },
    });
    expect(await reviewRow(reviewEid)).toMatchObject({ decision: 'REJECTED', comment: 'The DK imprint is missing.' });
    // submitted again, the project has a new pending review
    const resubmit = await t.call('SUPER_ADMIN', {
      method: 'PUT',
      url: `/projects/${uuid}`,
      headers: { 'if-match': `"${version + 1}"` },
      body: { name: 'Aurora Gin Spring Launch', brandEid: 'BR-AURORA-GIN', projectTypeEid: 'PT-CAMPAIGN', status: 'IN_REVIEW' },
    });
    expect(resubmit.json()).toMatchObject({ status: 'IN_REVIEW', review: { decision: null, decidedAt: null, decidedByName: null } });
    expect(resubmit.json().review.eid).not.toBe(reviewEid);
  });

  test('a new review id decides a DRAFT project at once: 201 with Location', async () => {
    const uuid = await createProject(t);
    const eid = randomUUID();
    const res = await review('SUPER_ADMIN', uuid, eid, { decision: 'APPROVED' }, { 'if-match': '"1"' });
    expect(res.statusCode).toBe(201);
    expect(res.headers.location).toBe(reviewUrl(uuid, eid));
    expect(res.headers.etag).toBe('"2"');
    expect(res.json()).toMatchObject({ status: 'APPROVED', review: { eid, decision: 'APPROVED' } });
    expect(await reviewRow(eid)).toMatchObject({ projectUuid: uuid, requestedBy: account('SUPER_ADMIN').sub, decision: 'APPROVED' });
  });

  test('history: one row for the review, one for the project', async () => {
    const admin = account('SUPER_ADMIN');
    const { uuid, reviewEid, version } = await projectInReview(t);
    await review('SUPER_ADMIN', uuid, reviewEid, { decision: 'REJECTED', comment: 'Not yet.' }, { 'if-match': `"${version}"` });
    const reviewHistory = await historyOf('project-review', reviewEid);
    expect(reviewHistory.map((h) => h.action)).toEqual(['create', 'review']);
    expect(reviewHistory[1]).toMatchObject({
      actorEid: admin.sub,
      changes: { projectUuid: uuid, decision: { from: null, to: 'REJECTED' }, comment: { from: null, to: 'Not yet.' } },
    });
    const projectHistory = await historyOf('project', uuid);
    expect(projectHistory.at(-1)).toMatchObject({
      action: 'review',
      actorEid: admin.sub,
      changes: { reviewEid, decision: 'REJECTED', status: { from: 'IN_REVIEW', to: 'DRAFT' } },
    });
  });

  test('the project list shows the new status at once', async () => {
    const { uuid, reviewEid, version } = await projectInReview(t);
    const approvedTotal = async () =>
      (
        await t.call('SUPER_ADMIN', {
          method: 'GET',
          url: `/projects?$filter=${encodeURIComponent(`uuid eq '${uuid}' and status eq 'APPROVED'`)}`,
        })
      ).json().totalElements;
    expect(await approvedTotal()).toBe(0);
    await decide(t, uuid, version, 'APPROVED', reviewEid);
    expect(await approvedTotal()).toBe(1);
  });
});

describe('refusals', () => {
  test('a review that was already decided is 409 review-decided', async () => {
    const { uuid, reviewEid, version } = await projectInReview(t);
    await decide(t, uuid, version, 'REJECTED', reviewEid);
    const res = await review('SUPER_ADMIN', uuid, reviewEid, { decision: 'APPROVED' }, { 'if-match': `"${version + 1}"` });
    expect(res.statusCode).toBe(409);
    expect(problem(res)).toMatchObject({ code: 'review-decided', decision: 'REJECTED' });
    expect((await projectRow(uuid)).status).toBe('DRAFT');
  });

  test('an APPROVED or PUBLISHED project is 409 project-not-reviewable', async () => {
    const approved = await approvedProject(t);
    const res = await review('SUPER_ADMIN', approved.uuid, randomUUID(), { decision: 'REJECTED' }, { 'if-match': `"${approved.version}"` });
    expect(res.statusCode).toBe(409);
    expect(problem(res)).toMatchObject({ code: 'project-not-reviewable', projectStatus: 'APPROVED' });

    const published = await t.call('SUPER_ADMIN', {
      method: 'PUT',
      url: `/projects/${approved.uuid}`,
      headers: { 'if-match': `"${approved.version}"` },
      body: { name: approved.name, brandEid: approved.brandEid, projectTypeEid: approved.projectTypeEid, status: 'PUBLISHED' },
    });
    expect(published.statusCode).toBe(200);
    const again = await review(
      'SUPER_ADMIN',
      approved.uuid,
      randomUUID(),
      { decision: 'APPROVED' },
      { 'if-match': `"${approved.version + 1}"` },
    );
    expect(problem(again)).toMatchObject({ code: 'project-not-reviewable', projectStatus: 'PUBLISHED' });
    expect((await projectRow(approved.uuid)).status).toBe('PUBLISHED');
  });

  test('a new review while one is pending is 409 review-pending naming the pending one', async () => {
    const { uuid, reviewEid, version } = await projectInReview(t);
    const eid = randomUUID();
    const res = await review('SUPER_ADMIN', uuid, eid, { decision: 'APPROVED' }, { 'if-match': `"${version}"` });
    expect(res.statusCode).toBe(409);
    expect(problem(res)).toMatchObject({ code: 'review-pending', pendingReviewEid: reviewEid });
    expect(await reviewRow(eid)).toBeUndefined();
  });

  test("another project's review is 404 review-not-found", async () => {
    const first = await projectInReview(t);
    const second = await projectInReview(t);
    const res = await review('SUPER_ADMIN', second.uuid, first.reviewEid, { decision: 'APPROVED' }, { 'if-match': `"${second.version}"` });
    expect(res.statusCode).toBe(404);
    expect(problem(res).code).toBe('review-not-found');
    expect((await reviewRow(first.reviewEid))!.decision).toBeNull();
  });

  test('a project that does not exist is 404 project-not-found', async () => {
    const res = await review('SUPER_ADMIN', randomUUID(), randomUUID(), { decision: 'APPROVED' }, { 'if-match': '"1"' });
    expect(res.statusCode).toBe(404);
    expect(problem(res).code).toBe('project-not-found');
  });

  const invalid: [string, unknown, string][] = [
    ['no decision', { comment: 'Fine' }, 'body.decision'],
    ['an unknown decision', { decision: 'PENDING' }, 'body.decision'],
    ['a comment over 1000 characters', { decision: 'REJECTED', comment: 'x'.repeat(1001) }, 'body.comment'],
    ['an unknown property', { decision: 'APPROVED', approvedAllMarkets: true }, 'body.approvedAllMarkets'],
  ];

  test.each(invalid)('%s is a 400 naming the field', async (_what, body, field) => {
    const { uuid, reviewEid, version } = await projectInReview(t);
    const res = await review('SUPER_ADMIN', uuid, reviewEid, body, { 'if-match': `"${version}"` });
    expect(res.statusCode).toBe(400);
    expect((problem(res).errors as { field: string }[]).map((e) => e.field)).toContain(field);
    expect((await reviewRow(reviewEid))!.decision).toBeNull();
  });

  test('a project id that is not a uuid is a 400', async () => {
    const res = await review('SUPER_ADMIN', 'not-a-uuid', randomUUID(), { decision: 'APPROVED' }, { 'if-match': '"1"' });
    expect(res.statusCode).toBe(400);
  });
});
