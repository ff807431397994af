/**
 * The kept figures (migration 0011): per scope (every project, one agency, one brand, one market),
 * counts by status, agency, brand, market, go-live month and coverage, brought up to date by the
 * commit of every write that changes them, whichever API instance (or SQL session) makes it. So
 * the unfiltered dashboard and each single filter read one scope's rows, never the projects.
 */
import { sql } from 'drizzle-orm';
import type { CurrentUser } from '../auth/current-user.js';
import type { Executor } from '../db/client.js';
import { visibleTo } from '../projects/project-queries.js';
import { MONTH_START, selectRows, type Figures, type GroupRow } from './dashboard-rows.js';
import { DASHBOARD_TOP, type DashboardQuery } from './dashboard-schemas.js';

export interface KeptScope {
  scope: 'all' | 'agency' | 'brand' | 'market';
  key: string;
}

/**
 * The kept scope that answers these filters for this caller; null when none does (a date range,
 * two filters at once, or a caller who sees only some projects): those are computed.
 */
export function keptScope(user: CurrentUser, filters: DashboardQuery): KeptScope | null {
  if (visibleTo(user) !== undefined || filters.from || filters.to) return null;
  const chosen = (['agency', 'brand', 'market'] as const).filter((name) => filters[name] !== undefined);
  if (chosen.length > 1) return null;
  const [name] = chosen;
  return name ? { scope: name, key: filters[name]! } : { scope: 'all', key: '' };
}

interface KeptRow extends GroupRow {
  earlier: number;
}

export async function keptFigures(db: Executor, { scope, key }: KeptScope): Promise<Figures> {
  const rows = (await selectRows(
    db,
    sql`
    with f as (
      select dim, nullif(key, '') as key, n::int as n from dashboard_figures
      where scope = ${scope} and scope_key = ${key} and n > 0
    ), ranked as (
      select f.*, dim in ('agency', 'brand', 'market')
        and row_number() over (partition by dim order by n desc, key nulls last) > ${DASHBOARD_TOP} as other
      from f where dim in ('status', 'agency', 'brand', 'market', 'month', 'coverage')
    )
    select r.dim, r.other, case when r.other then null else r.key end as key,
      min(case r.dim when 'agency' then a.name when 'brand' then b.name when 'market' then m.country_name end) as label,
      sum(r.n)::int as n, count(*)::int as groups, 0 as earlier
    from ranked r
    left join agencies a on r.dim = 'agency' and not r.other and a.eid = r.key
    left join brands b on r.dim = 'brand' and not r.other and b.eid = r.key
    left join markets m on r.dim = 'market' and not r.other and m.code = r.key
    group by r.dim, r.other, case when r.other then null else r.key end
    union all
    select 'earlier', false, null, null, 0, 0, coalesce(sum(n), 0)::int
    from f where dim = 'open_month' and key < to_char(${MONTH_START}, 'YYYY-MM')
    order by 1, 2, 5 desc, 3 nulls last`,
  )) as unknown as KeptRow[];
  const count = (dim: string, name?: string) => rows.find((row) => row.dim === dim && (name === undefined || row.key === name));
  const coverage = (flag: string) => count('coverage', flag)?.n ?? 0;
  return {
    groups: rows.filter((row) => row.dim !== 'coverage' && row.dim !== 'earlier'),
    total: {
      n: rows.filter((row) => row.dim === 'status').reduce((sum, row) => sum + row.n, 0),
      cookieConsent: coverage('cookie_consent'),
      withCookies: coverage('with_cookies'),
      ageGate: coverage('age_gate'),
      withAgeGate: coverage('with_age_gate'),
      earlier: count('earlier')?.earlier ?? 0,
    },
  };
}
