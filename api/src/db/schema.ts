/**
 * The one description of the portal's tables (spec section 3). drizzle-kit generates the SQL
 * migrations in `api/drizzle/` from this file; PGlite and PostgreSQL apply the same ones.
 *
 * Every entity row is versioned: `version` starts at 1 and grows by one per update; GET answers
 * it as the ETag and PUT compares it with If-Match (optimistic concurrency, DESIGN section 5).
 * Enumerations are text with a CHECK constraint, so adding a value is a one-line migration.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const REVIEW_STATES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export const PROJECT_STATUSES = ['DRAFT', 'IN_REVIEW', 'APPROVED', 'PUBLISHED'] as const;
export const REVIEW_DECISIONS = ['APPROVED', 'REJECTED'] as const;
export const COOKIE_CATEGORIES = ['necessary', 'functional', 'performance', 'marketing'] as const;
export const USER_STATES = ['ACTIVE', 'INVITED', 'DISABLED'] as const;
export const HISTORY_ACTIONS = ['create', 'update', 'delete', 'review', 'activate', 'deactivate'] as const;

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const oneOf = (column: AnyPgColumn, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`;

/** Columns every versioned row carries (fresh builders per table). */
const versioned = () => ({
  version: integer('version').notNull().default(1),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
  /** eid of the user who made the last change; null for seed data. */
  updatedBy: text('updated_by'),
});

/** Markets: ISO-like country codes; 'GO' is the Global market. */
export const markets = pgTable('markets', {
  code: text('code').primaryKey(),
  countryName: text('country_name').notNull(),
  ...versioned(),
});

export const agencies = pgTable('agencies', {
  eid: text('eid').primaryKey(),
  name: text('name').notNull(),
  marketCode: text('market_code').notNull().references(() => markets.code),
  mainContactName: text('main_contact_name'),
  mainContactEmail: text('main_contact_email'),
  isActive: boolean('is_active').notNull().default(true),
  reviewState: text('review_state', { enum: REVIEW_STATES }).notNull().default('PENDING'),
  reviewReason: text('review_reason'),
  /** The user who asked for the agency (receives the review e-mail). */
  requestedBy: text('requested_by').references((): AnyPgColumn => users.eid, { onDelete: 'set null' }),
  ...versioned(),
}, (t) => [
  check('agencies_review_state_check', oneOf(t.reviewState, REVIEW_STATES)),
  // names are unique whatever their case (the API answers 409 duplicate-name first)
  uniqueIndex('agencies_name_idx').on(sql`lower(${t.name})`),
]);

export const brands = pgTable('brands', {
  eid: text('eid').primaryKey(),
  name: text('name').notNull(),
  /** e.g. spirits, wine, beer; shown capitalised. */
  type: text('type').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  ...versioned(),
}, (t) => [uniqueIndex('brands_name_idx').on(sql`lower(${t.name})`)]);

export const emailDomains = pgTable('email_domains', {
  eid: text('eid').primaryKey(),
  name: text('name').notNull(),
  type: text('type').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  state: text('state'),
  ...versioned(),
}, (t) => [uniqueIndex('email_domains_name_idx').on(sql`lower(${t.name})`)]);

export const legalEntities = pgTable('legal_entities', {
  eid: text('eid').primaryKey(),
  name: text('name').notNull(),
  country: text('country').notNull().references(() => markets.code),
  ...versioned(),
}, (t) => [uniqueIndex('legal_entities_name_idx').on(sql`lower(${t.name})`)]);

/** Website (site) types. `state` missing or ACTIVE means active (spec section 3). */
export const projectTypes = pgTable('project_types', {
  eid: text('eid').primaryKey(),
  name: text('name').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  state: text('state'),
  ...versioned(),
}, (t) => [uniqueIndex('project_types_name_idx').on(sql`lower(${t.name})`)]);

