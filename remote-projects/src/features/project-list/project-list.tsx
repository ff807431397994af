/**
 * The project list of spec section 2 (/projects): search, column filters, server-sorted table
 * and paging, all kept in the URL and remembered per user, with rows per page, a column choice and saved views; Excel export of what the filters select; Delete per row, and
 * of the selected rows at once, for those who may delete projects. shared-admin runs it.
 */
import { columnOptions, shownColumns, useBulkActions, useListController, useListOptions, PROJECTS_API } from '@ottilia/shared-admin';
import { errorReference, useCurrentUser } from '@ottilia/shared-auth';
import { Alert, PageHeader, PageStack, primaryLinkStyle, row } from '@ottilia/shared-ui';
import { ListFooter } from '@ottilia/shared-ui/editing';
import { BulkBar, ListEmpty, ListOptions, ListTable, ListToolbar, selectionColumn } from '@ottilia/shared-ui/admin';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ExportExcelButton } from './export-excel-button';
import { projectColumns } from './project-columns';
import { ProjectListFilters } from './project-list-filters';
import { PROJECT_LIST_SOURCE, type ProjectListItem } from './project-list-source';
import { useProjectsStrings } from '../../i18n/strings';

export function ProjectList() {
  const list = useListController<ProjectListItem>(PROJECT_LIST_SOURCE);
  const { params, change, data, rows, error, selection } = list;
  const { can } = useCurrentUser();
  const { t } = useProjectsStrings();
  const canDelete = can('projectsDelete');
  const bulk = useBulkActions({
    resource: PROJECTS_API,
    selected: [...selection.selected],
    onDone: () => {
      selection.clear();
      list.refresh();
    },
  });
  const noun = [t('list.project'), t('list.projects')] as const;
  const columns = [
    ...(canDelete
      ? [
          selectionColumn(
            rows,
            (project) => project.uuid,
            (project) => project.name,
            selection,
          ),
        ]
      : []),
    ...projectColumns({ canDelete, onDeleted: list.refresh, t }),
  ];
  const options = useListOptions(list, PROJECT_LIST_SOURCE, columnOptions(columns, 'name'));

  return (
    <PageStack>
      <PageHeader>
        <h1>{t('common.projects')}</h1>
        <Actions>
          <ExportExcelButton query={list.exportQuery} />
          {can('projectsCreate') && <NewProjectLink to="/new-project">{t('list.newProject')}</NewProjectLink>}
        </Actions>
      </PageHeader>
      <ListToolbar
        searchLabel={t('list.search')}
        search={params.search}
        onSearch={(search) => change({ search })}
        filtersLabel={t('list.filter')}
        activeFilters={list.activeFilters}
        filters={<ProjectListFilters filters={params.filters} onChange={(filters) => change({ filters })} />}
        refreshing={list.refreshing}
        loadingLabel={t('list.loading')}
        options={<ListOptions {...options} />}
      />
      {canDelete && <BulkBar noun={noun} actions={['delete']} {...bulk} onAsk={bulk.ask} onCancel={bulk.cancel} onApply={bulk.apply} />}
      {error ? (
        <Alert
          type="error"
          message={error.message}
          reference={errorReference(error)}
          action={list.refresh}
          actionName={t('common.retry')}
        />
      ) : (
        <ListTable
          caption={t('common.projects')}
          columns={shownColumns(columns, list.columns.hidden, 'name')}
          primaryKey="name"
          leadingKey="select"
          rows={rows}
          rowKey={(project) => project.uuid}
          sort={params.sort}
          onSortChange={(sort) => change({ sort })}
          loading={list.loading}
          emptyState={<ListEmpty noun={noun[1]} narrowed={list.narrowed} onClear={list.clear} />}
        />
      )}
      {!error && data && rows.length > 0 && (
        <ListFooter
          page={params.page}
          totalPages={data.totalPages}
          totalElements={data.totalElements}
          noun={noun}
          onPageChange={(page) => change({ page })}
        />
      )}
    </PageStack>
  );
}

const NewProjectLink = styled(Link)`${primaryLinkStyle}`;

const Actions = styled.div`${row(12, { align: 'stretch' })}`;
