/** A resource's list: the columns it shows and how search, filters and sorting map to the API. */
import type { SortState, Column } from '@ottilia/shared-ui';
import type { ListFilter } from '../shared-list/list-filters';
import { paramFilters } from '../shared-list/list-filters';
import type { ListParamsConfig } from '../shared-list/list-params';
import type { ListSource } from '../shared-list/use-list-page';
import type { BackofficeRecord, Resource } from './resource';

export interface ListSpec<Row extends BackofficeRecord> {
  resource: Resource;
  source: ListSource;
  params: ListParamsConfig;
  /** The resource's own columns; the ID column (and the selection) come first. */
  columns: readonly Column<Row>[];
}

/** Lists sort by name unless the user picks a column (the API's default order). */
const BY_NAME: SortState = { key: 'name', direction: 'asc' };

export function defineList<Row extends BackofficeRecord>(spec: {
  resource: Resource;
  searchFields: readonly string[];
  filters: readonly ListFilter[];
  columns: readonly Column<Row>[];
}): ListSpec<Row> {
  const { resource, searchFields, filters, columns } = spec;
  return {
    resource,
    source: { path: resource.apiPath, searchFields, filters },
    // sortable columns are keyed by the API field they sort
    params: { sortFields: columns.filter((column) => column.sortable).map((column) => column.key), defaultSort: BY_NAME, filters: paramFilters(filters) },
    columns,
  };
}
