/** One page of a list resource for the list's params, through the app's SWR fetcher. */
import { buildFilter, listQuery, listSwrOptions, type ApiError, type ApiKey, type Query } from '@ottilia/shared-auth';
import useSWR from 'swr';
import { filterColumns, type ListFilter } from './list-filters';
import { orderByOf, type ListParams } from './list-params';

export const LIST_PAGE_SIZE = 20;

/** The API's list answer. */
export interface Page<T> {
  content: T[];
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
}

/** Where a list reads from and how its search box and filters map onto `$filter`. */
export interface ListSource {
  /** API path, e.g. '/brands'. */
  path: string;
  /** The search box matches any of these (API field names). */
  searchFields: readonly string[];
  filters: readonly ListFilter[];
}

/** What narrows and orders the list, as `listQuery` takes it. */
function criteriaOf(source: ListSource, { sort, search, filters }: ListParams): { filter: string | undefined; orderBy: string } {
  const filter = buildFilter({ search, searchFields: source.searchFields, columns: filterColumns(source.filters, filters) });
  return { filter, orderBy: orderByOf(sort) };
}

/** `$filter` and `$orderBy` of the list's current params, without paging (what an export sends). */
export function criteriaQuery(source: ListSource, params: ListParams): Query {
  const { filter, orderBy } = criteriaOf(source, params);
  return { $filter: filter, $orderBy: orderBy };
}

export function pageQuery(source: ListSource, params: ListParams): Query {
  return listQuery({ page: params.page, size: LIST_PAGE_SIZE, ...criteriaOf(source, params) });
}

export function useListPage<T>(source: ListSource, params: ListParams) {
  const key: ApiKey = [source.path, pageQuery(source, params)];
  return useSWR<Page<T>, ApiError>(key, listSwrOptions);
}
