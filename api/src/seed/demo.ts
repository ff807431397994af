/**
 * Demo data for the local composition and the tests: realistic, deterministic (seeded PRNG) apart
 * from its dates, which are relative to the day it is seeded (projects created in the two years
 * before, go-live dates spread over the next 12 months), and written only into an empty
 * database, in one transaction.
 * The demo accounts of shared-contracts become product users with the same eid (= token subject).
 */
import { count, eq, sql } from 'drizzle-orm';
import { DEMO_ACCOUNTS, SAMPLE_PROJECT_ID } from '@ottilia/shared-contracts/demo-accounts';
import * as identities from '@ottilia/shared-contracts/resources';
import type { Role } from '@ottilia/shared-contracts/permissions';
import type { Database, Executor } from '../db/client.js';
import { recordCreations } from '../db/history.js';
import { agencies } from '../agencies/agency-table.js';
import { brands } from '../brands/brand-table.js';
import { policyLanguages } from '../content/policy-language-table.js';
import { cookies } from '../cookies/cookie-table.js';
import { emailDomains } from '../email-domains/email-domain-table.js';
import { legalEntities } from '../legal-entities/legal-entity-table.js';
import { markets } from '../markets/market-table.js';
import { newsItems } from '../news/news-item-table.js';
import { projectTypes } from '../project-types/project-type-table.js';
import { ageGateMarkets, ageGates } from '../projects/age-gate/age-gate-table.js';
import { projectLegalData } from '../projects/legal-data/legal-data-table.js';
import { projectMembers } from '../projects/members/member-table.js';
import { projectMarkets, projects } from '../projects/project-table.js';
import { projectReviews } from '../projects/reviews/review-table.js';
import { users } from '../users/user-table.js';
import { USER_HISTORY } from '../users/user-write.js';
import {
  AGENCIES,
  BRANDS,
  COOKIE_CATALOG,
  FIRST_NAMES,
  INTERNAL_DOMAIN,
  LAST_NAMES,
  LEGAL_ENTITIES,
  MARKETS,
  MINIMUM_AGE,
  NEWS,
  NEWS_HANDLE,
  PENDING_AGENCY_REQUESTER,
  POLICY_GROUP,
  POLICY_LANGUAGES,
  PROJECT_TYPES,
} from './catalog.js';
import { insertInChunks } from './insert-batches.js';
import { createRng, type Rng } from './prng.js';
import { generateProject, type GeneratedProject, type ProjectRefs } from './project-generator.js';

/** Counts the tests rely on. */
export const DEMO_SIZES = { projects: 200, extraUsers: 20 } as const;
/** The seed's "now": 09:00 UTC on the day it runs; demo projects were created in the two years before it. */
export const demoClock = (today = new Date()) => new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 9));
const SEED = 20260302;
const DAY_MS = 86_400_000;
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Go-live dates from the seeding day on, an equal share in each of the 12 months the dashboard
 * charts (this month and the next 11), from their own PRNG so the other demo data stays the same.
 */
/**
 * A name drawn twice gets its markets' names ("Aurora Gin Brand Home – Denmark, Sweden"), then a
 * number: two demo projects that read the same could not be told apart in a list.
 */
function distinctNames(generated: readonly GeneratedProject[]) {
  const countryOf = new Map(MARKETS);
  const seen = new Set<string>();
  for (const { row, markets: codes } of generated) {
    let name = seen.has(row.name) ? `${row.name} – ${codes.map((code) => countryOf.get(code) ?? code).join(', ')}` : row.name;
    for (let n = 2; seen.has(name); n += 1) name = `${row.name} ${n}`;
    seen.add(name);
    row.name = name;
  }
}

function spreadGoLives(generated: readonly GeneratedProject[], clock: Date) {
  const rng = createRng(SEED + 1);
  let k = 0;
  for (const { row } of generated) {
    if (!row.estimatedGoLiveDate) continue;
    const offset = k++ % 12;
    const year = clock.getUTCFullYear();
    const month = clock.getUTCMonth() + offset;
    const daysInMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
    const firstDay = offset === 0 ? clock.getUTCDate() : 1;
    row.estimatedGoLiveDate = isoDate(new Date(Date.UTC(year, month, rng.int(firstDay, daysInMonth))));
  }
}

type UserRow = typeof users.$inferInsert & { eid: string; roles: string[] };

