/**
 * The dashboard's figures. The unfiltered dashboard and each single filter (agency, brand or
 * market) read the kept figures (dashboard-kept.ts, about a hundred rows kept up to date at
 * commit); any other selection is computed by the database over the projects the filters select
 * and the caller may see (the projects list's visibility rule), in statements that each read the
 * projects once: the project figures in one pass of GROUPING SETS, the markets through
 * project_markets. Reviews and agencies pending review are read as they are. On PostgreSQL the
 * statements run side by side.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { CurrentUser } from '../auth/current-user.js';
import type { Executor } from '../db/client.js';
import { PROJECT_STATUSES, projectMarkets, projects } from '../projects/project-table.js';
import { keptFigures, keptScope } from './dashboard-kept.js';
import { MONTH_START, selectRows, type Figures, type GroupRow } from './dashboard-rows.js';
import { visibleTo } from '../projects/project-queries.js';
import { DASHBOARD_TOP, GO_LIVE_MONTHS, PENDING_AGENCIES_LISTED, type DashboardQuery, type DashboardReply } from './dashboard-schemas.js';

/**
 * The WHERE on `projects` for the caller and the filters (dates are whole UTC days, both ends
 * included); null when it selects every project.
 */
export function dashboardScope(user: CurrentUser, filters: DashboardQuery): SQL | null {
  const utcDay = (day: string) => sql`(${day}::date)::timestamp at time zone 'UTC'`;
  const conditions = [
    visibleTo(user),
    filters.agency ? eq(projects.agencyEid, filters.agency) : undefined,
    filters.brand ? eq(projects.brandEid, filters.brand) : undefined,
    filters.market
      ? sql`exists (select 1 from ${projectMarkets} where ${projectMarkets.projectUuid} = ${projects.uuid} and ${projectMarkets.marketCode} = ${filters.market})`
      : undefined,
    filters.from ? sql`${projects.createdAt} >= ${utcDay(filters.from)}` : undefined,
    filters.to ? sql`${projects.createdAt} < ${utcDay(filters.to)} + interval '1 day'` : undefined,
  ].filter((condition) => condition !== undefined);
  return conditions.length ? and(...conditions)! : null;
}

type Breakdown = DashboardReply['byAgency'];
/** Ranked groups as rows: the largest DASHBOARD_TOP by count (ties by key), then one "other" row. */
function toBreakdown(rows: GroupRow[], dim: string, noneLabel: string): Breakdown {
  const mine = rows.filter((row) => row.dim === dim);
  const other = mine.find((row) => row.other);
  return {
    items: mine
      .filter((row) => !row.other)
      .map((row) => ({ key: row.key, label: row.key === null ? noneLabel : (row.label ?? row.key), count: row.n })),
    otherCount: other?.n ?? 0,
    otherGroups: other?.groups ?? 0,
  };
}

