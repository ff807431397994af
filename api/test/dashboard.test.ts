// GET /dashboard and GET /dashboard/embed-info: who may read them, and figures checked against
// projects, reviews, cookies, age gates and agencies this file creates (under a brand of its own,
// so the demo data stays out of the sums).
import { randomUUID } from 'node:crypto';
import { agencies } from '../src/agencies/agency-table.js';
import { brands } from '../src/brands/brand-table.js';
import { cookies } from '../src/cookies/cookie-table.js';
import { ageGates } from '../src/projects/age-gate/age-gate-table.js';
import { projectMarkets } from '../src/projects/project-table.js';
import { users } from '../src/users/user-table.js';
import { createProject } from './helpers/projects.js';
import { approvedProject, projectInReview } from './helpers/reviews.js';
import { countRows } from './helpers/rows.js';
import { problem, startTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
const BRAND = 'BR-DASHBOARD-TEST';
const AGENCY = 'AG-DASHBOARD-TEST';

/** 'YYYY-MM' and a day in it, `ahead` months from the current UTC month. */
const monthAhead = (ahead: number) => {
  const now = new Date();
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + ahead, 15));
  return { month: day.toISOString().slice(0, 7), day: day.toISOString().slice(0, 10) };
};
const today = () => new Date().toISOString().slice(0, 10);

const dashboard = (query: Record<string, string> = {}, as: Parameters<TestApp['call']>[0] = 'SUPER_ADMIN') =>
  t.call(as, { method: 'GET', url: `/dashboard?${new URLSearchParams(query)}` });
const figures = async (query: Record<string, string> = {}) => {
  const res = await dashboard({ brand: BRAND, ...query });
  expect(res.statusCode).toBe(200);
  return res.json();
};

let drafted: string;
let approved: string;

beforeAll(async () => {
  t = await startTestApp();
  await t.db.insert(brands).values({ eid: BRAND, name: 'Dashboard Test Brand', type: 'spirits' });
  await t.db.insert(agencies).values({ eid: AGENCY, name: 'Dashboard Test Agency', marketCode: 'DK', reviewState: 'APPROVED' });
  const next = monthAhead(1);
  // a draft with cookie consent and a cookie, in DK and SE, going live next month
  drafted = await createProject(t, {
    brandEid: BRAND,
    agencyEid: AGENCY,
    markets: ['DK', 'SE'],
    estimatedGoLiveDate: next.day,
    hasCookieConsent: true,
  });
  await t.db.insert(cookies).values({ projectUuid: drafted, name: '_ga', category: 'performance', duration: '2y' });
  // in review, DK only, also next month
  await projectInReview(t, { brandEid: BRAND, agencyEid: AGENCY, markets: ['DK'], estimatedGoLiveDate: next.day });
  // approved, "other agency", NO, with an age gate (flag and configuration)
  approved = (
    await approvedProject(t, {
      brandEid: BRAND,
      agencyEid: 'other',
      markets: ['NO'],
      estimatedGoLiveDate: monthAhead(3).day,
      hasAgeGateway: true,
    })
  ).uuid;
  await t.db.insert(ageGates).values({ eid: `AGE-${approved}`, projectUuid: approved });
}, 120_000);
afterAll(() => t?.close());

describe('who may read the dashboard', () => {
  test.each(['/dashboard', '/dashboard/embed-info'])('%s without a token: 401 problem', async (url) => {
    const res = await t.call(null, { method: 'GET', url });
    expect(res.statusCode).toBe(401);
    expect(problem(res).status).toBe(401);
  });

  test.each(['AGENCY_MANAGER', 'AGENCY_USER'] as const)(
    '%s (no dashboardsRead): 403 naming the permission, on both paths',
    async (role) => {
      for (const url of ['/dashboard', '/dashboard/embed-info']) {
        const res = await t.call(role, { method: 'GET', url });
        expect(res.statusCode).toBe(403);
        expect(problem(res)).toMatchObject({ code: 'forbidden', permission: 'dashboardsRead' });
      }
    },
  );

  test('a user without a role: 403', async () => {
    await t.db.insert(users).values({ eid: 'dashboard-no-role', email: 'dash-no-role@ottilia.example', displayName: 'No Role', roles: [] });
    const res = await dashboard({}, { token: await t.tokens.mint('dashboard-no-role') });
    expect(res.statusCode).toBe(403);
  });

  test('Super Admin and Brand Manager see the same figures (neither is bound to an agency)', async () => {
    const admin = await dashboard({ brand: BRAND }, 'SUPER_ADMIN');
    const manager = await dashboard({ brand: BRAND }, 'BRAND_MANAGER');
    expect(admin.statusCode).toBe(200);
    expect(manager.statusCode).toBe(200);
    expect(manager.json()).toEqual(admin.json());
    expect(admin.headers['cache-control']).toBe('no-store');
  });
});

