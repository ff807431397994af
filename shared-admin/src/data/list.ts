/**
 * Lists: the list state (page, sort, search, column filters) becomes the request (page, size,
 * `$orderBy`, an OData `$filter`) of a resource's collection, read through the app's SWR fetcher.
 */
import { listSwrOptions, type Query } from '@ottilia/shared-auth';
import { useRead } from '@ottilia/shared-auth/typed';
import { pageKeyOf, rowsPageKey } from '@ottilia/shared-auth/typed-collection';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { filterColumns, type ListFilter } from '../list/list-filters';
import { orderByOf, type ListParams, type ListParamsConfig } from '../list/list-params';
import { buildFilter, listQuery, SELECT_LIST_SIZE, type ListRequest } from './odata';
import type { CollectionPath, DataResource } from './types';

/** How a list screen's state maps to its resource's list requests. */
export interface ListSource {
  /** The resource's collection, e.g. '/brands' (a ResourceIdentity's apiPath). */
  path: CollectionPath;
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
  return listQuery({ page: params.page, size: params.size, filter: source.filterOf(params), orderBy: orderByOf(params.sort) });
}

/** SWR key of one page of `resource` (page from 1; page 0 with size 250 for a select list). */
export const listKey = <C extends CollectionPath>(resource: DataResource<C>, request: ListRequest) =>
  pageKeyOf(resource.apiPath, listQuery(request));

/** The page a list screen's state shows; Row is the rows' type its screen names. */
export const pageKey = <Row = unknown>(source: ListSource, params: ListParams) => rowsPageKey<Row>(source.path, pageQuery(source, params));

/** One page of `resource`, the previous kept while the next loads; null asks nothing. */
export function useResourceList<C extends CollectionPath>(resource: DataResource<C>, request: ListRequest | null) {
  return useRead(request === null ? null : listKey(resource, request), listSwrOptions);
}

/** A drop-down's choices: page 0 of 250 rows of `resource`, `orderBy` 'name asc' unless given. */
export function useSelectList<C extends CollectionPath>(
  resource: DataResource<C>,
  options: { filter?: string; orderBy?: string; enabled?: boolean } = {},
) {
  const { filter, orderBy, enabled = true } = options;
  return useRead(enabled ? listKey(resource, { page: 0, size: SELECT_LIST_SIZE, filter, orderBy }) : null, { revalidateOnFocus: false });
}

/** Reloads every loaded page of the list of `resource` (its SWR keys are [path, query]). */
export function useRevalidateList(resource: DataResource | CollectionPath): () => void {
  const path = typeof resource === 'string' ? resource : resource.apiPath;
  const { mutate } = useSWRConfig();
  return useCallback(() => void mutate((key) => Array.isArray(key) && key[0] === path), [mutate, path]);
}
