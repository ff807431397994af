/**
 * Reading projects: the joined selection behind the list and the detail, the public shape
 * (spec section 3), the list whitelist, and who may see which project.
 */
import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { isAgencyScoped, type CurrentUser } from '../auth/current-user.js';
import type { Executor } from '../db/client.js';
import { notFound, unprocessable } from '../http/problem.js';
import { agencies } from '../agencies/agency-table.js';
import { brands } from '../brands/brand-table.js';
import { projectTypes } from '../project-types/project-type-table.js';
import { projectMembers } from './members/member-table.js';
import { projectMarkets, projects } from './project-table.js';
import { orderByKeys, type ListField, type ListResource, type ListShape } from '../list/list-query.js';
import { PROJECT_FIELDS } from './project-fields.js';
import type { ProjectAnswer } from './project-schemas.js';

const marketCodes = sql<
  string[]
>`array(select ${projectMarkets.marketCode} from ${projectMarkets} where ${projectMarkets.projectUuid} = ${projects.uuid} order by 1)`;

const selection = {
  uuid: projects.uuid,
  name: projects.name,
  createdAt: projects.createdAt,
  updatedAt: projects.updatedAt,
  estimatedGoLiveDate: projects.estimatedGoLiveDate,
  status: projects.status,
  agencyEid: projects.agencyEid,
  agencyName: agencies.name,
  brandEid: projects.brandEid,
  brandName: brands.name,
  projectTypeEid: projects.projectTypeEid,
  projectTypeName: projectTypes.name,
  hasGlobalPolicies: projects.hasGlobalPolicies,
  hasAgeGateway: projects.hasAgeGateway,
  hasCookieConsent: projects.hasCookieConsent,
  version: projects.version,
  markets: marketCodes,
};

/** Projects with their brand, type and (optional) agency joined; the caller adds order and paging. */
export function selectProjects(db: Executor, where: SQL | undefined) {
  return joinNames(db.select(selection).from(projects).$dynamic(), ALL_NAMES).where(where);
}

/** List fields that live in a joined reference table, and the join each needs. */
const NAME_JOINS: Record<string, (query: PgSelect) => PgSelect> = {
  agencyName: (query) => query.leftJoin(agencies, eq(agencies.eid, projects.agencyEid)),
  brandName: (query) => query.innerJoin(brands, eq(brands.eid, projects.brandEid)),
  projectTypeName: (query) => query.innerJoin(projectTypes, eq(projectTypes.eid, projects.projectTypeEid)),
};
const ALL_NAMES: ReadonlySet<string> = new Set(Object.keys(NAME_JOINS));

/**
 * Joins the reference tables of the named fields. Each join matches exactly one row or none
 * (brand and type are required foreign keys, the agency is optional and left-joined), so leaving
 * out a join that the WHERE and ORDER BY do not need changes neither a count nor an order.
 */
function joinNames<Q extends PgSelect>(query: Q, fields: ReadonlySet<string>): Q {
  let joined: PgSelect = query;
  for (const [field, join] of Object.entries(NAME_JOINS)) if (fields.has(field)) joined = join(joined);
  return joined as Q;
}

/**
 * One list page. The WHERE, ORDER BY and OFFSET run on a narrow inner query (uuid and order keys,
 * joining only the names the filter or order use), so skipped rows cost an index step each
 * instead of three joins and a markets lookup; the page's 20 rows then get their columns.
 */
export function selectProjectPage(db: Executor, where: SQL | undefined, shape: ListShape, limit: number, offset: number) {
  const keyName = (i: number) => `k${i}`;
  const keys = Object.fromEntries(shape.orderKeys.map((key, i) => [keyName(i), sql`${key.expression}`.as(keyName(i))]));
  const page = joinNames(
    db
      .select({ pageUuid: projects.uuid, ...keys })
      .from(projects)
      .$dynamic(),
    shape.fields,
  )
    .where(where)
    .orderBy(...orderByKeys(shape.orderKeys))
    .limit(limit)
    .offset(offset)
    .as('page');
  // the outer query orders the page's rows by the inner query's key columns
  const pageKeys = page as unknown as Record<string, SQL.Aliased>;
  return joinNames(db.select(selection).from(page).innerJoin(projects, eq(projects.uuid, page.pageUuid)).$dynamic(), ALL_NAMES).orderBy(
    ...shape.orderKeys.map((key, i) => (key.direction === 'desc' ? desc : asc)(pageKeys[keyName(i)]!)),
  );
}

/** The uuids a WHERE selects, in the list's order (joining only the names it uses): an export's rows, before their columns. */
export async function selectProjectKeys(db: Executor, where: SQL | undefined, shape: ListShape, limit: number): Promise<string[]> {
  const rows = await joinNames(db.select({ uuid: projects.uuid }).from(projects).$dynamic(), shape.fields)
    .where(where)
    .orderBy(...orderByKeys(shape.orderKeys))
    .limit(limit);
  return rows.map((row) => row.uuid);
}

/**
 * The projects of `uuids` with every column, `batchSize` at a time and in the order given: an
 * export reads 50,000 rows without holding them all, or a transaction, at once. A project
 * deleted since its uuid was read is left out.
 */