/** The same agency refs the scale seed uses: active approved agencies, demo agency first. */
export function seedRefs(): ProjectRefs {
  return {
    agencyEids: AGENCIES.filter((a) => a.isActive && a.reviewState === 'APPROVED').map((a) => a.eid),
    brands: BRANDS.filter((b) => b.isActive),
    projectTypeEids: PROJECT_TYPES.filter((t) => t.isActive).map((t) => t.eid),
    marketCodes: MARKETS.map(([code]) => code).filter((code) => code !== 'GO'),
  };
}

function referenceRows() {
  return {
    markets: MARKETS.map(([code, countryName]) => ({ code, countryName, minimumAge: MINIMUM_AGE[code] ?? 18 })),
    brands: [...BRANDS],
    projectTypes: [...PROJECT_TYPES],
    legalEntities: [...LEGAL_ENTITIES],
    agencies: AGENCIES.map(({ domain: _domain, ...agency }) => ({
      ...agency,
      requestedBy: agency.reviewState === 'PENDING' ? PENDING_AGENCY_REQUESTER : null,
      reviewReason: agency.reviewState === 'REJECTED' ? "Could not confirm the agency's company registration." : null,
    })),
    emailDomains: [
      ...identities.seedRows(identities.EMAIL_DOMAIN_FIELDS, [
        { eid: 'ED-OTTILIA', name: INTERNAL_DOMAIN, type: 'internal', isActive: true, state: 'VERIFIED' },
        { eid: 'ED-OTTILIA-PARTNERS', name: 'ottilia-partners.example', type: 'partner', isActive: false, state: 'VERIFIED' },
        ...AGENCIES.map((a) => ({
          eid: `ED-${a.eid.replace(/^AG-/, '')}`,
          name: a.domain,
          type: 'agency',
          isActive: a.isActive,
          state: a.reviewState === 'APPROVED' ? 'VERIFIED' : 'PENDING',
        })),
      ]),
    ],
  };
}

/** The demo accounts with a role, then generated colleagues across every role. */
function userRows(rng: Rng, clock: Date): UserRow[] {
  const demo: UserRow[] = DEMO_ACCOUNTS.filter((a) => a.role !== null).map((a) => ({
    eid: a.sub,
    email: a.email,
    displayName: a.displayName,
    roles: [a.role!],
    agencyEid: a.agencyEid,
    state: 'ACTIVE',
    isNewUser: false,
    lastLoginAt: new Date(clock.getTime() - DAY_MS),
  }));
  const agencyPlan = AGENCIES.filter((a) => a.isActive && a.reviewState === 'APPROVED');
  const plan: [Role, string | null][] = [
    ['SUPER_ADMIN', null],
    ['SUPER_ADMIN', null],
    ['BRAND_MANAGER', null],
    ['BRAND_MANAGER', null],
    ['BRAND_MANAGER', null],
    ['BRAND_MANAGER', null],
    ['BRAND_MANAGER', null],
    ...agencyPlan.slice(1).map((a): [Role, string] => ['AGENCY_MANAGER', a.eid]),
    ...agencyPlan.slice(0, 6).map((a): [Role, string] => ['AGENCY_USER', a.eid]),
    ['AGENCY_USER', 'AG-FJORD-FIELD'],
  ];
  const generated = plan.slice(0, DEMO_SIZES.extraUsers).map(([role, agencyEid], i): UserRow => {
    const first = FIRST_NAMES[i % FIRST_NAMES.length]!;
    const last = LAST_NAMES[(i * 7) % LAST_NAMES.length]!;
    const domain = AGENCIES.find((a) => a.eid === agencyEid)?.domain ?? INTERNAL_DOMAIN;
    const local = `${first}.${last}`
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z.]/g, '');
    const invited = i % 6 === 5;
    const inactiveAgency = agencyEid !== null && !AGENCIES.find((a) => a.eid === agencyEid)!.isActive;
    return {
      eid: rng.uuid(),
      email: `${local}@${domain}`,
      displayName: `${first} ${last}`,
      roles: [role],
      agencyEid,
      state: inactiveAgency ? 'DISABLED' : invited ? 'INVITED' : 'ACTIVE',
      isNewUser: invited,
      lastLoginAt: invited ? null : new Date(clock.getTime() - rng.int(1, 60) * DAY_MS),
    };
  });
  return [...demo, ...generated];
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const byEid = (rows: readonly { eid: string }[]) => rows.map(({ eid }) => ({ resourceId: eid }));

