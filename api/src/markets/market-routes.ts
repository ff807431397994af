/**
 * GET /markets: the market codes the other resources refer to, with their country names
 * ('GO' is Global) and minimum ages, for any signed-in user (every form's market select).
 * GET and PUT /markets/{code}: one market; Super Admins create and edit them (marketsEdit).
 * GET /markets/{code}/history and GET /markets/export.csv (POST /markets/exports): for the
 * Super Admins' Markets screen (marketsEdit).
 */
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../db/client.js';
import { markets } from './market-table.js';
import type { ListResource } from '../list/list-query.js';
import { countRows } from '../reference-data/count-rows.js';
import { registerListRoute } from '../list/list-route.js';
import type { RecordQuery } from '../reference-data/reference-resource.js';
import { marketBody, marketParams, marketSchema } from './market-schemas.js';
import { userOf } from '../auth/auth-plugin.js';
import { notFound } from '../http/problem.js';
import { problemResponses } from '../http/schemas.js';
import { answerRecord, readPreconditions } from '../http/versioning.js';
import { findMarket, MARKET_KIND, putMarket } from './market-write.js';
import { registerCsvExport } from '../exports/csv-export.js';
import type { CsvColumn } from '../http/csv.js';
import { readHistory } from '../reference-data/record-history.js';
import { historyReply } from '../reference-data/reference-schemas.js';

type MarketRow = Awaited<ReturnType<typeof findMarkets>>[number];

const CSV_COLUMNS: readonly CsvColumn<MarketRow>[] = [
  { header: 'Code', value: (row) => row.code },
  { header: 'Country', value: (row) => row.countryName },
  { header: 'Minimum age', value: (row) => String(row.minimumAge) },
];

const marketList: ListResource = {
  name: 'markets',
  fields: {
    code: { column: markets.code, type: 'string' },
    countryName: { column: markets.countryName, type: 'string', caseInsensitive: true },
    minimumAge: { column: markets.minimumAge, type: 'number' },
  },
  defaultOrderBy: 'countryName asc',
  tieBreaker: markets.code,
};

const findMarkets = (db: Executor, { where, orderBy, limit, offset = 0 }: RecordQuery) =>
  db
    .select({ code: markets.code, countryName: markets.countryName, minimumAge: markets.minimumAge, version: markets.version })
    .from(markets)
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);

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

  registerCsvExport(app, {
    path: 'markets',
    permission: 'marketsEdit',
    tags: ['markets'],
    plural: 'markets',
    list: marketList,
    columns: CSV_COLUMNS,
    select: (db, where, orderBy, limit, offset) => findMarkets(db, { where, orderBy, limit, offset }),
    count: (db, where) => countRows(db, markets, where),
  });

  const record = { $ref: 'Market#' };
  app.get(
    '/markets/:code',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags: ['markets'],
        summary: 'One market',
        params: marketParams,
        response: { 200: record, ...problemResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const market = await findMarket(app.db, request.params.code);
      if (!market) throw notFound('market-not-found', `There is no market "${request.params.code}".`);
      return answerRecord(reply, market);
    },
  );

  app.put(
    '/markets/:code',
    {
      config: { permission: 'marketsEdit' },
      schema: {
        tags: ['markets'],
        summary: 'Create (If-None-Match: *) or update (If-Match) a market; Super Admins only',
        params: marketParams,
        body: marketBody,
        response: { 200: record, 201: record, ...problemResponses(400, 401, 403, 412, 422, 428) },
      },
    },
    async (request, reply) => {
      const { outcome, market } = await putMarket(
        app.db,
        userOf(request).eid,
        request.params.code,
        request.body,
        readPreconditions(request),
      );
      return answerRecord(reply, market, outcome, `/markets/${market.code}`);
    },
  );

  app.get(
    '/markets/:code/history',
    {
      config: { permission: 'marketsEdit' },
      schema: {
        tags: ['markets'],
        summary: "The market's history, newest first",
        params: marketParams,
        response: { 200: historyReply, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { code } = request.params;
      if (!(await findMarket(app.db, code))) throw notFound('market-not-found', `There is no market "${code}".`);
      return readHistory(app.db, MARKET_KIND, code);
    },
  );
}
