// The dashboard's kept figures (migration 0011) against the figures computed from the projects
// themselves: after concurrent writes through two API instances, writes by hand in SQL, rolled back
// ones and deletes, every kept scope (everything, each agency, brand and market) answers exactly
// what a full computation answers.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { CurrentUser } from '../src/auth/current-user.js';
import { readDashboard } from '../src/dashboard/dashboard-queries.js';
import { queryRows } from '../src/db/client.js';
import { cookies } from '../src/cookies/cookie-table.js';
import { ageGates } from '../src/projects/age-gate/age-gate-table.js';
import { projectMarkets, projects } from '../src/projects/project-table.js';
import { createProject } from './helpers/projects.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(() => t?.close());

const admin = { eid: 'kept-figures-test', role: 'SUPER_ADMIN', roles: ['SUPER_ADMIN'], agencyEid: null } as unknown as CurrentUser;
type Filters = Parameters<typeof readDashboard>[2];

/** Every kept scope: no filter, and each agency, brand and market that has projects. */
async function everyScope(): Promise<Filters[]> {
  const rows = (await queryRows(
    t.db,
    sql`
    select 'agency' as name, agency_eid as key from projects where agency_eid is not null
    union select 'brand', brand_eid from projects
    union select 'market', market_code from project_markets`,
  )) as { name: 'agency' | 'brand' | 'market'; key: string }[];
  return [{}, ...rows.map((row) => ({ [row.name]: row.key }))];
}

async function expectKeptToMatchComputed() {
  const scopes = await everyScope();
  expect(scopes.length).toBeGreaterThan(10);
  for (const filters of scopes) {
    const [kept, computed] = await Promise.all([readDashboard(t.db, admin, filters), readDashboard(t.db, admin, filters, { scan: true })]);
    expect({ filters, figures: kept }).toEqual({ filters, figures: computed });
  }
}

const MARKETS = ['DK', 'SE', 'NO', 'FI', 'DE'];
const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;

test('the demo data: kept and computed agree in every scope', async () => {
  await expectKeptToMatchComputed();
}, 60_000);

test('after concurrent writes through two instances, by hand in SQL and rolled back: still equal', async () => {
  const other = await t.startAnotherInstance();
  const month = (ahead: number) => {
    const now = new Date();
    return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + ahead, 10)).toISOString().slice(0, 10);
  };
  // creates on both instances at once, some going live earlier than this month
  const created = await Promise.all(
    Array.from({ length: 16 }, (_, i) =>
      createProject(i % 2 ? (other as unknown as TestApp) : t, {
        agencyEid: pick(['AG-NORTHWIND', 'other']),
        markets: [pick(MARKETS), pick(MARKETS)].filter((m, j, all) => all.indexOf(m) === j),
        estimatedGoLiveDate: i % 4 === 0 ? null : month(i - 6),
        hasCookieConsent: i % 3 === 0,
        hasAgeGateway: i % 5 === 0,
      }),
    ),
  );
  // markets, cookies and age gates changed by hand, concurrently with status changes in SQL
  await Promise.all(
    created.map(async (uuid, i) => {
      if (i % 2) await t.db.insert(cookies).values({ projectUuid: uuid, name: `_kept${i}`, category: 'performance', duration: '1y' });
      if (i % 3 === 0) await t.db.insert(ageGates).values({ eid: `AGE-KEPT-${randomUUID()}`, projectUuid: uuid });
      if (i % 4 === 1) await t.db.delete(projectMarkets).where(eq(projectMarkets.projectUuid, uuid));
      if (i % 5 === 2) await t.db.update(projects).set({ status: 'APPROVED', brandEid: 'BR-AURORA-GIN' }).where(eq(projects.uuid, uuid));
    }),
  );
  // a rolled-back write leaves the figures alone
  await expect(
    t.db.transaction(async (tx) => {
      await tx.update(projects).set({ status: 'PUBLISHED' }).where(eq(projects.uuid, created[0]!));
      await tx.insert(projectMarkets).values({ projectUuid: created[0]!, marketCode: 'PT' });
      throw new Error('roll back');
    }),
  ).rejects.toThrow('roll back');
  // one project moved twice in one transaction, another deleted with its cookies (cascade)
  await t.db.transaction(async (tx) => {
    await tx.update(projects).set({ status: 'IN_REVIEW' }).where(eq(projects.uuid, created[2]!));
    await tx
      .update(projects)
      .set({ estimatedGoLiveDate: month(-2) })
      .where(eq(projects.uuid, created[2]!));
  });
  await t.db.delete(projects).where(eq(projects.uuid, created[1]!));
  await expectKeptToMatchComputed();
}, 120_000);

test('the dashboard answers from the kept figures: a change to them shows, the computed path does not see it', async () => {
  // proves the read path, not the arithmetic: an unfiltered call must not scan the projects
  const before = await readDashboard(t.db, admin, {});
  await t.db.execute(sql`update dashboard_figures set n = n + 1000 where scope = 'all' and dim = 'status' and key = 'DRAFT'`);
  try {
    expect((await readDashboard(t.db, admin, {})).projects).toBe(before.projects + 1000);
    expect((await readDashboard(t.db, admin, {}, { scan: true })).projects).toBe(before.projects);
  } finally {
    await t.db.execute(sql`update dashboard_figures set n = n - 1000 where scope = 'all' and dim = 'status' and key = 'DRAFT'`);
  }
});