/** Every seeded record's history starts with its creation, as a record made on screen does (by the system; a project by its creator, when it was created). */
async function recordSeedCreations(
  tx: Executor,
  seeded: ReturnType<typeof referenceRows> & {
    people: readonly UserRow[];
    news: readonly { eid: string }[];
    projects: readonly GeneratedProject[];
  },
) {
  await recordCreations(tx, identities.BRANDS.kind, byEid(seeded.brands));
  await recordCreations(tx, identities.PROJECT_TYPES.kind, byEid(seeded.projectTypes));
  await recordCreations(tx, identities.LEGAL_ENTITIES.kind, byEid(seeded.legalEntities));
  await recordCreations(tx, identities.AGENCIES.kind, byEid(seeded.agencies));
  await recordCreations(tx, identities.EMAIL_DOMAINS.kind, byEid(seeded.emailDomains));
  await recordCreations(tx, USER_HISTORY, byEid(seeded.people));
  await recordCreations(tx, identities.NEWS_ITEMS.kind, byEid(seeded.news));
  await recordCreations(
    tx,
    'project',
    seeded.projects.map(({ row }) => ({ resourceId: row.uuid, at: row.createdAt, actorEid: row.createdBy ?? null })),
  );
}

/** Seeds an empty database as of `today` (the day it runs); answers false when it was not empty. */
export async function seedDemoData(db: Database, today = new Date()): Promise<boolean> {
  // (not markets: the migrations bring those, so every database has them)
  const [existing] = await db.select({ n: count() }).from(brands);
  if ((existing?.n ?? 0) > 0) return false;
  const clock = demoClock(today);
  const rng = createRng(SEED);
  const refs = referenceRows();
  const people = userRows(rng, clock);
  const byRole = (role: Role, agencyEid?: string | null) =>
    people.filter((u) => u.roles[0] === role && u.state !== 'DISABLED' && (agencyEid === undefined || u.agencyEid === agencyEid));
  const reviewers = [...byRole('SUPER_ADMIN'), ...byRole('BRAND_MANAGER')];

  const projectRefs = seedRefs();
  const generated: GeneratedProject[] = Array.from({ length: DEMO_SIZES.projects }, (_, i) => {
    // strictly older with each index, so 'createdAt desc' is the generation order
    const createdAt = new Date(clock.getTime() - (i + 1) * 3.6 * DAY_MS - rng.int(0, 600) * 60_000);
    return generateProject(rng, projectRefs, createdAt);
  });
  spreadGoLives(generated, clock);
  distinctNames(generated);
  // the standalone pages' sample: the newest project with cookie consent and an age gate
  generated.find(({ row }) => row.hasCookieConsent && row.hasAgeGateway)!.row.uuid = SAMPLE_PROJECT_ID;

  const members: (typeof projectMembers.$inferInsert)[] = [];
  const reviews: (typeof projectReviews.$inferInsert)[] = [];
  const legal: (typeof projectLegalData.$inferInsert)[] = [];
  const cookieRows: (typeof cookies.$inferInsert)[] = [];
  const gates: (typeof ageGates.$inferInsert)[] = [];
  const gateMarkets: (typeof ageGateMarkets.$inferInsert)[] = [];

  generated.forEach(({ row, markets: codes }, i) => {
    const agencyTeam = row.agencyEid ? [...byRole('AGENCY_MANAGER', row.agencyEid), ...byRole('AGENCY_USER', row.agencyEid)] : [];
    const creator = agencyTeam.length && rng.chance(0.6) ? rng.pick(agencyTeam) : rng.pick(byRole('BRAND_MANAGER'));
    row.createdBy = creator.eid;
    row.updatedBy = creator.eid;
    const team = new Set([creator.eid, ...rng.sample(agencyTeam, rng.int(0, 2)).map((u) => u.eid)]);
    if (rng.chance(0.3)) team.add(rng.pick(byRole('BRAND_MANAGER')).eid);
    for (const userEid of team) members.push({ projectUuid: row.uuid, userEid, addedBy: creator.eid, addedAt: row.createdAt });

    const decidedAt = new Date(row.createdAt.getTime() + rng.int(2, 20) * DAY_MS);
    if (row.status !== 'DRAFT') {
      const decided = row.status !== 'IN_REVIEW';
      reviews.push({
        eid: `RV-${String(i + 1).padStart(5, '0')}`,
        projectUuid: row.uuid,
        requestedBy: creator.eid,
        createdAt: row.createdAt,
        ...(decided
          ? { decision: 'APPROVED' as const, decidedBy: rng.pick(reviewers).eid, decidedAt, comment: 'All markets checked.' }
          : {}),
      });
      for (const marketCode of codes) {
        const entity = LEGAL_ENTITIES.find((e) => e.country === marketCode) ?? LEGAL_ENTITIES.find((e) => e.eid === 'LE-OTTILIA-GO')!;
        const site = `https://www.${slug(BRANDS.find((b) => b.eid === row.brandEid)!.name)}.example/${marketCode.toLowerCase()}`;
        legal.push({
          projectUuid: row.uuid,
          marketCode,
          legalEntityEid: entity.eid,
          privacyPolicyUrl: `${site}/privacy`,
          termsUrl: `${site}/terms`,
          cookiePolicyUrl: `${site}/cookies`,
          imprint: `${entity.name}. Enjoy responsibly.`,
          minimumDrinkingAge: MINIMUM_AGE[marketCode] ?? 18,
          legalContactEmail: `legal@${INTERNAL_DOMAIN}`,
          isApproved: decided || rng.chance(0.5),
        });
      }
    }
    if (row.hasCookieConsent) {
      for (const cookie of rng.sample(COOKIE_CATALOG, rng.int(3, 6))) {
        cookieRows.push({ projectUuid: row.uuid, ...cookie, isActive: rng.chance(0.9), language: 'en' });
      }
    }
    if (row.hasAgeGateway) {
      const eid = `AGW-${String(i + 1).padStart(5, '0')}`;
      gates.push({
        eid,
        projectUuid: row.uuid,
        style: {
          theme: rng.pick(['global', 'heritage', 'coastal', 'botanical']),
          layout: rng.pick(['centered', 'split']),
          showLogo: true,
          rememberVisitorDays: 30,
        },
      });
      for (const marketCode of codes) gateMarkets.push({ ageGateEid: eid, marketCode, minimumAge: MINIMUM_AGE[marketCode] ?? 18 });
    }
  });

  // The demo agency users also work on a few projects of other agencies (membership visibility).
  const outside = generated.filter((p) => p.row.agencyEid && p.row.agencyEid !== refs.agencies[0]!.eid);
  for (const account of DEMO_ACCOUNTS.filter((a) => a.agencyEid)) {
    for (const { row } of rng.sample(outside, 3)) {
      if (!members.some((m) => m.projectUuid === row.uuid && m.userEid === account.sub)) {
        members.push({ projectUuid: row.uuid, userEid: account.sub, addedBy: row.createdBy, addedAt: row.createdAt });
      }
    }
  }

  const news = NEWS.map((n, i) => ({
    eid: `NEWS-${i + 1}`,
    handle: NEWS_HANDLE,
    title: n.title,
    summary: n.summary,
    url: `https://portal.ottilia.example/news/${slug(n.title)}`,
    publishedAt: new Date(clock.getTime() - n.daysAgo * DAY_MS),
  }));
  await db.transaction(async (tx: Executor) => {
    await tx.insert(markets).values(refs.markets).onConflictDoNothing();
    await insertInChunks(tx, brands, refs.brands);
    await insertInChunks(tx, projectTypes, refs.projectTypes);
    await insertInChunks(tx, legalEntities, refs.legalEntities);
    await insertInChunks(
      tx,
      agencies,
      refs.agencies.map((a) => ({ ...a, requestedBy: null })),
    );
    await insertInChunks(tx, emailDomains, refs.emailDomains);
    await insertInChunks(tx, users, people);
    // requestedBy points at a user, so it is set once the users exist
    for (const agency of refs.agencies.filter((a) => a.requestedBy)) {
      await tx.update(agencies).set({ requestedBy: agency.requestedBy }).where(eq(agencies.eid, agency.eid));
    }
    await insertInChunks(
      tx,
      projects,
      generated.map((p) => p.row),
    );
    await insertInChunks(
      tx,
      projectMarkets,
      generated.flatMap((p) => p.markets.map((marketCode) => ({ projectUuid: p.row.uuid, marketCode }))),
    );
    await insertInChunks(tx, projectMembers, members);
    await insertInChunks(tx, projectReviews, reviews);
    await insertInChunks(tx, projectLegalData, legal);
    await insertInChunks(tx, cookies, cookieRows);
    await insertInChunks(tx, ageGates, gates);
    await insertInChunks(tx, ageGateMarkets, gateMarkets);
    await insertInChunks(tx, newsItems, news);
    await insertInChunks(
      tx,
      policyLanguages,
      POLICY_LANGUAGES.map(([code, name]) => ({ policyGroup: POLICY_GROUP, code, name })),
    );
    await recordSeedCreations(tx, { ...refs, people, news, projects: generated });
  });
  // planner statistics now, not whenever autovacuum gets to it (PGlite has no autovacuum)
  await db.execute(sql`analyze`);
  return true;
}