describe('figures of the projects the test created', () => {
  test('projects by status, every status listed', async () => {
    const body = await figures();
    expect(body.projects).toBe(3);
    expect(body.byStatus).toEqual([
      { status: 'DRAFT', count: 1 },
      { status: 'IN_REVIEW', count: 1 },
      { status: 'APPROVED', count: 1 },
      { status: 'PUBLISHED', count: 0 },
    ]);
  });

  test('by agency (the "other agency" project under key null), by brand, by market with country names', async () => {
    const body = await figures();
    expect(body.byAgency).toEqual({
      items: [
        { key: AGENCY, label: 'Dashboard Test Agency', count: 2 },
        { key: null, label: 'Other agency (not yet submitted)', count: 1 },
      ],
      otherCount: 0,
      otherGroups: 0,
    });
    expect(body.byBrand).toEqual({ items: [{ key: BRAND, label: 'Dashboard Test Brand', count: 3 }], otherCount: 0, otherGroups: 0 });
    expect(body.byMarket).toEqual({
      items: [
        { key: 'DK', label: 'Denmark', count: 2 },
        { key: 'NO', label: 'Norway', count: 1 },
        { key: 'SE', label: 'Sweden', count: 1 },
      ],
      otherCount: 0,
      otherGroups: 0,
    });
  });

  test('planned go-lives per month: twelve months from the current one, zeros included', async () => {
    const body = await figures();
    expect(body.goLivesByMonth).toHaveLength(12);
    expect(body.goLivesByMonth[0].month).toBe(monthAhead(0).month);
    const byMonth = Object.fromEntries(body.goLivesByMonth.map((m: { month: string; count: number }) => [m.month, m.count]));
    expect(byMonth[monthAhead(1).month]).toBe(2);
    expect(byMonth[monthAhead(3).month]).toBe(1);
    expect(body.goLivesByMonth.reduce((sum: number, m: { count: number }) => sum + m.count, 0)).toBe(3);
    expect(body.goLivesEarlier).toBe(0);
  });

  test('review pipeline: submitted, pending, approved, and hours to approval', async () => {
    const { reviews } = await figures();
    expect(reviews).toMatchObject({ submitted: 2, pending: 1, approved: 1, rejected: 0 });
    // approved within this test run: well under an hour, never negative
    expect(reviews.medianHoursToApproval).toBeGreaterThanOrEqual(0);
    expect(reviews.medianHoursToApproval).toBeLessThan(1);
    expect(reviews.averageHoursToApproval).toBe(reviews.medianHoursToApproval);
  });

  test('cookie-consent and age-gate coverage: flags and configured entries', async () => {
    const { coverage } = await figures();
    expect(coverage).toEqual({ projects: 3, cookieConsentEnabled: 1, withCookies: 1, ageGateEnabled: 1, withAgeGate: 1 });
  });

  test('approving the project in review moves it from IN_REVIEW to APPROVED and from pending to approved', async () => {
    const before = await figures();
    const { uuid, reviewEid, version } = await projectInReview(t, { brandEid: BRAND, agencyEid: AGENCY, markets: ['FI'] });
    const submitted = await figures();
    expect(submitted.reviews.pending).toBe(before.reviews.pending + 1);
    expect(submitted.byStatus.find((s: { status: string }) => s.status === 'IN_REVIEW').count).toBe(2);
    const res = await t.call('BRAND_MANAGER', {
      method: 'PUT',
      url: `/projects/${uuid}/reviews/${reviewEid}`,
      headers: { 'if-match': `"${version}"` },
      body: { decision: 'APPROVED' },
    });
    expect(res.statusCode).toBe(200);
    const after = await figures();
    expect(after.reviews).toMatchObject({
      submitted: before.reviews.submitted + 1,
      pending: before.reviews.pending,
      approved: before.reviews.approved + 1,
    });
    expect(after.byStatus.find((s: { status: string }) => s.status === 'APPROVED').count).toBe(2);
    await t.call('SUPER_ADMIN', { method: 'DELETE', url: `/projects/${uuid}`, headers: { 'if-match': `"${version + 1}"` } });
    expect((await figures()).projects).toBe(3);
  });
});

