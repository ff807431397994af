/**
 * The project list's state in the URL (`?page=2&sort=name,asc&q=gin&status=DRAFT`), so reload,
 * back and shared links restore it. Defaults are left out of the URL; invalid values fall back
 * to them.
 */
import type { SortState } from '@ottilia/shared-ui';
import { PROJECT_STATUSES, type ProjectStatus } from '../../lib/project';

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

/**
 * Column filters; a key that is absent does not filter. The URL keys are these names
 * (`from` is taken: the host's query may carry from, token and pr_id).
 */
export interface ProjectListFilters {
  /** An agency eid, or 'other' (OTHER_AGENCY) for projects without an agency yet. */
  agency?: string;
  brand?: string;
  /** Type of website (project type eid). */
  type?: string;
  status?: ProjectStatus;
  /** Estimated go-live date range, yyyy-MM-dd, both ends included. */
  goLiveFrom?: string;
  goLiveTo?: string;
}
export type ProjectFilterKey = keyof ProjectListFilters;

export const PROJECT_FILTER_KEYS = ['agency', 'brand', 'type', 'status', 'goLiveFrom', 'goLiveTo'] as const satisfies readonly ProjectFilterKey[];

export interface ProjectListParams {
  /** From 1. */
  page: number;
  /** `key` is one of PROJECT_SORT_FIELDS. */
  sort: SortState;
  /** Trimmed search text; '' is no search. */
  search: string;
  filters: ProjectListFilters;
}

/** A change of the list: filters given as '' (or undefined) are removed, others set. */
export interface ProjectListChange {
  page?: number;
  sort?: SortState;
  search?: string;
  filters?: Partial<Record<ProjectFilterKey, string | undefined>>;
}

export const DEFAULT_PROJECT_LIST_PARAMS: ProjectListParams = {
  page: 1,
  sort: { key: 'createdAt', direction: 'desc' },
  search: '',
  filters: {},
};

const URL_KEYS = { page: 'page', sort: 'sort', search: 'q' } as const;

/** Reference ids as the API makes them (seeded 'AG-NORTHWIND', or a uuid); nothing that could break the filter. */
const EID = /^[A-Za-z0-9][\w.:-]{0,99}$/;

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const isStatus = (value: string): value is ProjectStatus => (PROJECT_STATUSES as readonly string[]).includes(value);

/** Which URL values each filter accepts; anything else is left out (no filter). */
const FILTER_ACCEPTS: Record<ProjectFilterKey, (value: string) => boolean> = {
  agency: (value) => EID.test(value),
  brand: (value) => EID.test(value),
  type: (value) => EID.test(value),
  status: isStatus,
  goLiveFrom: isCalendarDate,
  goLiveTo: isCalendarDate,
};

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

/** Keeps the filters whose value is accepted, in PROJECT_FILTER_KEYS order. */
function cleanFilters(values: Partial<Record<ProjectFilterKey, string | null | undefined>>): ProjectListFilters {
  const filters: Record<string, string> = {};
  for (const key of PROJECT_FILTER_KEYS) {
    const value = values[key]?.trim();
    if (value && FILTER_ACCEPTS[key](value)) filters[key] = value;
  }
  return filters as ProjectListFilters;
}

export function parseProjectListParams(query: URLSearchParams): ProjectListParams {
  return {
    page: parsePage(query.get(URL_KEYS.page)),
    sort: parseSort(query.get(URL_KEYS.sort)),
    search: query.get(URL_KEYS.search)?.trim() ?? '',
    filters: cleanFilters(Object.fromEntries(PROJECT_FILTER_KEYS.map((key) => [key, query.get(key)]))),
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
    ...PROJECT_FILTER_KEYS.map((key): [string, string | null] => [key, params.filters[key] ?? null]),
  ];
  for (const [key, value] of entries) {
    if (value === null) query.delete(key);
    else query.set(key, value);
  }
  return query.toString().replaceAll('%2C', ',');
}

const sameFilters = (a: ProjectListFilters, b: ProjectListFilters) => PROJECT_FILTER_KEYS.every((key) => a[key] === b[key]);

/** Applies a change; a new sort, search or filter starts again at page 1 unless a page is given. */
export function changeProjectListParams(current: ProjectListParams, change: ProjectListChange): ProjectListParams {
  const next: ProjectListParams = {
    page: change.page ?? current.page,
    sort: change.sort ?? current.sort,
    search: (change.search ?? current.search).trim(),
    filters: change.filters ? cleanFilters({ ...current.filters, ...change.filters }) : current.filters,
  };
  const sortChanged = next.sort.key !== current.sort.key || next.sort.direction !== current.sort.direction;
  const narrowed = sortChanged || next.search !== current.search || !sameFilters(next.filters, current.filters);
  return change.page === undefined && narrowed ? { ...next, page: 1 } : next;
}

/** Whether any column filter is set. */
export const hasFilters = (filters: ProjectListFilters) => PROJECT_FILTER_KEYS.some((key) => filters[key] !== undefined);

/** `$orderBy` of a sort: 'createdAt desc'. */
export function orderByOf(sort: SortState): string {
  return `${sort.key} ${sort.direction}`;
}
