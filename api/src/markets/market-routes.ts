/**
 * GET /markets: the market codes the other resources refer to, with their country names
 * ('GO' is Global). Read-only reference data for any signed-in user (every form's market select).
 */
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../db/client.js';
import { markets } from './market-table.js';
import type { ListResource } from '../list/list-query.js';
import { countRows } from '../reference-data/count-rows.js';
import { registerListRoute } from '../list/list-route.js';
import type { RecordQuery } from '../reference-data/reference-resource.js';
import { marketSchema } from './market-schemas.js';

const marketList: ListResource = {
  name: 'markets',
  fields: {
    code: { column: markets.code, type: 'string' },
    countryName: { column: markets.countryName, type: 'string', caseInsensitive: true },
  },
  defaultOrderBy: 'countryName asc',
  tieBreaker: markets.code,
};

const findMarkets = (db: Executor, { where, orderBy, limit, offset = 0 }: RecordQuery) =>
  db.select({ code: markets.code, countryName: markets.countryName }).from(markets).where(where).orderBy(...orderBy).limit(limit).offset(offset);


export default async function marketRoutes(app: FastifyInstance) {
  app.addSchema(marketSchema);
  registerListRoute(app, {
    path: 'markets',
    permission: 'authenticated',
    list: marketList,
    recordId: marketSchema.$id,
    tags: ['markets'],
    summary: 'List markets (page, size, $orderBy, $filter); default order countryName asc',
    reads: [markets],
    select: (db, where, orderBy, limit, offset) => findMarkets(db, { where, orderBy, limit, offset }),
    count: (db, where) => countRows(db, markets, where),
  });
}