describe('filters', () => {
  test('market: only projects in that market', async () => {
    const body = await figures({ market: 'SE' });
    expect(body.projects).toBe(1);
    expect(body.byMarket.items).toEqual([
      { key: 'DK', label: 'Denmark', count: 1 },
      { key: 'SE', label: 'Sweden', count: 1 },
    ]);
  });

  test("agency: only that agency's projects", async () => {
    const body = await figures({ agency: AGENCY });
    expect(body.projects).toBe(2);
    expect(body.byAgency.items).toEqual([{ key: AGENCY, label: 'Dashboard Test Agency', count: 2 }]);
    expect(body.coverage.withAgeGate).toBe(0);
  });

  test('date range on the creation day (UTC): today selects them, tomorrow none', async () => {
    expect((await figures({ from: today(), to: today() })).projects).toBe(3);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const none = await figures({ from: tomorrow });
    expect(none.projects).toBe(0);
    expect(none.byStatus.every((s: { count: number }) => s.count === 0)).toBe(true);
    expect(none.reviews).toEqual({
      submitted: 0,
      pending: 0,
      approved: 0,
      rejected: 0,
      medianHoursToApproval: null,
      averageHoursToApproval: null,
    });
  });

  test('a range that ends before it starts: 422 invalid-date-range', async () => {
    const res = await dashboard({ from: '2026-05-02', to: '2026-05-01' });
    expect(res.statusCode).toBe(422);
    expect(problem(res).code).toBe('invalid-date-range');
  });

  test.each([
    ['a day that does not exist', { from: '2026-02-30' }],
    ['a date in another format', { to: '01/05/2026' }],
    ['a lower-case market code', { market: 'dk' }],
    ['an agency with spaces and quotes', { agency: "x' or 1=1 --" }],
    ['an unknown parameter', { status: 'DRAFT' }],
  ])('%s: 400 problem, never 500', async (_, query) => {
    const res = await dashboard(query);
    expect(res.statusCode).toBe(400);
    expect(problem(res).status).toBe(400);
  });

  test('no filter: the whole portfolio (demo data included), the sums agree with the total', async () => {
    const body = (await dashboard()).json();
    expect(body.projects).toBeGreaterThan(3);
    const sum = (b: { items: { count: number }[]; otherCount: number }) => b.items.reduce((s, i) => s + i.count, 0) + b.otherCount;
    expect(sum(body.byAgency)).toBe(body.projects);
    expect(sum(body.byBrand)).toBe(body.projects);
    expect(body.byStatus.reduce((s: number, i: { count: number }) => s + i.count, 0)).toBe(body.projects);
    expect(body.byAgency.items.length).toBeLessThanOrEqual(10);
    // unfiltered, the markets are read from project_markets alone: one count per project and market
    expect(sum(body.byMarket)).toBe(await countRows(t.db, projectMarkets));
  });
});

describe('top ten and "other"', () => {
  test('twelve agencies: the ten largest by name, the two smallest summed up as other', async () => {
    const brand = 'BR-DASHBOARD-MANY';
    await t.db.insert(brands).values({ eid: brand, name: 'Dashboard Many Agencies', type: 'wine' });
    const eids = Array.from({ length: 12 }, (_, i) => `AG-DASH-MANY-${String(i).padStart(2, '0')}`);
    await t.db
      .insert(agencies)
      .values(eids.map((eid, i) => ({ eid, name: `Dashboard Many ${i}`, marketCode: 'DK', reviewState: 'APPROVED' as const })));
    // agency i gets 2 projects for i < 10, 1 for the last two
    for (const [i, eid] of eids.entries()) {
      for (let n = 0; n < (i < 10 ? 2 : 1); n++) await createProject(t, { brandEid: brand, agencyEid: eid, markets: ['DK'] });
    }
    const body = (await dashboard({ brand })).json();
    expect(body.projects).toBe(22);
    expect(body.byAgency.items.map((i: { key: string }) => i.key)).toEqual(eids.slice(0, 10));
    expect(body.byAgency.items.every((i: { count: number }) => i.count === 2)).toBe(true);
    expect(body.byAgency).toMatchObject({ otherCount: 2, otherGroups: 2 });
  }, 60_000);
});

describe('agencies pending review', () => {
  test('counted and the oldest listed; the market filter applies', async () => {
    const before = (await dashboard({ market: 'PT' })).json().agenciesPendingReview.count;
    const eid = `AG-PENDING-${randomUUID().slice(0, 8)}`;
    await t.db.insert(agencies).values({ eid, name: `Pending ${eid}`, marketCode: 'PT', reviewState: 'PENDING' });
    const after = (await dashboard({ market: 'PT' })).json().agenciesPendingReview;
    expect(after.count).toBe(before + 1);
    expect(after.oldest).toContainEqual(expect.objectContaining({ eid, name: `Pending ${eid}`, marketCode: 'PT' }));
    expect((await dashboard({ agency: eid })).json().agenciesPendingReview.count).toBe(1);
  });
});

describe('embed-info', () => {
  test('a stage without a BI embed answers 200 { configured: false }', async () => {
    for (const role of ['SUPER_ADMIN', 'BRAND_MANAGER'] as const) {
      const res = await t.call(role, { method: 'GET', url: '/dashboard/embed-info' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ configured: false });
    }
  });
});

test("the published document names each breakdown's groups in their plural", async () => {
  const spec = (await t.call(null, { method: 'GET', url: '/openapi.json' })).json();
  const reply = spec.paths['/dashboard'].get.responses['200'].content['application/json'].schema;
  const described = (by: string) => [
    reply.properties[by].properties.otherCount.description,
    reply.properties[by].properties.otherGroups.description,
  ];
  expect(described('byAgency')).toEqual(['Projects of the agencies beyond the largest 10', 'How many agencies "other" sums up']);
  expect(described('byMarket')).toEqual(['Projects of the markets beyond the largest 10', 'How many markets "other" sums up']);
  expect(JSON.stringify(spec)).not.toMatch(/agencys/);
});