/** Status, agency, brand and go-live month counts plus the coverage totals, in one scan. */
async function projectFigures(db: Executor, scope: SQL) {
  const rows = await selectRows(
    db,
    sql`
    with s as (
      select status, agency_eid, brand_eid, has_cookie_consent, has_age_gateway,
        uuid in (select project_uuid from cookies) as with_cookies,
        uuid in (select project_uuid from age_gates) as with_age_gate,
        case when estimated_go_live_date >= ${MONTH_START}
          and estimated_go_live_date < ${MONTH_START} + ${`${GO_LIVE_MONTHS} months`}::interval
          then to_char(estimated_go_live_date, 'YYYY-MM') end as go_live_month,
        coalesce(estimated_go_live_date < ${MONTH_START} and status <> 'PUBLISHED', false) as go_live_earlier
      from ${projects} where ${scope}
    ), g as (
      select
        case when grouping(status) = 0 then 'status' when grouping(agency_eid) = 0 then 'agency'
          when grouping(brand_eid) = 0 then 'brand' when grouping(go_live_month) = 0 then 'month' else 'total' end as dim,
        coalesce(status, agency_eid, brand_eid, go_live_month) as key,
        count(*)::int as n,
        count(*) filter (where has_cookie_consent)::int as cookie_consent,
        count(*) filter (where with_cookies)::int as with_cookies,
        count(*) filter (where has_age_gateway)::int as age_gate,
        count(*) filter (where with_age_gate)::int as with_age_gate,
        count(*) filter (where go_live_earlier)::int as earlier
      from s
      group by grouping sets ((status), (agency_eid), (brand_eid), (go_live_month), ())
    ), ranked as (
      select g.*, dim in ('agency', 'brand') and row_number() over (partition by dim order by n desc, key nulls last) > ${DASHBOARD_TOP} as other
      from g where not (dim = 'month' and key is null)
    )
    select r.dim, r.other, case when r.other then null else r.key end as key,
      min(case r.dim when 'agency' then a.name when 'brand' then b.name end) as label,
      sum(r.n)::int as n, count(*)::int as groups,
      max(r.cookie_consent) as cookie_consent, max(r.with_cookies) as with_cookies,
      max(r.age_gate) as age_gate, max(r.with_age_gate) as with_age_gate, max(r.earlier) as earlier
    from ranked r
    left join agencies a on r.dim = 'agency' and not r.other and a.eid = r.key
    left join brands b on r.dim = 'brand' and not r.other and b.eid = r.key
    group by r.dim, r.other, case when r.other then null else r.key end
    order by r.dim, r.other, n desc, key nulls last`,
  );
  return rows as unknown as (GroupRow & {
    cookie_consent: number;
    with_cookies: number;
    age_gate: number;
    with_age_gate: number;
    earlier: number;
  })[];
}

/**
 * Projects per market (a project counts once in each of its markets), top markets and "other".
 * Without any condition on the projects (`scope` null) every market row counts, and the index on
 * project_markets.market_code answers alone, without joining 100k projects.
 */
async function marketFigures(db: Executor, scope: SQL | null) {
  const rows = await selectRows(
    db,
    sql`
    with c as (
      select pm.market_code as key, count(*)::int as n
      from ${projectMarkets} pm
      ${scope ? sql`join ${projects} on ${projects.uuid} = pm.project_uuid where ${scope}` : sql``}
      group by pm.market_code
    ), ranked as (
      select c.*, row_number() over (order by n desc, key) > ${DASHBOARD_TOP} as other from c
    )
    select 'market' as dim, r.other, case when r.other then null else r.key end as key, min(m.country_name) as label,
      sum(r.n)::int as n, count(*)::int as groups
    from ranked r left join markets m on not r.other and m.code = r.key
    group by r.other, case when r.other then null else r.key end
    order by r.other, n desc, key`,
  );
  return rows as unknown as GroupRow[];
}

/** Review requests of the selected projects; hours from submission (the review's creation) to approval. */
async function reviewFigures(db: Executor, scope: SQL | null, { perReview = false } = {}): Promise<DashboardReply['reviews']> {
  // perReview: each review looks its project up by key (offset 0 keeps the planner from hashing
  // every project of the scope), for scopes with more projects than there are reviews
  const selected = !scope
    ? sql``
    : perReview
      ? sql`cross join lateral (select 1 from ${projects} where ${projects.uuid} = pr.project_uuid and ${scope} offset 0) p`
      : sql`join ${projects} on ${projects.uuid} = pr.project_uuid where ${scope}`;
  const rows = await selectRows(
    db,
    sql`
    with r as (
      select pr.decision, extract(epoch from pr.decided_at - pr.created_at) / 3600 as hours
      from project_reviews pr ${selected}
    )
    select count(*)::int as submitted,
      count(*) filter (where decision is null)::int as pending,
      count(*) filter (where decision = 'APPROVED')::int as approved,
      count(*) filter (where decision = 'REJECTED')::int as rejected,
      round((percentile_cont(0.5) within group (order by hours) filter (where decision = 'APPROVED'))::numeric, 1)::float8 as median,
      round((avg(hours) filter (where decision = 'APPROVED'))::numeric, 1)::float8 as average
    from r`,
  );
  const row = rows[0] as {
    submitted: number;
    pending: number;
    approved: number;
    rejected: number;
    median: number | null;
    average: number | null;
  };
  return {
    submitted: row.submitted,
    pending: row.pending,
    approved: row.approved,
    rejected: row.rejected,
    medianHoursToApproval: row.median,
    averageHoursToApproval: row.average,
  };
}

