/**
 * Legal entities (backoffice): list, export, detail, create/update, delete, history. They have
 * no active flag (no bulk activation); market legal data refers to them.
 */
import { Type } from '@sinclair/typebox';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { LEGAL_ENTITIES } from '@ottilia/shared-contracts/resources';
import { legalEntities } from './legal-entity-table.js';
import { markets } from '../markets/market-table.js';
import { projectLegalData } from '../projects/legal-data/legal-data-table.js';
import { assertKnownMarket } from '../markets/known-market.js';
import { countRows } from '../reference-data/count-rows.js';
import { defineResource } from '../reference-data/define-resource.js';
import { NAME_MAX, readOnly, text } from '../reference-data/fields.js';
import { registerReferenceRoutes } from '../reference-data/reference-routes.js';

const sameMarket = eq(markets.code, legalEntities.country);

export const legalEntityResource = defineResource({
  identity: LEGAL_ENTITIES,
  table: legalEntities,
  fields: {
    name: text({ max: NAME_MAX, column: legalEntities.name, caseInsensitive: true, csv: 'Name' }),
    country: text({ max: 10, column: legalEntities.country, csv: 'Country code', description: 'market code' }),
    countryName: readOnly(Type.String(), { column: markets.countryName, caseInsensitive: true, csv: 'Country' }),
  },
  defaultOrderBy: 'name asc',
  reads: [markets],
  async find(db, { where, orderBy, limit, offset = 0 }) {
    const rows = await db.select({ entity: legalEntities, countryName: markets.countryName }).from(legalEntities).innerJoin(markets, sameMarket).where(where).orderBy(...orderBy).limit(limit).offset(offset);
    return rows.map(({ entity: e, countryName }) => ({ eid: e.eid, name: e.name, country: e.country, countryName, version: e.version, createdAt: e.createdAt.toISOString(), updatedAt: e.updatedAt.toISOString() }));
  },
  // joined like the records, for a countryName filter (one market per entity: the total is the same)
  count: async (db, where) => (await db.select({ n: count() }).from(legalEntities).innerJoin(markets, sameMarket).where(where))[0]?.n ?? 0,
  async toValues(tx, body, current) {
    const values = { name: body.name.trim(), country: body.country.trim() };
    if (values.country !== current?.country) await assertKnownMarket(tx, values.country, 'country');
    return values;
  },
  usage: async (tx, eid) => ({ legalData: await countRows(tx, projectLegalData, eq(projectLegalData.legalEntityEid, eid)) }),
});

export default async function legalEntityRoutes(app: FastifyInstance) {
  registerReferenceRoutes(app, legalEntityResource);
}
