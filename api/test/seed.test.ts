// The demo seed: what the local composition and the other suites rely on.
import { eq } from 'drizzle-orm';
import { DEMO_ACCOUNTS, SAMPLE_PROJECT_ID } from '@ottilia/shared-contracts/demo-accounts';
import { agencies } from '../src/agencies/agency-table.js';
import { brands } from '../src/brands/brand-table.js';
import { policyLanguages } from '../src/content/policy-language-table.js';
import { cookies } from '../src/cookies/cookie-table.js';
import { emailDomains } from '../src/email-domains/email-domain-table.js';
import { legalEntities } from '../src/legal-entities/legal-entity-table.js';
import { markets } from '../src/markets/market-table.js';
import { newsItems } from '../src/news/news-item-table.js';
import { projectTypes } from '../src/project-types/project-type-table.js';
import { ageGates } from '../src/projects/age-gate/age-gate-table.js';
import { projectLegalData } from '../src/projects/legal-data/legal-data-table.js';
import { projectMembers } from '../src/projects/members/member-table.js';
import { projectMarkets, projects } from '../src/projects/project-table.js';
import { projectReviews } from '../src/projects/reviews/review-table.js';
import { users } from '../src/users/user-table.js';
import { DEMO_SIZES, seedDemoData } from '../src/seed/demo.js';
import { growProjects } from '../src/seed/scale.js';
import { countRows } from './helpers/rows.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(() => t?.close());

test('every demo account with a role is a product user with the same eid, e-mail, name, role and agency', async () => {
  for (const account of DEMO_ACCOUNTS) {
    const [user] = await t.db.select().from(users).where(eq(users.eid, account.sub));
    if (account.role === null) {
      expect(user).toBeUndefined();
      continue;
    }
    expect(user).toMatchObject({
      email: account.email,
      displayName: account.displayName,
      roles: [account.role],
      agencyEid: account.agencyEid,
      state: 'ACTIVE',
    });
  }
});

test('the seed holds the reference data and projects the suites count on', async () => {
  expect(await countRows(t.db, markets)).toBe(25);
  expect((await t.db.select().from(markets).where(eq(markets.code, 'GO')))[0]!.countryName).toBe('Global');
  expect(await countRows(t.db, users)).toBe(DEMO_ACCOUNTS.filter((a) => a.role).length + DEMO_SIZES.extraUsers);
  expect(await countRows(t.db, projects)).toBe(DEMO_SIZES.projects);
  expect(await countRows(t.db, agencies)).toBeGreaterThanOrEqual(8);
  expect(await countRows(t.db, agencies, eq(agencies.isActive, false))).toBeGreaterThan(0);
  for (const table of [
    brands,
    projectTypes,
    legalEntities,
    emailDomains,
    projectMarkets,
    projectMembers,
    projectReviews,
    projectLegalData,
    cookies,
    ageGates,
    newsItems,
    policyLanguages,
  ]) {
    expect(await countRows(t.db, table)).toBeGreaterThan(0);
  }
  for (const role of ['SUPER_ADMIN', 'BRAND_MANAGER', 'AGENCY_MANAGER', 'AGENCY_USER']) {
    const holders = (await t.db.select().from(users)).filter((u) => u.roles[0] === role);
    expect(holders.length).toBeGreaterThan(1);
  }
});

test('no two demo projects have the same name', async () => {
  const names = (await t.db.select({ name: projects.name }).from(projects)).map((p) => p.name);
  expect(new Set(names).size).toBe(names.length);
});

test('one agency waits for review, requested by the demo agency manager', async () => {
  const pending = await t.db.select().from(agencies).where(eq(agencies.reviewState, 'PENDING'));
  expect(pending).toHaveLength(1);
  expect(pending[0]!.requestedBy).toBe(DEMO_ACCOUNTS.find((a) => a.role === 'AGENCY_MANAGER')!.sub);
});

test("the standalone pages' sample project is seeded, with cookies and an age gate", async () => {
  expect((await t.db.select().from(projects).where(eq(projects.uuid, SAMPLE_PROJECT_ID)))[0]).toMatchObject({
    hasCookieConsent: true,
    hasAgeGateway: true,
  });
  expect(await countRows(t.db, cookies, eq(cookies.projectUuid, SAMPLE_PROJECT_ID))).toBeGreaterThan(0);
  expect(await countRows(t.db, ageGates, eq(ageGates.projectUuid, SAMPLE_PROJECT_ID))).toBe(1);
});

test('dates are relative to the seeding day: every one of the next 12 months has planned go-lives, none are past', async () => {
  const body = (await t.call('SUPER_ADMIN', { method: 'GET', url: '/dashboard' })).json();
  expect(body.goLivesByMonth).toHaveLength(12);
  for (const { count } of body.goLivesByMonth) expect(count).toBeGreaterThanOrEqual(5);
  expect(body.goLivesEarlier).toBe(0);
  const newest = (await t.call('SUPER_ADMIN', { method: 'GET', url: '/projects?size=1&$orderBy=createdAt desc' })).json().content[0];
  const age = Date.now() - Date.parse(newest.createdAt);
  expect(age).toBeGreaterThan(0);
  expect(age).toBeLessThan(5 * 86_400_000);
});

test('seeding again leaves a non-empty database alone', async () => {
  expect(await seedDemoData(t.db)).toBe(false);
  expect(await countRows(t.db, projects)).toBe(DEMO_SIZES.projects);
});

test('the scale seed grows the projects to the target, with markets, and lists see them', async () => {
  const progress: number[] = [];
  const result = await growProjects(t.db, 2_600, (added) => progress.push(added));
  expect(result).toEqual({ before: DEMO_SIZES.projects, after: 2_600 });
  expect(progress.at(-1)).toBe(2_400);
  expect(await countRows(t.db, projects)).toBe(2_600);
  expect(await countRows(t.db, projectMarkets)).toBeGreaterThan(2_600);
  // the scale seed writes behind the app's back; the tables' triggers tell the list caches
  const list = (await t.call('BRAND_MANAGER', { method: 'GET', url: '/projects?size=1' })).json();
  expect(list.totalElements).toBe(2_600);
  expect(await growProjects(t.db, 100)).toEqual({ before: 2_600, after: 2_600 });
}, 180_000); // 2,400 projects written: CPU-heavy, and the machine may be busy
