/** A resource's list: the columns it shows and how search, filters and sorting map to the API. */
import { paramFilters, simpleFilterOf, type AdminRecord, type ListFilter, type ListSource, type Resource } from '@ottilia/shared-admin';
import { type Column, type SortState } from '@ottilia/shared-ui/editing';

export interface ListSpec<Row extends AdminRecord> {
  resource: Resource;
  source: ListSource;
  filters: readonly ListFilter[];
  /** The resource's own columns; the ID column (and the selection) come first. */
  columns: readonly Column<Row>[];
}

/** Lists sort by name unless the user picks a column (the API's default order). */
const BY_NAME: SortState = { key: 'name', direction: 'asc' };

export function defineList<Row extends AdminRecord>(spec: {
  resource: Resource;
  searchFields: readonly string[];
  filters: readonly ListFilter[];
  columns: readonly Column<Row>[];
}): ListSpec<Row> {
  const { resource, searchFields, filters, columns } = spec;
  return {
    resource,
    source: {
      path: resource.apiPath,
      // sortable columns are keyed by the API field they sort
      params: { sortFields: columns.filter((column) => column.sortable).map((column) => column.key), defaultSort: BY_NAME, filters: paramFilters(filters) },
      filterOf: simpleFilterOf(searchFields, filters),
    },
    filters,
    columns,
  };
}
