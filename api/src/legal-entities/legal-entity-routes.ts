/**
 * Legal entities (backoffice): list, export, detail, create/update, delete, history. They have
 * no active flag (no bulk activation); market legal data refers to them.
 */
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../db/client.js';
import { legalEntities, markets, projectLegalData } from '../db/schema.js';
import { assertKnownMarket } from '../markets/known-market.js';
import { countRows } from '../reference-data/count-rows.js';
import type { RecordQuery, ReferenceResource } from '../reference-data/reference-resource.js';
import { registerReferenceRoutes } from '../reference-data/reference-routes.js';
import { legalEntityPutBody, legalEntitySchema, type LegalEntityPutBody } from './legal-entity-schemas.js';

const sameMarket = eq(markets.code, legalEntities.country);

async function findLegalEntities(db: Executor, { where, orderBy, limit, offset = 0 }: RecordQuery) {
  const rows = await db
    .select({ entity: legalEntities, countryName: markets.countryName })
    .from(legalEntities)
    .innerJoin(markets, sameMarket)
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
  return rows.map(({ entity, countryName }) => ({
    eid: entity.eid,
    name: entity.name,
    country: entity.country,
    countryName,
    version: entity.version,
    createdAt: entity.createdAt.toISOString(),
    updatedAt: entity.updatedAt.toISOString(),
  }));
}

type LegalEntity = Awaited<ReturnType<typeof findLegalEntities>>[number];

export const legalEntityResource: ReferenceResource<typeof legalEntities, LegalEntity, LegalEntityPutBody> = {
  path: 'legal-entities',
  kind: 'legal-entity',
  noun: 'legal entity',
  plural: 'legal entities',
  permissions: { read: 'entitiesRead', create: 'entitiesCreate', edit: 'entitiesEdit', delete: 'entitiesDelete' },
  table: legalEntities,
  fields: ['name', 'country'],
  list: {
    name: 'legal entities',
    fields: {
      eid: { column: legalEntities.eid, type: 'string' },
      name: { column: legalEntities.name, type: 'string', caseInsensitive: true },
      country: { column: legalEntities.country, type: 'string' },
      countryName: { column: markets.countryName, type: 'string', caseInsensitive: true },
    },
    defaultOrderBy: 'name asc',
    tieBreaker: legalEntities.eid,
  },
  schemas: { record: legalEntitySchema, body: legalEntityPutBody },
  find: findLegalEntities,
  // joined like the records, for a countryName filter (one market per entity: the total is the same)
  count: async (db, where) => (await db.select({ n: count() }).from(legalEntities).innerJoin(markets, sameMarket).where(where))[0]?.n ?? 0,
  async toValues(tx, body, current) {
    const values = { name: body.name.trim(), country: body.country.trim() };
    if (values.country !== current?.country) await assertKnownMarket(tx, values.country, 'country');
    return values;
  },
  usage: async (tx, eid) => ({ legalData: await countRows(tx, projectLegalData, eq(projectLegalData.legalEntityEid, eid)) }),
  csv: [
    { header: 'ID', value: (e) => e.eid },
    { header: 'Name', value: (e) => e.name },
    { header: 'Country code', value: (e) => e.country },
    { header: 'Country', value: (e) => e.countryName },
    { header: 'Created', value: (e) => e.createdAt },
    { header: 'Updated', value: (e) => e.updatedAt },
  ],
};

export default async function legalEntityRoutes(app: FastifyInstance) {
  registerReferenceRoutes(app, legalEntityResource);
}
