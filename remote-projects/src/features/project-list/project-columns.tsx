import { type Column } from '@ottilia/shared-ui/editing';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatDate, shortId } from '../../lib/format';
import { OTHER_AGENCY_LABEL, PROJECT_STATUS_LABELS, type ProjectStatus } from '../../lib/project';
import { CopyIdCell } from '@ottilia/shared-ui/admin';
import { DeleteProjectButton } from './delete-project-button';
import type { ProjectListItem, ProjectSortField } from './project-list-source';

/** A column sorted by the server: its key is the API field that `$orderBy` names. */
function sortable(key: ProjectSortField, header: string, render: (project: ProjectListItem) => ReactNode): Column<ProjectListItem> {
  return { key, header, sortable: true, render };
}

/** The status filter's label ('In review'); a status this screen does not know yet as sent. */
const statusLabel = (status: string) => PROJECT_STATUS_LABELS[status as ProjectStatus] ?? status;

export const PROJECT_COLUMNS: readonly Column<ProjectListItem>[] = [
  { key: 'uuid', header: 'ID', render: (project) => <CopyIdCell id={project.uuid} shown={shortId(project.uuid)} /> },
  sortable('name', 'Name', (project) => <Link to={`/projects/${project.uuid}`}>{project.name}</Link>),
  sortable('agencyName', 'Agency', (project) => project.agency?.name ?? OTHER_AGENCY_LABEL),
  sortable('brandName', 'Brand', (project) => project.brand.name),
  sortable('projectTypeName', 'Type of website', (project) => project.projectTypeName),
  sortable('createdAt', 'Created', (project) => formatDate(project.createdAt)),
  sortable('estimatedGoLiveDate', 'Estimated go-live', (project) =>
    project.estimatedGoLiveDate ? formatDate(project.estimatedGoLiveDate) : '—',
  ),
  sortable('status', 'Status', (project) => statusLabel(project.status)),
];

/** The columns for the current user: a Delete per row for those who may delete projects. */
export function projectColumns({ canDelete, onDeleted }: { canDelete: boolean; onDeleted(): void }): readonly Column<ProjectListItem>[] {
  if (!canDelete) return PROJECT_COLUMNS;
  return [
    ...PROJECT_COLUMNS,
    { key: 'actions', header: 'Actions', render: (project) => <DeleteProjectButton project={project} onDone={onDeleted} /> },
  ];
}
