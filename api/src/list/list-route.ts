/**
 * GET /{resource}: the one list handler of every paged resource. Whitelisted $filter/$orderBy, totals
 * from the count cache, whole answers from the page cache, both keyed on the database's generation of
 * every table the list reads, so a write committed through any instance shows in the next call.
 */
import { Type } from '@sinclair/typebox';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { Permission } from '@ottilia/shared-contracts/permissions';
import type { ResourceIdentity } from '@ottilia/shared-contracts/resources';
import { userOf } from '../auth/auth-plugin.js';
import type { CurrentUser } from '../auth/current-user.js';
import { getTableName, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../db/client.js';
import { problemResponses } from '../http/schemas.js';
import { countRows } from '../reference-data/count-rows.js';
import { readGenerations } from './generations.js';
import { listParamsKey, parseListParams, runList, type ListResource, type ListShape } from './list-query.js';

export interface ListRoute<Row> {
  /** URL segment and list-cache name, e.g. 'brands'. */
  path: string;
  permission: Permission | 'authenticated';
  list: ListResource;
  /** `$id` of the record schema the page's content items follow. */
  recordId: string;
  tags: readonly string[];
  summary: string;
  /** For the documented query: orders and filters of this resource (default: from the whitelist). */
  examples?: { orderBy: string; filter: string };
  /** Every table the rows, totals, filters and visibility read (e.g. brands and, for projectCount, projects). */
  reads: readonly PgTable[];
  /**
   * The table the list pages, when the database keeps its row count (migration 0008; it must be
   * in `reads`): the total of an unfiltered list without counting, and deep pages from the nearer end.
   */
  counted?: PgTable;
  /** Which rows the caller may see, and the cache-key part that condition depends on. */
  visibility?: (user: CurrentUser) => { scope: string; where: SQL | undefined };
  /** The page's rows: the route's columns and joins with the WHERE, ORDER BY, LIMIT and OFFSET given. */
  select(db: Executor, where: SQL | undefined, orderBy: SQL[], limit: number, offset: number, shape: ListShape): Promise<Row[]>;
  count(db: Executor, where: SQL | undefined, shape: ListShape): Promise<number>;
  /** The record a row is shown as (default: the row itself). */
  toRecord?: (row: Row) => unknown;
}

/** A list's path, read permission, record schema and tag from its resource's one identity. */
export function listNames({ apiPath, permissions, recordId }: ResourceIdentity) {
  const path = apiPath.slice(1);
  return { path, permission: permissions.read, recordId, tags: [path] };
}

/** One table's rows as records (`toRecord`) and their total: for a list route or an export. */
export function tableRows<T extends PgTable, Rec>(
  table: T,
  toRecord: (row: T['$inferSelect']) => Rec,
): {
  select(db: Executor, where: SQL | undefined, orderBy: SQL[], limit: number, offset: number): Promise<Rec[]>;
  count(db: Executor, where: SQL | undefined): Promise<number>;
} {
  return {
    select: async (db, where, orderBy, limit, offset) =>
      (
        (await db
          .select()
          .from(table as PgTable)
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset)) as T['$inferSelect'][]
      ).map(toRecord),
    count: (db, where) => countRows(db, table, where),
  };
}

/** The default order, and a search on the first case-insensitive text field. */
function defaultExamples(list: ListResource) {
  const text = Object.keys(list.fields).find((name) => list.fields[name]!.caseInsensitive) ?? 'name';
  return { orderBy: `'${list.defaultOrderBy}' (default)`, filter: `contains(${text},'gin')` };
}

/** The fields $orderBy takes (the whitelist's, less those marked not sortable). */
const sortableFields = (list: ListResource) => Object.keys(list.fields).filter((name) => list.fields[name]!.sortable !== false);

/**
 * Documented here; read and checked by parseListParams (query values arrive as text). The
 * examples of $orderBy are its sortable fields, one each, so the document lists them and the
 * front end's sort fields are generated from it (shared-contracts' SORT_FIELDS).
 */
export const listQuerySchema = ({ orderBy, filter }: { orderBy: string; filter: string }, sortable: readonly string[] = []) =>
  Type.Object({
    page: Type.Optional(Type.String({ description: 'Page from 1; 0 with size=250 for a select list' })),
    size: Type.Optional(Type.String({ description: 'Rows per page, 1..100 (default 20)' })),
    $orderBy: Type.Optional(
      Type.String({ description: `e.g. ${orderBy}`, ...(sortable.length ? { examples: sortable.map((field) => `${field} asc`) } : {}) }),
    ),
    $filter: Type.Optional(Type.String({ description: `OData subset, e.g. ${filter}` })),
  });

/** The page of records (titled e.g. BrandList in the OpenAPI document). */
export const pageSchema = (recordId: string) =>
  ({
    title: `${recordId}List`,
    type: 'object',
    required: ['content', 'page', 'size', 'totalElements', 'totalPages'],
    properties: {
      content: { type: 'array', items: { $ref: `${recordId}#` } },
      page: { type: 'integer' },
      size: { type: 'integer' },
      totalElements: { type: 'integer' },
      totalPages: { type: 'integer' },
    },
  }) as const;

export function registerListRoute<Row>(app: FastifyInstance, route: ListRoute<Row>) {
  const { path, list, reads, visibility, toRecord } = route;
  const counted = route.counted && getTableName(route.counted);
  // lookup fields resolve their keys with a raw query first
  const hasLookups = Object.values(list.fields).some((field) => field.lookup);
  app.get(
    `/${path}`,
    {
      config: { permission: route.permission },
      schema: {
        tags: [...route.tags],
        summary: route.summary,
        querystring: listQuerySchema(route.examples ?? defaultExamples(list), sortableFields(list)),
        response: { 200: pageSchema(route.recordId), ...problemResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const params = parseListParams(request.query, list);
      const visible = visibility?.(userOf(request));
      const { key: generations, rowCounts } = await readGenerations(app.db, reads);
      const key = [visible?.scope ?? 'all', listParamsKey(params)].join('\0');
      const body = await app.pages.page(path, generations, key, async () => {
        const page = await runList({
          resource: list,
          params,
          extraWhere: visible?.where,
          ...(counted ? { rowCount: rowCounts.get(counted) } : {}),
          select: (where, orderBy, limit, offset, shape) => route.select(app.db, where, orderBy, limit, offset, shape),
          count: (where, shape) => app.counts.count(path, generations, where, () => route.count(app.db, where, shape)),
          ...(hasLookups ? { execute: (query: SQL) => queryRows(app.db, query) } : {}),
        });
        // the route's 200 schema serialiser, which writes text
        return reply.serialize(toRecord ? { ...page, content: page.content.map(toRecord) } : page) as string;
      });
      // a string with a JSON type goes out as it is
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );
}
