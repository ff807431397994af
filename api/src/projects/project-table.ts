/** Projects and their markets. drizzle-kit reads it with every other *-table.ts (drizzle.config.ts). */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { agencies } from '../agencies/agency-table.js';
import { brands } from '../brands/brand-table.js';
import { oneOf, versioned } from '../db/columns.js';
import { markets } from '../markets/market-table.js';
import { projectTypes } from '../project-types/project-type-table.js';

export const PROJECT_STATUSES = ['DRAFT', 'IN_REVIEW', 'APPROVED', 'PUBLISHED'] as const;

export const projects = pgTable(
  'projects',
  {
    uuid: uuid('uuid').primaryKey(),
    name: text('name').notNull(),
    /** null = "other agency" (a new agency still to be submitted; needed before publishing). */
    agencyEid: text('agency_eid').references(() => agencies.eid),
    brandEid: text('brand_eid')
      .notNull()
      .references(() => brands.eid),
    projectTypeEid: text('project_type_eid')
      .notNull()
      .references(() => projectTypes.eid),
    estimatedGoLiveDate: date('estimated_go_live_date', { mode: 'string' }),
    hasGlobalPolicies: boolean('has_global_policies').notNull().default(false),
    hasAgeGateway: boolean('has_age_gateway').notNull().default(false),
    hasCookieConsent: boolean('has_cookie_consent').notNull().default(false),
    status: text('status', { enum: PROJECT_STATUSES }).notNull().default('DRAFT'),
    createdBy: text('created_by'),
    /**
     * lower() of the agency's, brand's and type's names, kept by triggers (migration 0006): lists
     * sort by these names through an index instead of joining and sorting every project.
     */
    agencySortName: text('agency_sort_name'),
    brandSortName: text('brand_sort_name'),
    typeSortName: text('type_sort_name'),
    /** lower(name), stored: an index of a plain column serves a deep page by name from the index alone. */
    nameSortName: text('name_sort_name').generatedAlwaysAs(sql`lower(name)`),
    ...versioned(),
  },
  (t) => [
    check('projects_status_check', oneOf(t.status, PROJECT_STATUSES)),
    // list queries: every sortable column with the uuid tie-breaker, which follows the sort's
    // direction, so a page is read in index order either way (backwards for desc); the foreign
    // keys with the default order serve per-brand, per-agency and per-type lists
    index('projects_created_idx').on(t.createdAt, t.uuid),
    index('projects_brand_created_idx').on(t.brandEid, t.createdAt, t.uuid),
    index('projects_agency_created_idx').on(t.agencyEid, t.createdAt, t.uuid),
    index('projects_type_created_idx').on(t.projectTypeEid, t.createdAt, t.uuid),
    index('projects_name_sort_idx').on(t.nameSortName, t.uuid),
    index('projects_go_live_idx').on(t.estimatedGoLiveDate, t.uuid),
    index('projects_status_idx').on(t.status, t.uuid),
    // home's "recently changed projects" (newest first)
    index('projects_updated_idx').on(t.updatedAt, t.uuid),
    index('projects_agency_sort_idx').on(t.agencySortName, t.uuid),
    index('projects_brand_sort_idx').on(t.brandSortName, t.uuid),
    index('projects_type_sort_idx').on(t.typeSortName, t.uuid),
    // the default order with a filter on status, type, cookie consent or a date (the list's most
    // common view): migration 0008 gives this one INCLUDE columns for those, so the first pages
    // test the filter from the index alone; the narrow one above stays for unfiltered deep pages
    index('projects_created_cover_idx').on(t.createdAt, t.uuid),
    // brand and agency filters select few rows: an index per sort key reads exactly the page
    // (their own name too: the planner does not know it is one value within the filter)
    ...(
      [
        ['brand', t.brandEid],
        ['agency', t.agencyEid],
      ] as const
    ).flatMap(([scope, scopeColumn]) =>
      (
        [
          ['brand', t.brandSortName],
          ['agency', t.agencySortName],
          ['name', t.nameSortName],
          ['go_live', t.estimatedGoLiveDate],
          ['status', t.status],
          ['type', t.typeSortName],
        ] as const
      ).map(([key, sortColumn]) => index(`projects_${scope}_${key}_idx`).on(scopeColumn, sortColumn, t.uuid)),
    ),
    index('projects_type_type_idx').on(t.projectTypeEid, t.typeSortName, t.uuid),
    // contains(name, ...) searches (lower(name) LIKE '%text%', src/list/filter-sql.ts); pg_trgm comes from migration 0001
    index('projects_name_sort_trgm_idx').using('gin', t.nameSortName.op('gin_trgm_ops')),
  ],
);

/** The owning project's uuid, deleted with it. */
export const projectRef = () =>
  uuid('project_uuid')
    .notNull()
    .references(() => projects.uuid, { onDelete: 'cascade' });

export const projectMarkets = pgTable(
  'project_markets',
  {
    projectUuid: projectRef(),
    marketCode: text('market_code')
      .notNull()
      .references(() => markets.code),
    ...versioned(),
  },
  (t) => [primaryKey({ columns: [t.projectUuid, t.marketCode] }), index('project_markets_market_idx').on(t.marketCode)],
);
