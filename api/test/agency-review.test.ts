// PUT /agencies/{eid}/review: decisions, preconditions, who may review, and the e-mail to the requester.
import { eq } from 'drizzle-orm';
import { DEMO_ACCOUNTS } from '@ottilia/shared-contracts/demo-accounts';
import type { Role } from '@ottilia/shared-contracts/permissions';
import { agencies } from '../src/agencies/agency-table.js';
import { createProject } from './helpers/projects.js';
import { FIXTURES, historyRows, unique } from './helpers/reference-data.js';
import { problem, startTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(() => t?.close());
beforeEach(() => t.mailer.sink!.clear());

const admin = DEMO_ACCOUNTS.find((a) => a.role === 'SUPER_ADMIN')!;
const brandManager = DEMO_ACCOUNTS.find((a) => a.role === 'BRAND_MANAGER')!;
const agencyManager = DEMO_ACCOUNTS.find((a) => a.role === 'AGENCY_MANAGER')!;
const review = (eid: string, body: unknown, headers: Record<string, string> = { 'if-match': '"1"' }, role: Role = 'SUPER_ADMIN') =>
  t.call(role, { method: 'PUT', url: `/agencies/${eid}/review`, headers, body });
const row = async (eid: string) => (await t.db.select().from(agencies).where(eq(agencies.eid, eid)))[0]!;
/** What reached the mail sink, once the outbox has sent what was written. */
const mails = async () => {
  await t.waitForMail();
  return t.mailer.sink!.messages();
};

/** A PENDING agency asked for by the brand manager. */
async function requested(overrides: Record<string, unknown> = {}) {
  const eid = `AG-${unique()}`;
  const res = await t.call('BRAND_MANAGER', {
    method: 'PUT',
    url: `/agencies/${eid}`,
    headers: { 'if-none-match': '*' },
    body: { ...FIXTURES.agencies!.body(unique()), isActive: false, ...overrides },
  });
  expect(res.statusCode).toBe(201);
  return { eid, name: res.json().name as string };
}

test('approving: APPROVED, active, a review history row, and an e-mail to the requester', async () => {
  const { eid, name } = await requested({ marketCode: 'IE' });
  const res = await review(eid, { decision: 'APPROVED' });
  expect(res.statusCode).toBe(200);
  expect(res.headers.etag).toBe('"2"');
  expect(res.json()).toMatchObject({ eid, reviewState: 'APPROVED', isActive: true, reviewReason: null, version: 2 });
  const entries = await historyRows(t, 'agency', eid);
  expect(entries.at(-1)).toMatchObject({
    action: 'review',
    actorEid: admin.sub,
    changes: { reviewState: { from: 'PENDING', to: 'APPROVED' }, isActive: { from: false, to: true } },
  });

  expect(await mails()).toHaveLength(1);
  const [mail] = await mails();
  expect(mail!.to).toEqual([brandManager.email]);
  expect(mail!.subject).toBe(`Agency approved: ${name}`);
  expect(mail!.text).toContain(`Hello ${brandManager.displayName},`);
  expect(mail!.text).toContain(`the agency "${name}" (Ireland) was approved. It can now be chosen for projects in the Ottilia portal.`);
});

test('rejecting: REJECTED with the reason, inactive, and the reason in the e-mail', async () => {
  const { eid, name } = await requested({ isActive: true });
  const reason = 'We could not confirm the company registration.';
  const res = await review(eid, { decision: 'REJECTED', reason: `  ${reason} ` });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ reviewState: 'REJECTED', reviewReason: reason, isActive: false });
  const [mail] = await mails();
  expect(mail!.to).toEqual([brandManager.email]);
  expect(mail!.subject).toBe(`Agency not approved: ${name}`);
  expect(mail!.text).toContain('was rejected, so it cannot be chosen for projects.');
  expect(mail!.text).toContain(`Reason: ${reason}`);
});

test('the seeded request goes to the agency manager who asked for it', async () => {
  const res = await review('AG-HARBOR-LIGHTS', { decision: 'APPROVED' });
  expect(res.statusCode).toBe(200);
  expect((await mails()).map((m) => m.to)).toEqual([[agencyManager.email]]);
});

