/**
 * A list screen's state in the URL (`?page=2&size=50&sort=name,desc&q=gin&status=active`), so reload,
 * back and shared links restore it. Defaults are left out of the URL, invalid values fall back
 * to them, and keys the list does not own (e.g. from, token, pr_id) are kept.
 * Generic over the list: its sort fields, default sort and column filters come from a config.
 */
import { type SortState } from '@ottilia/shared-ui/editing';

export interface ListParams {
  /** From 1. */
  page: number;
  /** Rows per page, one of PAGE_SIZES. */
  size: number;
  sort: SortState;
  /** Trimmed search text; '' is no search. */
  search: string;
  /** Column filter values by URL key; a key without a value is not filtered. */
  filters: Readonly<Record<string, string>>;
}

export interface ListParamsConfig {
  /** Fields the server may sort by (its `$orderBy` whitelist). */
  sortFields: readonly string[];
  defaultSort: SortState;
  /** URL key of each column filter and which values it accepts. */
  filters: readonly { param: string; accepts(value: string): boolean }[];
}

export interface ListParamsChange {
  page?: number;
  size?: number;
  sort?: SortState;
  search?: string;
  /** Filters to set; '' removes one. */
  filters?: Readonly<Record<string, string>>;
}

const URL_KEYS = { page: 'page', size: 'size', sort: 'sort', search: 'q' } as const;
const FIRST_PAGE = 1;

/** The page sizes a list offers; 100 is the most the API answers on one page (its `size` limit). */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
/** The API's own default page size, left out of the URL. */
export const DEFAULT_PAGE_SIZE = 20;

export function defaultListParams(config: ListParamsConfig): ListParams {
  return { page: FIRST_PAGE, size: DEFAULT_PAGE_SIZE, sort: config.defaultSort, search: '', filters: {} };
}

/** The URL keys a list owns: its state, as opposed to keys such as pr_id or token. */
export function listParamKeys(config: ListParamsConfig): string[] {
  return [...Object.values(URL_KEYS), ...config.filters.map(({ param }) => param)];
}

/** The list's own part of a query string (what a saved view or the remembered state keeps). */
export function ownListQuery(query: URLSearchParams, config: ListParamsConfig): string {
  return writeListParams(parseListParams(query, config), config);
}

function parsePage(value: string | null): number {
  // up to seven digits: the API's page limit, and the number stays exact
  return value !== null && /^[1-9]\d{0,6}$/.test(value) ? Number(value) : FIRST_PAGE;
}

function parseSize(value: string | null): number {
  const size = value !== null && /^\d{1,3}$/.test(value) ? Number(value) : DEFAULT_PAGE_SIZE;
  return (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE;
}

function parseSort(value: string | null, config: ListParamsConfig): SortState {
  const [key, direction, ...rest] = value?.split(',') ?? [];
  if (key && config.sortFields.includes(key) && (direction === 'asc' || direction === 'desc') && rest.length === 0) {
    return { key, direction };
  }
  return config.defaultSort;
}

function parseFilters(query: URLSearchParams, config: ListParamsConfig): Record<string, string> {
  const filters: Record<string, string> = {};
  for (const { param, accepts } of config.filters) {
    const value = query.get(param)?.trim();
    if (value && accepts(value)) filters[param] = value;
  }
  return filters;
}

export function parseListParams(query: URLSearchParams, config: ListParamsConfig): ListParams {
  return {
    page: parsePage(query.get(URL_KEYS.page)),
    size: parseSize(query.get(URL_KEYS.size)),
    sort: parseSort(query.get(URL_KEYS.sort), config),
    search: query.get(URL_KEYS.search)?.trim() ?? '',
    filters: parseFilters(query, config),
  };
}

const sameSort = (a: SortState, b: SortState) => a.key === b.key && a.direction === b.direction;

/** The query string (without '?') with the list's keys set from `params`; other keys are kept. */
export function writeListParams(params: ListParams, config: ListParamsConfig, base = new URLSearchParams()): string {
  const query = new URLSearchParams(base);
  const entries: [string, string | null][] = [
    [URL_KEYS.page, params.page === FIRST_PAGE ? null : String(params.page)],
    [URL_KEYS.size, params.size === DEFAULT_PAGE_SIZE ? null : String(params.size)],
    [URL_KEYS.sort, sameSort(params.sort, config.defaultSort) ? null : `${params.sort.key},${params.sort.direction}`],
    [URL_KEYS.search, params.search.trim() || null],
    ...config.filters.map(({ param }): [string, string | null] => [param, params.filters[param] || null]),
  ];
  for (const [key, value] of entries) {
    if (value === null) query.delete(key);
    else query.set(key, value);
  }
  // commas stay readable: sort=name,asc
  return query.toString().replaceAll('%2C', ',');
}

function sameFilters(a: ListParams['filters'], b: ListParams['filters']): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => (a[key] ?? '') === (b[key] ?? ''));
}

/** Applies a change; a new size, sort, search or filter starts again at page 1 unless a page is given. */
export function changeListParams(current: ListParams, change: ListParamsChange): ListParams {
  const merged = Object.entries({ ...current.filters, ...change.filters }).filter(([, value]) => value !== '');
  const next: ListParams = {
    page: change.page ?? current.page,
    size: change.size ?? current.size,
    sort: change.sort ?? current.sort,
    search: (change.search ?? current.search).trim(),
    filters: Object.fromEntries(merged),
  };
  const startsOver =
    next.size !== current.size ||
    !sameSort(next.sort, current.sort) ||
    next.search !== current.search ||
    !sameFilters(next.filters, current.filters);
  return change.page === undefined && startsOver ? { ...next, page: FIRST_PAGE } : next;
}

/** `$orderBy` of a sort: 'name asc'. */
export function orderByOf(sort: SortState): string {
  return `${sort.key} ${sort.direction}`;
}
