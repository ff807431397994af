/**
 * Project types, the "types of website" (backoffice): list, export, detail, create/update, bulk
 * activation, delete, history. `state` follows `isActive` ('ACTIVE' or 'INACTIVE') whenever the
 * flag is written; older rows may have no state, which counts as active.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../db/client.js';
import { projects, projectTypes } from '../db/schema.js';
import { countRows } from '../reference-data/count-rows.js';
import { activeLabel } from '../reference-data/csv.js';
import type { RecordQuery, ReferenceResource } from '../reference-data/reference-resource.js';
import { registerReferenceRoutes } from '../reference-data/reference-routes.js';
import { projectTypePutBody, projectTypeSchema, type ProjectTypePutBody } from './project-type-schemas.js';

const projectCount = sql<number>`(select count(*)::int from ${projects} where ${projects.projectTypeEid} = ${projectTypes.eid})`;

async function findProjectTypes(db: Executor, { where, orderBy, limit, offset = 0 }: RecordQuery) {
  const rows = await db.select({ type: projectTypes, projectCount }).from(projectTypes).where(where).orderBy(...orderBy).limit(limit).offset(offset);
  return rows.map(({ type, projectCount }) => ({
    eid: type.eid,
    name: type.name,
    isActive: type.isActive,
    state: type.state,
    projectCount,
    version: type.version,
    createdAt: type.createdAt.toISOString(),
    updatedAt: type.updatedAt.toISOString(),
  }));
}

type ProjectType = Awaited<ReturnType<typeof findProjectTypes>>[number];

const activeValues = (isActive: boolean) => ({ isActive, state: isActive ? 'ACTIVE' : 'INACTIVE' });

export const projectTypeResource: ReferenceResource<typeof projectTypes, ProjectType, ProjectTypePutBody> = {
  path: 'project-types',
  kind: 'project-type',
  noun: 'project type',
  plural: 'project types',
  permissions: { read: 'siteTypesRead', create: 'siteTypesCreate', edit: 'siteTypesEdit', delete: 'siteTypesDelete' },
  table: projectTypes,
  fields: ['name', 'isActive', 'state'],
  list: {
    name: 'project types',
    fields: {
      eid: { column: projectTypes.eid, type: 'string' },
      // sorted case-insensitively (spec section 7), as every name
      name: { column: projectTypes.name, type: 'string', caseInsensitive: true },
      isActive: { column: projectTypes.isActive, type: 'boolean' },
    },
    defaultOrderBy: 'name asc',
    tieBreaker: projectTypes.eid,
  },
  schemas: { record: projectTypeSchema, body: projectTypePutBody },
  shows: ['projects'],
  namedIn: ['projects'],
  find: findProjectTypes,
  count: (db, where) => countRows(db, projectTypes, where),
  async toValues(_tx, body, current) {
    const isActive = body.isActive ?? current?.isActive ?? true;
    // an unchanged flag keeps the row's state (which may be null)
    const state = current && current.isActive === isActive ? { state: current.state } : activeValues(isActive);
    return { name: body.name.trim(), isActive, ...state };
  },
  activeValues,
  usage: async (tx, eid) => ({ projects: await countRows(tx, projects, eq(projects.projectTypeEid, eid)) }),
  csv: [
    { header: 'ID', value: (t) => t.eid },
    { header: 'Name', value: (t) => t.name },
    { header: 'Status', value: (t) => activeLabel(t.isActive) },
    { header: 'Projects', value: (t) => t.projectCount },
    { header: 'Created', value: (t) => t.createdAt },
    { header: 'Updated', value: (t) => t.updatedAt },
  ],
};

export default async function projectTypeRoutes(app: FastifyInstance) {
  registerReferenceRoutes(app, projectTypeResource);
}