/** Product users; eid is the identity service's subject id. Only roles[0] counts. */
export const users = pgTable('users', {
  eid: text('eid').primaryKey(),
  email: text('email').notNull(),
  displayName: text('display_name').notNull(),
  roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
  agencyEid: text('agency_eid').references((): AnyPgColumn => agencies.eid),
  state: text('state', { enum: USER_STATES }).notNull().default('ACTIVE'),
  isNewUser: boolean('is_new_user'),
  lastLoginAt: at('last_login_at'),
  ...versioned(),
}, (t) => [
  uniqueIndex('users_email_idx').on(sql`lower(${t.email})`),
  index('users_agency_idx').on(t.agencyEid),
  index('users_display_name_idx').on(sql`lower(${t.displayName})`),
  check('users_state_check', oneOf(t.state, USER_STATES)),
]);

export const projects = pgTable('projects', {
  uuid: uuid('uuid').primaryKey(),
  name: text('name').notNull(),
  /** null = "other agency" (a new agency still to be submitted; needed before publishing). */
  agencyEid: text('agency_eid').references(() => agencies.eid),
  brandEid: text('brand_eid').notNull().references(() => brands.eid),
  projectTypeEid: text('project_type_eid').notNull().references(() => projectTypes.eid),
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
}, (t) => [
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
  index('projects_brand_brand_idx').on(t.brandEid, t.brandSortName, t.uuid),
  index('projects_agency_agency_idx').on(t.agencyEid, t.agencySortName, t.uuid),
  index('projects_type_type_idx').on(t.projectTypeEid, t.typeSortName, t.uuid),
  index('projects_brand_name_idx').on(t.brandEid, t.nameSortName, t.uuid),
  index('projects_brand_go_live_idx').on(t.brandEid, t.estimatedGoLiveDate, t.uuid),
  index('projects_brand_status_idx').on(t.brandEid, t.status, t.uuid),
  index('projects_brand_type_idx').on(t.brandEid, t.typeSortName, t.uuid),
  index('projects_brand_agency_idx').on(t.brandEid, t.agencySortName, t.uuid),
  index('projects_agency_name_idx').on(t.agencyEid, t.nameSortName, t.uuid),
  index('projects_agency_go_live_idx').on(t.agencyEid, t.estimatedGoLiveDate, t.uuid),
  index('projects_agency_status_idx').on(t.agencyEid, t.status, t.uuid),
  index('projects_agency_type_idx').on(t.agencyEid, t.typeSortName, t.uuid),
  index('projects_agency_brand_idx').on(t.agencyEid, t.brandSortName, t.uuid),
  // contains(name, ...) searches (lower(name) LIKE '%text%', src/list/filter-sql.ts); pg_trgm comes from migration 0001
  index('projects_name_sort_trgm_idx').using('gin', t.nameSortName.op('gin_trgm_ops')),
]);

const projectRef = () =>
  uuid('project_uuid').notNull().references(() => projects.uuid, { onDelete: 'cascade' });

export const projectMarkets = pgTable('project_markets', {
  projectUuid: projectRef(),
  marketCode: text('market_code').notNull().references(() => markets.code),
  ...versioned(),
}, (t) => [
  primaryKey({ columns: [t.projectUuid, t.marketCode] }),
  index('project_markets_market_idx').on(t.marketCode),
]);

export const projectMembers = pgTable('project_members', {
  projectUuid: projectRef(),
  userEid: text('user_eid').notNull().references(() => users.eid, { onDelete: 'cascade' }),
  addedAt: at('added_at').notNull().defaultNow(),
  addedBy: text('added_by'),
  version: integer('version').notNull().default(1),
}, (t) => [
  primaryKey({ columns: [t.projectUuid, t.userEid] }),
  // "projects I am a member of" (agency visibility)
  index('project_members_user_idx').on(t.userEid, t.projectUuid),
]);