export async function* projectsInBatches(db: Executor, uuids: readonly string[], batchSize = 2_000): AsyncGenerator<Project[]> {
  for (let start = 0; start < uuids.length; start += batchSize) {
    const batch = uuids.slice(start, start + batchSize);
    // one array parameter: 2,000 bound parameters cost more to parse than the rows to read
    const byUuid = new Map(
      (await selectProjects(db, sql`${projects.uuid} = any(${`{${batch.join(',')}}`}::uuid[])`)).map((row) => [row.uuid, row]),
    );
    yield batch.flatMap((uuid) => {
      const row = byUuid.get(uuid);
      return row ? [toProject(row)] : [];
    });
  }
}

/** The total for a WHERE, joining only the names the filter uses. */
export async function countProjects(db: Executor, where: SQL | undefined, filterFields: ReadonlySet<string>): Promise<number> {
  const [row] = await joinNames(db.select({ total: sql<number>`count(*)::int` }).from(projects).$dynamic(), filterFields).where(where);
  return row?.total ?? 0;
}

type ProjectRow = Awaited<ReturnType<typeof selectProjects>>[number];

/** The project as callers see it (dates ISO; the UI formats them dd/MM/yyyy). */
export function toProject(row: ProjectRow): Project {
  return {
    uuid: row.uuid,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    estimatedGoLiveDate: row.estimatedGoLiveDate,
    status: row.status,
    agency: row.agencyEid ? { eid: row.agencyEid, name: row.agencyName ?? '' } : null,
    brand: { eid: row.brandEid, name: row.brandName },
    projectType: { eid: row.projectTypeEid, name: row.projectTypeName },
    agencyEid: row.agencyEid,
    brandEid: row.brandEid,
    projectTypeEid: row.projectTypeEid,
    projectTypeName: row.projectTypeName,
    hasGlobalPolicies: row.hasGlobalPolicies,
    hasAgeGateway: row.hasAgeGateway,
    hasCookieConsent: row.hasCookieConsent,
    markets: row.markets,
    version: row.version,
  };
}

/** The list's answer: the detail's without the review. */
export type Project = Omit<ProjectAnswer, 'review'>;

/**
 * Row visibility: agency roles see their agency's projects and those they are a member of;
 * everyone else with projectsRead sees all (undefined = no condition).
 */
export function visibleTo(user: CurrentUser): SQL | undefined {
  if (!isAgencyScoped(user)) return undefined;
  const member = sql`exists (select 1 from ${projectMembers} where ${projectMembers.projectUuid} = ${projects.uuid} and ${projectMembers.userEid} = ${user.eid})`;
  return user.agencyEid ? or(eq(projects.agencyEid, user.agencyEid), member) : member;
}

/**
 * What `visibleTo` depends on, as a cache key part: every row, or an agency and a user. Keep the
 * two together: a list page cached under one scope is served to every caller with that scope.
 */
export const visibilityScope = (user: CurrentUser): string => (isAgencyScoped(user) ? `agency:${user.agencyEid ?? ''}:${user.eid}` : 'all');

export async function findVisibleProject(db: Executor, user: CurrentUser, uuid: string): Promise<Project | null> {
  const [row] = await selectProjects(db, and(eq(projects.uuid, uuid), visibleTo(user)));
  return row ? toProject(row) : null;
}

/** A project that does not exist and one the caller may not see answer alike, so neither is revealed. */
export const projectNotFound = (uuid: string) =>
  notFound('project-not-found', `There is no project ${uuid}, or you do not have access to it.`);

/** The project as the caller sees it; 404 project-not-found when there is none they may see. */
export async function requireVisibleProject(db: Executor, user: CurrentUser, uuid: string): Promise<Project> {
  const project = await findVisibleProject(db, user, uuid);
  if (!project) throw projectNotFound(uuid);
  return project;
}

/**
 * Fails with 404 unless the project exists and the caller may see it. The row is share-locked,
 * so the project cannot be deleted (or moved to another agency) before the write commits.
 */
export async function shareLockVisibleProject(tx: Executor, user: CurrentUser, uuid: string): Promise<void> {
  const [row] = await tx
    .select({ uuid: projects.uuid })
    .from(projects)
    .where(and(eq(projects.uuid, uuid), visibleTo(user)))
    .for('share');
  if (!row) throw projectNotFound(uuid);
}

/**
 * Inside a write's transaction, after the change: refuses (422, rolling the write back) a change
 * that would leave the project invisible to the person making it, who could then neither see
 * nor undo it.
 */
export async function assertStillVisible(tx: Executor, user: CurrentUser, uuid: string, field: string): Promise<void> {
  const visibility = visibleTo(user);
  if (!visibility) return;
  const [row] = await tx
    .select({ uuid: projects.uuid })
    .from(projects)
    .where(and(eq(projects.uuid, uuid), visibility));
  if (!row) {
    throw unprocessable('project-would-be-invisible', 'After this change you could no longer see the project, so it was not made.', {
      field,
    });
  }
}

/** What a project list reads: markets, visibility through membership, the agency, brand and type names. */
export const PROJECT_LIST_READS = [projects, projectMarkets, projectMembers, agencies, brands, projectTypes];

export const projectListResource: ListResource = {
  name: 'projects',
  fields: Object.assign({}, ...Object.values(PROJECT_FIELDS).map((field: { list?: Record<string, ListField> }) => field.list)),
  defaultOrderBy: 'createdAt desc',
  tieBreaker: projects.uuid,
};