/** Agencies waiting for review: how many, and the oldest requests by name (agency and market filters apply). */
async function pendingAgencies(db: Executor, filters: DashboardQuery): Promise<DashboardReply['agenciesPendingReview']> {
  const rows = await selectRows(
    db,
    sql`
    select count(*) over ()::int as total, eid, name, market_code, created_at
    from agencies
    where review_state = 'PENDING'
      ${filters.agency ? sql`and eid = ${filters.agency}` : sql``}
      ${filters.market ? sql`and market_code = ${filters.market}` : sql``}
    order by created_at, eid
    limit ${PENDING_AGENCIES_LISTED}`,
  );
  const listed = rows as unknown as { total: number; eid: string; name: string; market_code: string; created_at: Date | string }[];
  return {
    count: listed[0]?.total ?? 0,
    oldest: listed.map((a) => ({ eid: a.eid, name: a.name, marketCode: a.market_code, requestedAt: new Date(a.created_at).toISOString() })),
  };
}

/** The figures computed from the projects themselves (any selection). */
async function scannedFigures(db: Executor, scope: SQL | null): Promise<Figures> {
  const [groups, marketRows] = await Promise.all([projectFigures(db, scope ?? sql`true`), marketFigures(db, scope)]);
  const total = groups.find((row) => row.dim === 'total');
  return {
    groups: [...groups.filter((row) => row.dim !== 'total'), ...marketRows],
    total: {
      n: total?.n ?? 0,
      cookieConsent: total?.cookie_consent ?? 0,
      withCookies: total?.with_cookies ?? 0,
      ageGate: total?.age_gate ?? 0,
      withAgeGate: total?.with_age_gate ?? 0,
      earlier: total?.earlier ?? 0,
    },
  };
}

export async function readDashboard(
  db: Executor,
  user: CurrentUser,
  filters: DashboardQuery,
  { scan = false } = {},
): Promise<DashboardReply> {
  const scope = dashboardScope(user, filters);
  const kept = scan ? null : keptScope(user, filters);
  const [{ groups, total }, reviews, agenciesPending] = await Promise.all([
    kept ? keptFigures(db, kept) : scannedFigures(db, scope),
    reviewFigures(db, scope, { perReview: kept !== null }),
    pendingAgencies(db, filters),
  ]);
  const byStatus = new Map(groups.filter((row) => row.dim === 'status').map((row) => [row.key, row.n]));
  const byMonth = new Map(groups.filter((row) => row.dim === 'month').map((row) => [row.key, row.n]));
  return {
    projects: total.n,
    byStatus: PROJECT_STATUSES.map((status) => ({ status, count: byStatus.get(status) ?? 0 })),
    byMarket: toBreakdown(groups, 'market', 'No market'),
    byAgency: toBreakdown(groups, 'agency', 'Other agency (not yet submitted)'),
    byBrand: toBreakdown(groups, 'brand', 'No brand'),
    goLivesByMonth: goLiveMonths(new Date()).map((month) => ({ month, count: byMonth.get(month) ?? 0 })),
    goLivesEarlier: total.earlier,
    reviews,
    agenciesPendingReview: agenciesPending,
    coverage: {
      projects: total.n,
      cookieConsentEnabled: total.cookieConsent,
      withCookies: total.withCookies,
      ageGateEnabled: total.ageGate,
      withAgeGate: total.withAgeGate,
    },
  };
}

/** 'YYYY-MM' of GO_LIVE_MONTHS months from the current (UTC) one: every month shown, zero or not. */
function goLiveMonths(now: Date): string[] {
  return Array.from({ length: GO_LIVE_MONTHS }, (_, i) => {
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + i, 1));
    return month.toISOString().slice(0, 7);
  });
}