test('without a requester, the main contact gets the e-mail', async () => {
  const { eid } = await requested({ mainContactName: 'Mona Contact', mainContactEmail: 'mona.contact@agency.example' });
  await t.db.update(agencies).set({ requestedBy: null }).where(eq(agencies.eid, eid));
  expect((await review(eid, { decision: 'REJECTED', reason: 'Duplicate of an existing agency.' })).statusCode).toBe(200);
  const [mail] = await mails();
  expect(mail!.to).toEqual(['mona.contact@agency.example']);
  expect(mail!.text).toContain('Hello Mona Contact,');
});

describe('refusals leave the agency unchanged and send no e-mail', () => {
  test.each([
    ['no reason', { decision: 'REJECTED' }],
    ['a blank reason', { decision: 'REJECTED', reason: '   ' }],
  ])('rejecting with %s is a 400 naming the reason', async (_what, body) => {
    const { eid } = await requested();
    const before = await row(eid);
    const res = await review(eid, body);
    expect(res.statusCode).toBe(400);
    expect(problem(res).errors).toEqual([{ field: 'body.reason', message: 'is required when the decision is REJECTED' }]);
    expect(await row(eid)).toEqual(before);
    expect(await mails()).toHaveLength(0);
  });

  test.each([
    ['an unknown decision', { decision: 'MAYBE' }, 'body.decision'],
    ['a reason over 1000 characters', { decision: 'REJECTED', reason: 'x'.repeat(1001) }, 'body.reason'],
  ])('%s is a 400 naming the field', async (_what, body, field) => {
    const { eid } = await requested();
    const res = await review(eid, body);
    expect(res.statusCode).toBe(400);
    expect((problem(res).errors as { field: string }[]).map((e) => e.field)).toContain(field);
  });

  test('an agency that is not PENDING is a 409 not-pending', async () => {
    const { eid } = await requested();
    expect((await review(eid, { decision: 'APPROVED' })).statusCode).toBe(200);
    await t.waitForMail();
    t.mailer.sink!.clear();
    const before = await row(eid);
    const res = await review(eid, { decision: 'REJECTED', reason: 'Changed my mind.' }, { 'if-match': '"2"' });
    expect(res.statusCode).toBe(409);
    expect(problem(res)).toMatchObject({ code: 'not-pending', reviewState: 'APPROVED' });
    expect(await row(eid)).toEqual(before);
    expect(await mails()).toHaveLength(0);
  });

  test('without If-Match: 428; with a stale one: 412', async () => {
    const { eid } = await requested();
    const before = await row(eid);
    expect(problem(await review(eid, { decision: 'APPROVED' }, {})).code).toBe('precondition-required');
    expect(problem(await review(eid, { decision: 'APPROVED' }, { 'if-match': '"7"' }))).toMatchObject({
      code: 'version-mismatch',
      currentVersion: 1,
    });
    expect(await row(eid)).toEqual(before);
    expect(await mails()).toHaveLength(0);
  });

  test('an unknown agency is a 404', async () => {
    expect(problem(await review('AG-NOPE', { decision: 'APPROVED' })).code).toBe('agency-not-found');
  });

  test.each(['BRAND_MANAGER', 'AGENCY_MANAGER', 'AGENCY_USER'] as Role[])('%s may not review (agenciesReview only)', async (role) => {
    const { eid } = await requested();
    const before = await row(eid);
    const res = await review(eid, { decision: 'APPROVED' }, { 'if-match': '"1"' }, role);
    expect(res.statusCode).toBe(403);
    expect(problem(res)).toMatchObject({ code: 'forbidden', permission: 'agenciesReview' });
    expect(await row(eid)).toEqual(before);
    expect(await mails()).toHaveLength(0);
  });
});

test('an approved agency can be chosen for a project', async () => {
  const { eid } = await requested({ isActive: false });
  await review(eid, { decision: 'APPROVED' });
  const select = await t.call('BRAND_MANAGER', {
    method: 'GET',
    url: `/agencies?page=0&size=250&$filter=${encodeURIComponent('isActive eq true')}`,
  });
  expect(select.json().content.map((a: { eid: string }) => a.eid)).toContain(eid);
  expect(await createProject(t, { agencyEid: eid })).toEqual(expect.any(String));
});