/** A review request of a project; decision null = still pending. */
export const projectReviews = pgTable('project_reviews', {
  eid: text('eid').primaryKey(),
  projectUuid: projectRef(),
  requestedBy: text('requested_by'),
  decision: text('decision', { enum: REVIEW_DECISIONS }),
  decidedBy: text('decided_by'),
  decidedAt: at('decided_at'),
  comment: text('comment'),
  ...versioned(),
}, (t) => [
  check('project_reviews_decision_check', sql`${t.decision} is null or ${oneOf(t.decision, REVIEW_DECISIONS)}`),
  index('project_reviews_project_idx').on(t.projectUuid),
]);

/**
 * Legal data of one market of a project: what a legal team needs to publish a brand site in
 * that market. The spec does not show the fields; we keep the publishing entity, the three
 * policy links, the imprint text, the legal drinking age shown by the age gate, a contact for
 * legal questions, and whether legal has approved the market ("Did you approve all markets?").
 */
export const projectLegalData = pgTable('project_legal_data', {
  projectUuid: projectRef(),
  marketCode: text('market_code').notNull().references(() => markets.code),
  legalEntityEid: text('legal_entity_eid').references(() => legalEntities.eid),
  privacyPolicyUrl: text('privacy_policy_url'),
  termsUrl: text('terms_url'),
  cookiePolicyUrl: text('cookie_policy_url'),
  imprint: text('imprint'),
  minimumDrinkingAge: integer('minimum_drinking_age'),
  legalContactEmail: text('legal_contact_email'),
  isApproved: boolean('is_approved').notNull().default(false),
  ...versioned(),
}, (t) => [primaryKey({ columns: [t.projectUuid, t.marketCode] })]);

export const cookies = pgTable('cookies', {
  id: uuid('id').primaryKey().defaultRandom(),
  projectUuid: projectRef(),
  /** Fixed to 'en' (spec section 9). */
  language: text('language').notNull().default('en'),
  name: text('name').notNull(),
  category: text('category', { enum: COOKIE_CATEGORIES }).notNull(),
  /** 'session' or 1..900 followed by m, h, d or y. */
  duration: text('duration').notNull(),
  /** Who sets the cookie (the site itself, Google, Meta…), shown in the consent banner. */
  provider: text('provider'),
  description: text('description'),
  isActive: boolean('is_active').notNull().default(true),
  ...versioned(),
}, (t) => [
  check('cookies_category_check', oneOf(t.category, COOKIE_CATEGORIES)),
  check('cookies_duration_check', sql`${t.duration} ~ '^(session|([1-9][0-9]{0,2})[mhdy])$'`),
  // cookie names are unique per project and language, whatever their case
  uniqueIndex('cookies_project_name_idx').on(t.projectUuid, t.language, sql`lower(${t.name})`),
]);

/** One age gate per project; `style` holds the visual settings the cookies/age-gate area edits. */
export const ageGates = pgTable('age_gates', {
  eid: text('eid').primaryKey(),
  projectUuid: projectRef(),
  style: jsonb('style').$type<Record<string, unknown>>().notNull().default({}),
  ...versioned(),
}, (t) => [uniqueIndex('age_gates_project_idx').on(t.projectUuid)]);

export const ageGateMarkets = pgTable('age_gate_markets', {
  ageGateEid: text('age_gate_eid').notNull().references(() => ageGates.eid, { onDelete: 'cascade' }),
  marketCode: text('market_code').notNull().references(() => markets.code),
  minimumAge: integer('minimum_age').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  ...versioned(),
}, (t) => [
  primaryKey({ columns: [t.ageGateEid, t.marketCode] }),
  check('age_gate_markets_age_check', sql`${t.minimumAge} between 0 and 99`),
]);

/**
 * Content service: news items, read by handle (e.g. 'ottilia-news'). `publishedAt` null = not
 * published (a draft, or unpublished again); the feed shows items published up to now.
 */
