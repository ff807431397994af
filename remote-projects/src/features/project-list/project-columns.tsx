import { type Column } from '@ottilia/shared-ui/editing';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatDate, shortId } from '../../lib/format';
import { OTHER_AGENCY_LABEL, PROJECT_LABELS, PROJECT_STATUS_LABELS, type ProjectStatus } from '../../lib/project';
import { CopyIdCell } from '@ottilia/shared-ui/admin';
import type { ProjectsT } from '../../i18n/strings';
import { DeleteProjectButton } from './delete-project-button';
import type { ProjectListItem, ProjectSortField } from './project-list-source';

/** A column sorted by the server: its key is the API field that `$orderBy` names. */
function sortable(key: ProjectSortField, header: string, render: (project: ProjectListItem) => ReactNode): Column<ProjectListItem> {
  return { key, header, sortable: true, render };
}

/** The columns for the current user, worded by t: a Delete per row for those who may delete projects. */
export function projectColumns({
  canDelete,
  onDeleted,
  t,
}: {
  canDelete: boolean;
  onDeleted(): void;
  t: ProjectsT;
}): readonly Column<ProjectListItem>[] {
  // the status filter's label ('In review'); a status this screen does not know yet as sent
  const statusLabel = (status: string) => {
    const key = PROJECT_STATUS_LABELS[status as ProjectStatus];
    return key ? t(key) : status;
  };
  const columns: Column<ProjectListItem>[] = [
    { key: 'uuid', header: t('common.id'), render: (project) => <CopyIdCell id={project.uuid} shown={shortId(project.uuid)} /> },
    sortable('name', t(PROJECT_LABELS.name), (project) => <Link to={`/projects/${project.uuid}`}>{project.name}</Link>),
    sortable('agencyName', t(PROJECT_LABELS.agencyEid), (project) => project.agency?.name ?? t(OTHER_AGENCY_LABEL)),
    sortable('brandName', t(PROJECT_LABELS.brandEid), (project) => project.brand.name),
    sortable('projectTypeName', t(PROJECT_LABELS.projectTypeEid), (project) => project.projectTypeName),
    sortable('createdAt', t('common.created'), (project) => formatDate(project.createdAt)),
    sortable('estimatedGoLiveDate', t('common.goLive'), (project) =>
      project.estimatedGoLiveDate ? formatDate(project.estimatedGoLiveDate) : '—',
    ),
    sortable('status', t('common.status'), (project) => statusLabel(project.status)),
  ];
  if (canDelete)
    columns.push({
      key: 'actions',
      header: t('common.actions'),
      render: (project) => <DeleteProjectButton project={project} onDone={onDeleted} />,
    });
  return columns;
}
