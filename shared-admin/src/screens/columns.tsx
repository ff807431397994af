/** Columns several admin lists share; a sortable column's key is the API field it sorts. */
import { Link } from 'react-router-dom';
import { activeLabel, recordRoute, type AdminRecord, type Resource, type Text } from '@ottilia/shared-admin';
import type { AdminColumn } from './list-spec';

export function nameColumn<Row extends AdminRecord>(resource: Resource<Text>): AdminColumn<Row> {
  return { key: 'name', header: { key: 'list.name' }, sortable: true, render: (row) => <Link to={recordRoute(resource, row.eid)}>{row.name}</Link> };
}

export function activeColumn<Row extends { isActive: boolean }>(): AdminColumn<Row> {
  return { key: 'isActive', header: { key: 'status.label' }, sortable: true, render: (row) => activeLabel(row.isActive) };
}
