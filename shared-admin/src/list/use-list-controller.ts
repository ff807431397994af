/**
 * A list screen's machinery (ra-core's useListController, in small): the params in the URL,
 * remembered per user, one page of rows through the app's SWR fetcher, a page past the end moved to the last one,
 * the row selection of that page, refresh, and the query an export sends.
 */
import { listSwrOptions, useCurrentUser, type ApiError, type Query } from '@ottilia/shared-auth';
import { useRead } from '@ottilia/shared-auth/typed';
import { useEffect, useMemo } from 'react';
import { criteriaQuery, pageKey, type ListSource } from '../data/list';
import type { Page } from '../data/types';
import { useColumnChoice, type ColumnChoice } from './column-choice';
import { listMemoryKey } from './list-memory';
import { type ListParams } from './list-params';
import { useRowSelection, type RowSelection } from './row-selection';
import { useListParams, type ChangeListParams } from './use-list-params';

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
  /** The columns the user hid (remembered with the list's state). */
  columns: ColumnChoice;
}

export function useListController<Row>(source: ListSource): ListController<Row> {
  // each signed-in user's lists remember their state; without a user (yet) nothing is remembered
  const userEid = useCurrentUser().me?.eid;
  const memoryKey = userEid === undefined ? null : listMemoryKey(userEid, source.path);
  const [params, change] = useListParams(source.params, memoryKey);
  const columns = useColumnChoice(memoryKey);
  const key = pageKey<Row>(source, params);
  const { data, error, isLoading, mutate } = useRead(key, listSwrOptions);
  const selection = useRowSelection(JSON.stringify(key));

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
    columns,
  };
}
