/**
 * Reading projects: the joined selection behind the list and the detail, the public shape
 * (spec section 3), the list whitelist, and who may see which project.
 */
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { isAgencyScoped, type CurrentUser } from '../auth/current-user.js';
import type { Executor } from '../db/client.js';
import { agencies, brands, PROJECT_STATUSES, projectMarkets, projectMembers, projects, projectTypes } from '../db/schema.js';
import type { ListResource } from '../list/list-query.js';

const marketCodes = sql<string[]>`array(select ${projectMarkets.marketCode} from ${projectMarkets} where ${projectMarkets.projectUuid} = ${projects.uuid} order by 1)`;

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
  return db
    .select(selection)
    .from(projects)
    .innerJoin(brands, eq(brands.eid, projects.brandEid))
    .innerJoin(projectTypes, eq(projectTypes.eid, projects.projectTypeEid))
    .leftJoin(agencies, eq(agencies.eid, projects.agencyEid))
    .where(where);
}

/** The same joins for the total, so filters on joined names count what the page shows. */
export async function countProjects(db: Executor, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(projects)
    .innerJoin(brands, eq(brands.eid, projects.brandEid))
    .innerJoin(projectTypes, eq(projectTypes.eid, projects.projectTypeEid))
    .leftJoin(agencies, eq(agencies.eid, projects.agencyEid))
    .where(where);
  return row?.total ?? 0;
}

type ProjectRow = Awaited<ReturnType<typeof selectProjects>>[number];

/** The project as callers see it (dates ISO; the UI formats them dd/MM/yyyy). */
export function toProject(row: ProjectRow) {
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

export type Project = ReturnType<typeof toProject>;

/**
 * Row visibility: agency roles see their agency's projects and those they are a member of;
 * everyone else with projectsRead sees all (undefined = no condition).
 */
export function visibleTo(user: CurrentUser): SQL | undefined {
  if (!isAgencyScoped(user)) return undefined;
  const member = sql`exists (select 1 from ${projectMembers} where ${projectMembers.projectUuid} = ${projects.uuid} and ${projectMembers.userEid} = ${user.eid})`;
  return user.agencyEid ? or(eq(projects.agencyEid, user.agencyEid), member) : member;
}

export async function findVisibleProject(db: Executor, user: CurrentUser, uuid: string): Promise<Project | null> {
  const [row] = await selectProjects(db, and(eq(projects.uuid, uuid), visibleTo(user)));
  return row ? toProject(row) : null;
}

export const projectListResource: ListResource = {
  name: 'projects',
  fields: {
    uuid: { column: projects.uuid, type: 'uuid' },
    name: { column: projects.name, type: 'string', caseInsensitive: true },
    createdAt: { column: projects.createdAt, type: 'datetime' },
    estimatedGoLiveDate: { column: projects.estimatedGoLiveDate, type: 'date' },
    status: { column: projects.status, type: 'enum', values: PROJECT_STATUSES },
    agencyEid: { column: projects.agencyEid, type: 'string' },
    agencyName: { column: agencies.name, type: 'string', caseInsensitive: true },
    brandEid: { column: projects.brandEid, type: 'string' },
    brandName: { column: brands.name, type: 'string', caseInsensitive: true },
    projectTypeEid: { column: projects.projectTypeEid, type: 'string' },
    projectTypeName: { column: projectTypes.name, type: 'string', caseInsensitive: true },
    hasGlobalPolicies: { column: projects.hasGlobalPolicies, type: 'boolean' },
    hasAgeGateway: { column: projects.hasAgeGateway, type: 'boolean' },
    hasCookieConsent: { column: projects.hasCookieConsent, type: 'boolean' },
  },
  defaultOrderBy: 'createdAt desc',
  tieBreaker: projects.uuid,
};
