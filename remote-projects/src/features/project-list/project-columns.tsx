import { titleCase } from '@ottilia/shared-auth';
import type { Column } from '@ottilia/shared-ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatDate } from '../../lib/format';
import { ProjectIdCell } from './project-id-cell';
import type { ProjectSortField } from './project-list-params';
import type { ProjectListItem } from './use-projects';

/** A column sorted by the server: its key is the API field that `$orderBy` names. */
function sortable(key: ProjectSortField, header: string, render: (project: ProjectListItem) => ReactNode): Column<ProjectListItem> {
  return { key, header, sortable: true, render };
}

export const PROJECT_COLUMNS: readonly Column<ProjectListItem>[] = [
  { key: 'uuid', header: 'ID', render: (project) => <ProjectIdCell uuid={project.uuid} /> },
  sortable('name', 'Name', (project) => <Link to={`/projects/${project.uuid}`}>{project.name}</Link>),
  sortable('agencyName', 'Agency', (project) => project.agency?.name ?? 'Other agency'),
  sortable('brandName', 'Brand', (project) => project.brand.name),
  sortable('projectTypeName', 'Type of website', (project) => project.projectTypeName),
  sortable('createdAt', 'Created', (project) => formatDate(project.createdAt)),
  sortable('estimatedGoLiveDate', 'Estimated go-live', (project) =>
    project.estimatedGoLiveDate ? formatDate(project.estimatedGoLiveDate) : '—',
  ),
  sortable('status', 'Status', (project) => titleCase(project.status)),
];
