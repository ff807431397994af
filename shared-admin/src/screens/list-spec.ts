/** A resource's list: the columns it shows and how search, filters and sorting map to the API. */
import { paramFilters, recordKey, simpleFilterOf, type ListFilter, type ListSource, type Resource } from '@ottilia/shared-admin';
import { type Column, type SortState } from '@ottilia/shared-ui/editing';
import type { NodeText, Text } from '@ottilia/shared-admin';

/** A list column whose header is what shared-ui's Column takes, or a key / function of t (see Text). */
export interface AdminColumn<Row> extends Omit<Column<Row>, 'header'> {
  header: NodeText;
}

/**
 * A listed row: its link, selection and copy cell use its `eid`, or the field its resource's
 * `key` names (recordKey), so no field is required here.
 */
export type ListRecord = object;

export interface ListSpec<Row extends ListRecord> {
  resource: Resource<Text>;
  source: ListSource;
  filters: readonly ListFilter[];
  /** The resource's own columns; the ID column (and the selection) come first. */
  columns: readonly AdminColumn<Row>[];
  /** The column that names a row (a card's title on a phone). */
  primaryKey: string;
  /** How a row is named to screen readers, e.g. in its selection box. */
  labelOf(row: Row): string;
  /** The API offers bulk (de)activation and delete for the resource. */
  bulk: boolean;
}

/** Lists sort by name unless the user picks a column (the API's default order). */
const BY_NAME: SortState = { key: 'name', direction: 'asc' };

export function defineList<Row extends ListRecord>(spec: {
  resource: Resource<Text>;
  searchFields: readonly string[];
  filters: readonly ListFilter[];
  columns: readonly AdminColumn<Row>[];
  /** The field that names a row; 'name' unless given. */
  primaryKey?: keyof Row & string;
  /** The API's default order; by name unless given. */
  defaultSort?: SortState;
  /** false: the API has no bulk routes for the resource (default true). */
  bulk?: boolean;
}): ListSpec<Row> {
  const { resource, searchFields, filters, columns, primaryKey = 'name', defaultSort = BY_NAME, bulk = true } = spec;
  return {
    resource,
    source: {
      path: resource.apiPath,
      // sortable columns are keyed by the API field they sort
      params: {
        sortFields: columns.filter((column) => column.sortable).map((column) => column.key),
        defaultSort,
        filters: paramFilters(filters),
      },
      filterOf: simpleFilterOf(searchFields, filters),
    },
    filters,
    columns,
    primaryKey,
    labelOf: (row) => String((row as Record<string, unknown>)[primaryKey] ?? recordKey(resource, row)),
    bulk,
  };
}
