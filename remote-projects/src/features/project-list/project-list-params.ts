/**
 * The project list's state in the URL (`?page=2&sort=name,asc&q=gin`), so reload, back and
 * shared links restore it. Defaults are left out of the URL; invalid values fall back to them.
 */
import type { SortState } from '@ottilia/shared-ui';

/** Sortable fields of GET /projects (the API's whitelist for $orderBy). */
export const PROJECT_SORT_FIELDS = [
  'name',
  'agencyName',
  'brandName',
  'projectTypeName',
  'createdAt',
  'estimatedGoLiveDate',
  'status',
] as const;
export type ProjectSortField = (typeof PROJECT_SORT_FIELDS)[number];

export interface ProjectListParams {
  /** From 1. */
  page: number;
  /** `key` is one of PROJECT_SORT_FIELDS. */
  sort: SortState;
  /** Trimmed search text; '' is no search. */
  search: string;
}

export const DEFAULT_PROJECT_LIST_PARAMS: ProjectListParams = {
  page: 1,
  sort: { key: 'createdAt', direction: 'desc' },
  search: '',
};

const URL_KEYS = { page: 'page', sort: 'sort', search: 'q' } as const;

function isSortField(value: string): value is ProjectSortField {
  return (PROJECT_SORT_FIELDS as readonly string[]).includes(value);
}

function parsePage(value: string | null): number {
  // up to seven digits: the API's page limit, and the number stays exact
  return value !== null && /^[1-9]\d{0,6}$/.test(value) ? Number(value) : DEFAULT_PROJECT_LIST_PARAMS.page;
}

function parseSort(value: string | null): SortState {
  const [key, direction, ...rest] = value?.split(',') ?? [];
  if (key && isSortField(key) && (direction === 'asc' || direction === 'desc') && rest.length === 0) {
    return { key, direction };
  }
  return DEFAULT_PROJECT_LIST_PARAMS.sort;
}

export function parseProjectListParams(query: URLSearchParams): ProjectListParams {
  return {
    page: parsePage(query.get(URL_KEYS.page)),
    sort: parseSort(query.get(URL_KEYS.sort)),
    search: query.get(URL_KEYS.search)?.trim() ?? '',
  };
}

/**
 * The query string (without '?') with the list's keys set from `params`; other keys (e.g. from,
 * token, pr_id) are kept. Commas stay readable: `sort=name,asc`.
 */
export function writeProjectListParams(params: ProjectListParams, base = new URLSearchParams()): string {
  const query = new URLSearchParams(base);
  const defaults = DEFAULT_PROJECT_LIST_PARAMS;
  const sortChanged = params.sort.key !== defaults.sort.key || params.sort.direction !== defaults.sort.direction;
  const entries: [string, string | null][] = [
    [URL_KEYS.page, params.page === defaults.page ? null : String(params.page)],
    [URL_KEYS.sort, sortChanged ? `${params.sort.key},${params.sort.direction}` : null],
    [URL_KEYS.search, params.search.trim() || null],
  ];
  for (const [key, value] of entries) {
    if (value === null) query.delete(key);
    else query.set(key, value);
  }
  return query.toString().replaceAll('%2C', ',');
}

/** Applies a change; a new sort or search starts again at page 1 unless a page is given. */
export function changeProjectListParams(current: ProjectListParams, change: Partial<ProjectListParams>): ProjectListParams {
  const next = { ...current, ...change, search: (change.search ?? current.search).trim() };
  const sortChanged = next.sort.key !== current.sort.key || next.sort.direction !== current.sort.direction;
  const resetPage = change.page === undefined && (sortChanged || next.search !== current.search);
  return resetPage ? { ...next, page: 1 } : next;
}

/** `$orderBy` of a sort: 'createdAt desc'. */
export function orderByOf(sort: SortState): string {
  return `${sort.key} ${sort.direction}`;
}
