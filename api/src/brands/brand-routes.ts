/** Brands (backoffice): list, export, detail, create/update, bulk activation, delete, history. */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../db/client.js';
import { brands, projects } from '../db/schema.js';
import { countRows } from '../reference-data/count-rows.js';
import { activeLabel } from '../reference-data/csv.js';
import type { RecordQuery, ReferenceResource } from '../reference-data/reference-resource.js';
import { registerReferenceRoutes } from '../reference-data/reference-routes.js';
import { brandPutBody, brandSchema, type BrandPutBody } from './brand-schemas.js';

const projectCount = sql<number>`(select count(*)::int from ${projects} where ${projects.brandEid} = ${brands.eid})`;

async function findBrands(db: Executor, { where, orderBy, limit, offset = 0 }: RecordQuery) {
  const rows = await db.select({ brand: brands, projectCount }).from(brands).where(where).orderBy(...orderBy).limit(limit).offset(offset);
  return rows.map(({ brand, projectCount }) => ({
    eid: brand.eid,
    name: brand.name,
    type: brand.type,
    isActive: brand.isActive,
    projectCount,
    version: brand.version,
    createdAt: brand.createdAt.toISOString(),
    updatedAt: brand.updatedAt.toISOString(),
  }));
}

type Brand = Awaited<ReturnType<typeof findBrands>>[number];

export const brandResource: ReferenceResource<typeof brands, Brand, BrandPutBody> = {
  path: 'brands',
  kind: 'brand',
  noun: 'brand',
  plural: 'brands',
  permissions: { read: 'brandsRead', create: 'brandsCreate', edit: 'brandsEdit', delete: 'brandsDelete' },
  table: brands,
  fields: ['name', 'type', 'isActive'],
  list: {
    name: 'brands',
    fields: {
      eid: { column: brands.eid, type: 'string' },
      name: { column: brands.name, type: 'string', caseInsensitive: true },
      type: { column: brands.type, type: 'string', caseInsensitive: true },
      isActive: { column: brands.isActive, type: 'boolean' },
      createdAt: { column: brands.createdAt, type: 'datetime' },
    },
    defaultOrderBy: 'name asc',
    tieBreaker: brands.eid,
  },
  schemas: { record: brandSchema, body: brandPutBody },
  shows: ['projects'],
  namedIn: ['projects'],
  find: findBrands,
  count: (db, where) => countRows(db, brands, where),
  toValues: async (_tx, body, current) => ({
    name: body.name.trim(),
    type: body.type.trim().toLowerCase(),
    isActive: body.isActive ?? current?.isActive ?? true,
  }),
  activeValues: (isActive) => ({ isActive }),
  usage: async (tx, eid) => ({ projects: await countRows(tx, projects, eq(projects.brandEid, eid)) }),
  csv: [
    { header: 'ID', value: (b) => b.eid },
    { header: 'Name', value: (b) => b.name },
    { header: 'Type', value: (b) => b.type },
    { header: 'Status', value: (b) => activeLabel(b.isActive) },
    { header: 'Projects', value: (b) => b.projectCount },
    { header: 'Created', value: (b) => b.createdAt },
    { header: 'Updated', value: (b) => b.updatedAt },
  ],
};

export default async function brandRoutes(app: FastifyInstance) {
  registerReferenceRoutes(app, brandResource);
}
