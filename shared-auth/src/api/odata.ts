/**
 * Query parameters of list calls (spec section 7, docs/conventions.md section 5): page, size, $orderBy and an
 * OData $filter that combines the search box and the column filters with 'and'. One copy for the
 * host and the remotes, in the typed collection client's entry (@ottilia/shared-auth/typed-collection),
 * which is no federation singleton, so the first load of /home does not carry it.
 */
import type { Query } from './list-query.js';

export const DEFAULT_ORDER_BY = 'name asc';
/** Select lists ask for one big page from page 0 (spec section 9). */
export const SELECT_LIST_SIZE = 250;

export type FilterValue = string | number | boolean | null;

export interface FilterInput {
  /** Free text of the search box; matched with contains() on every search field. */
  search?: string;
  searchFields?: readonly string[];
  /** Column filters: a value means `eq`, a list means `in`; undefined or '' is no filter. */
  columns?: Record<string, FilterValue | readonly FilterValue[] | undefined>;
  /** Date ranges (yyyy-MM-dd, bare OData date literals), both ends included; an end left out is open. */
  dateRanges?: Record<string, { from?: string; to?: string }>;
}

/** OData literal; single quotes inside strings are doubled. */
export function odataLiteral(value: FilterValue): string {
  if (typeof value === 'string') return `'${value.replaceAll("'", "''")}'`;
  return String(value);
}

/** `contains(name,'x') and brandEid eq 'B1'`, or undefined when nothing filters. */
export function buildFilter({ search, searchFields = [], columns = {}, dateRanges = {} }: FilterInput): string | undefined {
  const clauses: string[] = [];
  const text = search?.trim();
  if (text && searchFields.length > 0) {
    const matches = searchFields.map((field) => `contains(${field},${odataLiteral(text)})`);
    clauses.push(matches.length === 1 ? matches[0]! : `(${matches.join(' or ')})`);
  }
  for (const [field, value] of Object.entries(columns)) {
    if (value === undefined || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) clauses.push(`${field} in (${value.map(odataLiteral).join(',')})`);
    } else {
      clauses.push(`${field} eq ${odataLiteral(value as FilterValue)}`);
    }
  }
  for (const [field, { from, to }] of Object.entries(dateRanges)) {
    if (from) clauses.push(`${field} ge ${from}`);
    if (to) clauses.push(`${field} le ${to}`);
  }
  return clauses.length > 0 ? clauses.join(' and ') : undefined;
}

/** One page of a list request. */
export interface ListRequest {
  /** List pages start at 1. */
  page: number;
  size?: number;
  /** `field asc|desc`, comma-separated; default 'name asc'. */
  orderBy?: string;
  filter?: string;
}

export function listQuery({ page, size, orderBy = DEFAULT_ORDER_BY, filter }: ListRequest): Query {
  return { page, size, $orderBy: orderBy, $filter: filter };
}

/** Page 0 of 250 items sorted by name, for drop-downs. */
export function selectListQuery(filter?: string): Query {
  return listQuery({ page: 0, size: SELECT_LIST_SIZE, filter });
}
