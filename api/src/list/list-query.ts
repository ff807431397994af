import { sql, type SQL } from 'drizzle-orm';
import { badRequest } from '../http/problem.js';
import { compileFilter, findLookupKeys } from './filter-sql.js';
import type { ListResource } from './list-resource.js';
import { parseFilter, type FilterNode } from './odata-filter.js';
import { compileOrderBy, orderByKeys, orderKeys, parseOrderBy, type OrderKey, type OrderTerm } from './order-by.js';

export type { FieldType, ListField, ListResource } from './list-resource.js';
export type { FilterNode, Literal } from './odata-filter.js';
export type { OrderKey, OrderTerm } from './order-by.js';
export { compileFilter, compileOrderBy, orderByKeys };
export { createCountCache, type CountCache, type CountCacheOptions } from './count-cache.js';
export { createPageCache, type PageCache, type PageCacheOptions } from './page-cache.js';

export const LIST_LIMITS = { defaultSize: 20, defaultMaxSize: 100, selectListSize: 250, maxPage: 1_000_000 } as const;

export interface ListParams {
  page: number;
  size: number;
  selectList: boolean;
  orderBy: OrderTerm[];
  filter: FilterNode | null;
}

export interface Page<T> {
  content: T[];
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
}

const invalid = (parameter: string, detail: string) => badRequest('list-param-invalid', detail, { parameter });

/** A query value given once, as a string (or a number, when a schema has coerced it already). */
function single(query: Record<string, unknown>, name: string): string | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  if (Array.isArray(value)) throw invalid(name, `${name} is given ${value.length} times; give it once.`);
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') throw invalid(name, `${name} must be given as text.`);
  return value;
}

function wholeNumber(query: Record<string, unknown>, name: string, rule: string): number | undefined {
  const text = single(query, name);
  if (text === undefined) return undefined;
  // seven digits cover every allowed value and keep the number exact
  if (!/^\d{1,7}$/.test(text)) throw invalid(name, `${name} must be ${rule} (got ${quote(text)}).`);
  return Number(text);
}

const quote = (text: string) => `'${text.length > 20 ? `${text.slice(0, 20)}…` : text}'`;

/** A text parameter; blank counts as absent. */
function text(query: Record<string, unknown>, name: string): string | undefined {
  const value = single(query, name);
  return value?.trim() ? value : undefined;
}

/**
 * Reads page, size, $orderBy and $filter. Lists page from 1; a select list asks page=0 with
 * size=250 and gets the first 250 rows. Fields are checked against the resource's whitelist here,
 * so every refusal happens before the route touches the database.
 */
export function parseListParams(query: Record<string, unknown>, resource: ListResource): ListParams {
  const { defaultSize, defaultMaxSize, selectListSize, maxPage } = LIST_LIMITS;
  const maxSize = resource.maxSize ?? defaultMaxSize;
  const page = wholeNumber(query, 'page', `a whole number from 1 to ${maxPage}, or 0 for a select list`) ?? 1;
  const size = wholeNumber(query, 'size', `a whole number from 1 to ${maxSize}`);
  const selectList = page === 0;
  if (selectList && size !== selectListSize) {
    throw invalid('page', `page=0 asks for a select list and needs size=${selectListSize}.`);
  }
  if (page > maxPage) throw invalid('page', `page must be at most ${maxPage} (got ${page}).`);
  if (!selectList && size !== undefined && (size < 1 || size > maxSize)) {
    throw invalid('size', `size must be a whole number from 1 to ${maxSize} (got ${size}).`);
  }
  const filterText = text(query, '$filter');
  return {
    page,
    size: size ?? defaultSize,
    selectList,
    orderBy: parseOrderBy(text(query, '$orderBy') ?? resource.defaultOrderBy, resource),
    filter: filterText === undefined ? null : parseFilter(filterText, resource),
  };
}

/** The parameters as a cache key: parsed, so spellings of one request (spaces, defaults) share it. */
export const listParamsKey = ({ page, size, orderBy, filter }: ListParams) => JSON.stringify([page, size, orderBy, filter]);

/** The fields a filter names, so a route joins only the tables they need. */
export function filterFields(node: FilterNode | null, into = new Set<string>()): Set<string> {
  if (!node) return into;
  switch (node.kind) {
    case 'and':
    case 'or':
      for (const operand of node.operands) filterFields(operand, into);
      break;
    case 'not':
      filterFields(node.operand, into);
      break;
    default:
      into.add(node.field);
  }
  return into;
}

/** Fields whose columns the compiled filter uses (a lookup field uses its foreign key, no join). */
export const whereFields = (params: ListParams, resource: ListResource): ReadonlySet<string> =>
  new Set([...filterFields(params.filter)].filter((name) => !resource.fields[name]?.lookup));

