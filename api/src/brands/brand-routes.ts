/** Brands (backoffice): list, export, detail, create/update, bulk activation, delete, history. */
import { Type } from '@sinclair/typebox';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { BRANDS } from '@ottilia/shared-contracts/resources';
import { brands } from './brand-table.js';
import { projects } from '../projects/project-table.js';
import { countRows } from '../reference-data/count-rows.js';
import { defineResource } from '../reference-data/define-resource.js';
import { activeFlag, NAME_MAX, readOnly, text } from '../reference-data/fields.js';
import { registerReferenceRoutes } from '../reference-data/reference-routes.js';

export const TYPE_MAX = 60;

const projectCount = sql<number>`(select count(*)::int from ${projects} where ${projects.brandEid} = ${brands.eid})`;

export const brandResource = defineResource({
  identity: BRANDS,
  table: brands,
  fields: {
    name: text({ max: NAME_MAX, column: brands.name, caseInsensitive: true, csv: 'Name' }),
    type: text({ max: TYPE_MAX, column: brands.type, caseInsensitive: true, csv: 'Type', description: 'lower case, e.g. spirits, wine, beer; shown capitalised' }),
    isActive: activeFlag({ column: brands.isActive }),
    projectCount: readOnly(Type.Integer(), { csv: 'Projects' }),
  },
  defaultOrderBy: 'name asc',
  reads: [projects],
  async find(db, { where, orderBy, limit, offset = 0 }) {
    const rows = await db.select({ brand: brands, projectCount }).from(brands).where(where).orderBy(...orderBy).limit(limit).offset(offset);
    return rows.map(({ brand: b, projectCount }) => ({
      eid: b.eid, name: b.name, type: b.type, isActive: b.isActive, projectCount, version: b.version, createdAt: b.createdAt.toISOString(), updatedAt: b.updatedAt.toISOString(),
    }));
  },
  count: (db, where) => countRows(db, brands, where),
  toValues: async (_tx, body, current) => ({
    name: body.name.trim(),
    type: body.type.trim().toLowerCase(),
    isActive: body.isActive ?? current?.isActive ?? true,
  }),
  activeValues: (isActive) => ({ isActive }),
  usage: async (tx, eid) => ({ projects: await countRows(tx, projects, eq(projects.brandEid, eid)) }),
});

export default async function brandRoutes(app: FastifyInstance) {
  registerReferenceRoutes(app, brandResource);
}
