/** Columns several admin lists share; a sortable column's key is the API field it sorts. */
import { type Column } from '@ottilia/shared-ui/editing';
import { Link } from 'react-router-dom';
import { activeLabel, recordRoute, type AdminRecord, type Resource } from '@ottilia/shared-admin';

export function nameColumn<Row extends AdminRecord>(resource: Resource): Column<Row> {
  return { key: 'name', header: 'Name', sortable: true, render: (row) => <Link to={recordRoute(resource, row.eid)}>{row.name}</Link> };
}

export function activeColumn<Row extends { isActive: boolean }>(): Column<Row> {
  return { key: 'isActive', header: 'Status', sortable: true, render: (row) => activeLabel(row.isActive) };
}