/** How a route builds its queries beyond the WHERE (which runList compiles). */
export interface ListShape {
  /** The order, ending with the resource's tie-breaker (the same terms as `orderBy`). */
  orderKeys: OrderKey[];
  /** Fields whose columns the WHERE uses (lookup fields use their foreign key); the total joins only for these. */
  filterFields: ReadonlySet<string>;
  /** Those and the fields of the order; the page's row selection joins only for these. */
  fields: ReadonlySet<string>;
}

export interface RunListOptions<T> {
  resource: ListResource;
  params: ListParams;
  /** The route's query: its own columns and joins, with the WHERE, ORDER BY, LIMIT and OFFSET given. */
  select: (where: SQL | undefined, orderBy: SQL[], limit: number, offset: number, shape: ListShape) => Promise<T[]>;
  /** The total for the same WHERE (wrap it with a CountCache on large tables). */
  count: (where: SQL | undefined, shape: ListShape) => Promise<number>;
  /** Runs a query and answers its rows: needed when the resource has lookup fields. */
  execute?: (query: SQL) => Promise<Record<string, unknown>[]>;
  /** ANDed with the filter, e.g. row visibility for agency roles. */
  extraWhere?: SQL;
  /** The table's row count, kept by the database: the total when nothing filters the list. */
  rowCount?: number;
}

/**
 * The WHERE of a list: the compiled $filter (lookup fields resolved first) ANDed with the
 * route's own condition. Lists and exports of one resource share it, so they select alike.
 */
export async function listWhere({
  resource,
  params,
  execute,
  extraWhere,
}: Pick<RunListOptions<unknown>, 'resource' | 'params' | 'execute' | 'extraWhere'>) {
  const lookupKeys = params.filter && execute ? await findLookupKeys(params.filter, resource, execute) : undefined;
  const conditions = [params.filter && compileFilter(params.filter, resource, lookupKeys), extraWhere].filter(
    (condition): condition is SQL => Boolean(condition),
  );
  // each part in parentheses: a caller's `a or b` must not bind into the other part
  return conditions.length
    ? sql.join(
        conditions.map((condition) => sql`(${condition})`),
        sql` and `,
      )
    : undefined;
}

/** The order keys and the fields the WHERE and ORDER BY use, for a route's own queries. */
export function listShape(params: ListParams, resource: ListResource): ListShape {
  const usedByWhere = whereFields(params, resource);
  return {
    orderKeys: orderKeys(params.orderBy, resource),
    filterFields: usedByWhere,
    // a field sorted by its own key needs no join for the order
    fields: new Set([...usedByWhere, ...params.orderBy.filter((term) => !resource.fields[term.field]?.sortKey).map((term) => term.field)]),
  };
}

export async function runList<T>({ resource, params, select, count, execute, extraWhere, rowCount }: RunListOptions<T>): Promise<Page<T>> {
  const where = await listWhere({ resource, params, execute, extraWhere });
  const offset = params.selectList ? 0 : (params.page - 1) * params.size;
  const shape = listShape(params, resource);
  const known = where === undefined ? rowCount : undefined;
  const [content, totalElements] =
    known === undefined
      ? await Promise.all([select(where, orderByKeys(shape.orderKeys), params.size, offset, shape), count(where, shape)])
      : [await selectFromNearerEnd(select, shape, params.size, offset, known), known];
  return {
    content,
    page: params.page,
    size: params.size,
    totalElements,
    totalPages: Math.ceil(totalElements / params.size),
  };
}

const reverse = (key: OrderKey): OrderKey => ({ ...key, direction: key.direction === 'desc' ? 'asc' : 'desc' });

/**
 * A page of an unfiltered list of `total` rows. Past the middle it is read in the reverse order
 * from the other end (PostgreSQL's default null placement flips with the direction, so the
 * reverse order is exact) and turned round: an index then steps over at most half the rows. If a
 * write commits between reading `total` and the page, the page is off by that write, as a
 * forward page read a moment later would be.
 */
async function selectFromNearerEnd<T>(
  select: RunListOptions<T>['select'],
  shape: ListShape,
  limit: number,
  offset: number,
  total: number,
): Promise<T[]> {
  if (offset * 2 <= total) return select(undefined, orderByKeys(shape.orderKeys), limit, offset, shape);
  const rows = Math.min(limit, total - offset);
  if (rows <= 0) return [];
  const reversed = { ...shape, orderKeys: shape.orderKeys.map(reverse) };
  return (await select(undefined, orderByKeys(reversed.orderKeys), rows, total - offset - rows, reversed)).reverse();
}
