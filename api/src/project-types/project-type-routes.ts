/**
 * Project types, the "types of website" (backoffice): list, export, detail, create/update, bulk
 * activation, delete, history. `state` follows `isActive` ('ACTIVE' or 'INACTIVE') whenever the
 * flag is written; older rows may have no state, which counts as active.
 */
import { Type } from '@sinclair/typebox';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PROJECT_TYPES } from '@ottilia/shared-contracts/resources';
import { projectTypes } from './project-type-table.js';
import { projects } from '../projects/project-table.js';
import { countRows } from '../reference-data/count-rows.js';
import { defineResource } from '../reference-data/define-resource.js';
import { activeFlag, NAME_MAX, readOnly, text } from '../reference-data/fields.js';
import { registerReferenceRoutes } from '../reference-data/reference-routes.js';
import { nullableString } from '../http/schema-types.js';

const projectCount = sql<number>`(select count(*)::int from ${projects} where ${projects.projectTypeEid} = ${projectTypes.eid})`;

const activeValues = (isActive: boolean) => ({ isActive, state: isActive ? 'ACTIVE' : 'INACTIVE' });

export const projectTypeResource = defineResource({
  identity: PROJECT_TYPES,
  table: projectTypes,
  fields: {
    // sorted case-insensitively (spec section 7), as every name
    name: text({ max: NAME_MAX, column: projectTypes.name, caseInsensitive: true, csv: 'Name' }),
    isActive: activeFlag({ column: projectTypes.isActive }),
    state: readOnly(nullableString({ description: "null or 'ACTIVE' = active, 'INACTIVE' = inactive" }), { stored: true }),
    projectCount: readOnly(Type.Integer(), { csv: 'Projects' }),
  },
  // the spec's body is `{ id, name, isActive }`: id is the eid
  bodyAlso: { id: Type.Optional(Type.String()) },
  defaultOrderBy: 'name asc',
  reads: [projects],
  async find(db, { where, orderBy, limit, offset = 0 }) {
    const rows = await db.select({ type: projectTypes, projectCount }).from(projectTypes).where(where).orderBy(...orderBy).limit(limit).offset(offset);
    return rows.map(({ type: t, projectCount }) => ({
      eid: t.eid, name: t.name, isActive: t.isActive, state: t.state, projectCount, version: t.version, createdAt: t.createdAt.toISOString(), updatedAt: t.updatedAt.toISOString(),
    }));
  },
  count: (db, where) => countRows(db, projectTypes, where),
  async toValues(_tx, body, current) {
    const isActive = body.isActive ?? current?.isActive ?? true;
    // an unchanged flag keeps the row's state (which may be null)
    const state = current && current.isActive === isActive ? { state: current.state } : activeValues(isActive);
    return { name: body.name.trim(), isActive, ...state };
  },
  activeValues,
  usage: async (tx, eid) => ({ projects: await countRows(tx, projects, eq(projects.projectTypeEid, eid)) }),
});

export default async function projectTypeRoutes(app: FastifyInstance) {
  registerReferenceRoutes(app, projectTypeResource);
}
