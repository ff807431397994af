/**
 * The project list of spec section 2 (/projects): search, column filters, server-sorted table
 * and paging, all kept in the URL; Excel export of what the filters select; Delete per row for
 * those who may delete projects.
 */
import { useCurrentUser } from '@ottilia/shared-auth';
import { Alert, DataTable, ListFooter, LoadingIndicator, PageHeader, PageStack, primaryLinkStyle, SearchField, space } from '@ottilia/shared-ui';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ExportExcelButton } from './export-excel-button';
import { projectColumns } from './project-columns';
import { ProjectListEmpty } from './project-list-empty';
import { ProjectListFilters } from './project-list-filters';
import { hasFilters } from './project-list-params';
import { useProjectListParams } from './use-project-list-params';
import { projectExportQuery, useProjects } from './use-projects';

const SEARCH_DEBOUNCE_MS = 300;

export function ProjectList() {
  const [params, changeParams] = useProjectListParams();
  const { data, error, isLoading, mutate } = useProjects(params);
  const { can } = useCurrentUser();
  // keepPreviousData: while another page or search loads, the table keeps the rows it has;
  // a retry after a failure also shows that something is happening
  const refreshing = isLoading && (data !== undefined || error !== undefined);

  // A page past the end (an old link, or rows deleted since) moves to the last page.
  const lastPage = !isLoading && data && params.page > data.totalPages && data.totalPages > 0 ? data.totalPages : null;
  useEffect(() => {
    if (lastPage !== null) changeParams({ page: lastPage }, { replace: true });
  }, [lastPage, changeParams]);

  const columns = projectColumns({ canDelete: can('projectsDelete'), onDeleted: () => void mutate() });

  return (
    <PageStack>
      <PageHeader>
        <h1>Projects</h1>
        <Actions>
          <ExportExcelButton query={projectExportQuery(params)} />
          {can('projectsCreate') && <NewProjectLink to="/new-project">New project</NewProjectLink>}
        </Actions>
      </PageHeader>
      <Toolbar>
        <SearchField
          label="Search projects"
          debounceMs={SEARCH_DEBOUNCE_MS}
          value={params.search}
          onChange={(search) => changeParams({ search })}
        />
        {refreshing && <LoadingIndicator size="small" label="Loading projects" />}
      </Toolbar>
      <ProjectListFilters filters={params.filters} onChange={(filters) => changeParams({ filters })} />
      {error ? (
        <Alert type="error" message={error.message} action={() => void mutate()} actionName="Retry" />
      ) : (
        <DataTable
          caption="Projects"
          columns={columns}
          rows={data?.content ?? []}
          rowKey={(project) => project.uuid}
          sort={params.sort}
          onSortChange={(sort) => changeParams({ sort })}
          loading={data === undefined}
          emptyState={
            <ProjectListEmpty search={params.search} filtered={hasFilters(params.filters)} onClearSearch={() => changeParams({ search: '' })} />
          }
        />
      )}
      {!error && data && data.content.length > 0 && (
        <ListFooter
          page={params.page}
          totalPages={data.totalPages}
          totalElements={data.totalElements}
          noun={['project', 'projects']}
          onPageChange={(page) => changeParams({ page })}
        />
      )}
    </PageStack>
  );
}

const NewProjectLink = styled(Link)`
  ${primaryLinkStyle}
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(12)};
`;

const Toolbar = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${space(16)};
  max-width: 480px;

  & > :first-child {
    flex: 1;
  }
`;
