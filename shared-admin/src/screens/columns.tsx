/** Columns several admin lists share; a sortable column's key is the API field it sorts. */
import { Link } from 'react-router-dom';
import { activeLabel, recordKey, recordRoute, type NodeText, type Resource, type Text } from '@ottilia/shared-admin';
import type { AdminColumn, ListRecord } from './list-spec';

/**
 * The column that names a row (its `key` field, e.g. a name or a title): a link to the record's
 * page, or plain text when records are edited in a dialog on the list.
 */
export function primaryColumn<Row extends ListRecord>(
  resource: Resource<Text>,
  key: keyof Row & string,
  header: NodeText,
  linked: boolean,
): AdminColumn<Row> {
  const column: AdminColumn<Row> = { key, header, sortable: true };
  return linked
    ? { ...column, render: (row) => <Link to={recordRoute(resource, recordKey(resource, row))}>{String(row[key])}</Link> }
    : column;
}

export function activeColumn<Row extends { isActive: boolean }>(): AdminColumn<Row> {
  return { key: 'isActive', header: { key: 'status.label' }, sortable: true, render: (row) => activeLabel(row.isActive) };
}
