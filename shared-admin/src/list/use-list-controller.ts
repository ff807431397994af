/**
 * A list screen's machinery (ra-core's useListController, in small): the params in the URL,
 * one page of rows through the app's SWR fetcher, a page past the end moved to the last one,
 * the row selection of that page, refresh, and the query an export sends.
 */
import { listSwrOptions, type ApiError, type ApiKey, type Query } from '@ottilia/shared-auth';
import { buildFilter, listQuery } from '../api/list-query';
import { useEffect, useMemo } from 'react';
import useSWR from 'swr';
import { filterColumns, type ListFilter } from './list-filters';
import { orderByOf, type ListParams, type ListParamsConfig } from './list-params';
import { useRowSelection, type RowSelection } from './row-selection';
import { useListParams, type ChangeListParams } from './use-list-params';

export const LIST_PAGE_SIZE = 20;

/** The API's list answer. */
export interface Page<T> {
  content: T[];
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
}

export interface ListSource {
  /** API path, e.g. '/brands'. */
  path: string;
  /** URL params: sort fields, default sort, which filter values are accepted. Must be stable. */
  params: ListParamsConfig;
  /** `$filter` of the search and filters. */
  filterOf(params: ListParams): string | undefined;
}

/** `$filter` of a search box over `searchFields` and `eq` column filters, joined with 'and'. */
export function simpleFilterOf(searchFields: readonly string[], filters: readonly ListFilter[]) {
  return ({ search, filters: values }: ListParams) => buildFilter({ search, searchFields, columns: filterColumns(filters, values) });
}

/** `$filter` and `$orderBy` of the list's current params, without paging (what an export sends). */
export function criteriaQuery(source: ListSource, params: ListParams): Query {
  return { $filter: source.filterOf(params), $orderBy: orderByOf(params.sort) };
}

export function pageQuery(source: ListSource, params: ListParams): Query {
  return listQuery({ page: params.page, size: LIST_PAGE_SIZE, filter: source.filterOf(params), orderBy: orderByOf(params.sort) });
}

export interface ListController<Row> {
  params: ListParams;
  change: ChangeListParams;
  /** The current page, once loaded (the previous one stays while another loads). */
  data: Page<Row> | undefined;
  rows: readonly Row[];
  error: ApiError | undefined;
  /** Nothing to show yet. */
  loading: boolean;
  /** Another page is loading while the rows of the last one stay. */
  refreshing: boolean;
  refresh(): void;
  selection: RowSelection;
  /** A search or filter is set. */
  narrowed: boolean;
  /** How many column filters are set. */
  activeFilters: number;
  /** Clears the search and every filter. */
  clear(): void;
  /** What an export of the list sends: the filters and order, no paging. */
  exportQuery: Query;
}

export function useListController<Row>(source: ListSource): ListController<Row> {
  const [params, change] = useListParams(source.params);
  const query = pageQuery(source, params);
  const key: ApiKey = [source.path, query];
  const { data, error, isLoading, mutate } = useSWR<Page<Row>, ApiError>(key, listSwrOptions);
  const selection = useRowSelection(JSON.stringify(query));

  // a page past the end (an old link, or rows deleted since) moves to the last page
  const lastPage = !isLoading && data && params.page > data.totalPages && data.totalPages > 0 ? data.totalPages : null;
  useEffect(() => {
    if (lastPage !== null) change({ page: lastPage }, { replace: true });
  }, [lastPage, change]);

  const activeFilters = Object.keys(params.filters).length;
  const exportQuery = useMemo(() => criteriaQuery(source, params), [source, params]);
  return {
    params,
    change,
    data,
    rows: data?.content ?? [],
    error,
    loading: data === undefined,
    // keepPreviousData: while another page loads the rows stay, with an indicator; a retry after a failure too
    refreshing: isLoading && (data !== undefined || error !== undefined),
    refresh: () => void mutate(),
    selection,
    narrowed: params.search !== '' || activeFilters > 0,
    activeFilters,
    clear: () => change({ search: '', filters: Object.fromEntries(Object.keys(params.filters).map((name) => [name, ''])) }),
    exportQuery,
  };
}