export const newsItems = pgTable('news_items', {
  eid: text('eid').primaryKey(),
  handle: text('handle').notNull(),
  title: text('title').notNull(),
  summary: text('summary').notNull(),
  /** The full text, plain paragraphs separated by blank lines. */
  body: text('body').notNull().default(''),
  url: text('url'),
  imageUrl: text('image_url'),
  /** The image's text alternative; required by the API whenever there is an image. */
  imageAlt: text('image_alt'),
  publishedAt: at('published_at'),
  ...versioned(),
}, (t) => [index('news_items_handle_idx').on(t.handle, t.publishedAt.desc().nullsFirst())]);

/** Content service: languages a policy group is published in. */
export const policyLanguages = pgTable('policy_languages', {
  policyGroup: text('policy_group').notNull(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  ...versioned(),
}, (t) => [primaryKey({ columns: [t.policyGroup, t.code] })]);

/**
 * Translations service (spec section 7): one string per project, language, namespace and key
 * (dotted path in the namespace's nested JSON). `english` is the bundled English the seed keeps
 * current; `value` is what the service answers, equal to `english` until a Super Admin edits it.
 */
export const translationStrings = pgTable('translation_strings', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  projectId: text('project_id').notNull(),
  language: text('language').notNull(),
  namespace: text('namespace').notNull(),
  key: text('key').notNull(),
  value: text('value').notNull(),
  english: text('english').notNull(),
  ...versioned(),
}, (t) => [uniqueIndex('translation_strings_key_idx').on(t.projectId, t.language, t.namespace, t.key)]);

/** Translations service: the languages a translation project offers. */
export const translationLanguages = pgTable('translation_languages', {
  projectId: text('project_id').notNull(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  ...versioned(),
}, (t) => [primaryKey({ columns: [t.projectId, t.code] })]);

/** Audit trail: one row per write, in the write's transaction. */
export const history = pgTable('history', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  resource: text('resource').notNull(),
  resourceId: text('resource_id').notNull(),
  action: text('action', { enum: HISTORY_ACTIONS }).notNull(),
  actorEid: text('actor_eid'),
  at: at('at').notNull().defaultNow(),
  changes: jsonb('changes').$type<Record<string, unknown>>().notNull().default({}),
}, (t) => [
  check('history_action_check', oneOf(t.action, HISTORY_ACTIONS)),
  index('history_resource_idx').on(t.resource, t.resourceId, t.at),
]);

/**
 * One generation per table, bumped by triggers when a transaction that wrote to the table commits
 * (migration 0004): the list caches key on the generations of the tables a list reads, so every
 * API instance sees a committed write in its very next read (src/list/generations.ts).
 */
export const listGenerations = pgTable('list_generations', {
  name: text('name').primaryKey(),
  generation: bigint('generation', { mode: 'number' }).notNull(),
  /**
   * The table's row count, moved with its generation at commit (migration 0008), for tables
   * whose unfiltered list total would otherwise be counted row by row (projects); else null.
   */
  rowCount: bigint('row_count', { mode: 'number' }),
});

export const MAIL_STATES = ['QUEUED', 'SENT', 'DEAD'] as const;

/**
 * Every outgoing mail, written in the transaction of the change that causes it (src/mail/outbox.ts)
 * and rendered then; a pg-boss job in the same transaction has a worker send it. QUEUED until the
 * SMTP server accepts it (SENT), or DEAD after the last attempt; `attempts` and `last_error` show
 * the retries.
 */
export const mailOutbox = pgTable('mail_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  template: text('template').notNull(),
  recipients: text('recipients').array().notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  state: text('state', { enum: MAIL_STATES }).notNull().default('QUEUED'),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  /** While a worker sends it: no other worker may until then (a lease, not a lock). */
  claimedUntil: at('claimed_until'),
  createdAt: at('created_at').notNull().defaultNow(),
  sentAt: at('sent_at'),
}, (t) => [
  check('mail_outbox_state_check', oneOf(t.state, MAIL_STATES)),
  index('mail_outbox_state_idx').on(t.state, t.createdAt),
]);
