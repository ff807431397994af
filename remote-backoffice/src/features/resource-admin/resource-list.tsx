/**
 * A backoffice list (spec section 2): search, column filters, server sorting and paging kept in
 * the URL; copy ID per row; CSV export of what the filters select; row selection with bulk
 * Activate/Deactivate for editors; New for creators.
 */
import { useCurrentUser } from '@ottilia/shared-auth';
import { Alert, DataTable, ListFooter, PageHeader, PageStack, space, type Column, type SelectOption } from '@ottilia/shared-ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { CopyIdCell } from '../shared-list/copy-id-cell';
import { ListEmpty } from '../shared-list/list-empty';
import { ListToolbar } from '../shared-list/list-toolbar';
import { useRowSelection } from '../shared-list/row-selection';
import { selectionColumn } from '../shared-list/selection-column';
import { useListPage, criteriaQuery, pageQuery } from '../shared-list/use-list-page';
import { useListParams } from '../shared-list/use-list-params';
import { usePageClamp } from '../shared-list/use-page-clamp';
import { BulkActiveBar } from './bulk-active-bar';
import { ExportCsvButton } from './export-csv-button';
import type { ListSpec } from './list-spec';
import { NewRecordLink } from './new-record-link';
import type { BackofficeRecord } from './resource';

export interface ResourceListProps<Row extends BackofficeRecord> {
  spec: ListSpec<Row>;
  /** Replaces the New link (e.g. a button opening a dialog); shown to creators only. */
  createControl?: ReactNode;
  /** Columns after the resource's own, e.g. row actions. */
  extraColumns?: readonly Column<Row>[];
  /** Filter choices known only at run time (e.g. markets), by filter URL key. */
  filterOptions?: Readonly<Record<string, readonly SelectOption[]>>;
}

export function ResourceList<Row extends BackofficeRecord>({ spec, createControl, extraColumns = [], filterOptions = {} }: ResourceListProps<Row>) {
  const { resource, source } = spec;
  const [params, changeParams] = useListParams(spec.params);
  const { data, error, isLoading, mutate } = useListPage<Row>(source, params);
  const { can } = useCurrentUser();
  const selection = useRowSelection(JSON.stringify(pageQuery(source, params)));
  usePageClamp(params.page, data, isLoading, changeParams);

  const rows = data?.content ?? [];
  const selectable = resource.hasActiveFlag && can(resource.permissions.edit);
  const idColumn: Column<Row> = { key: 'eid', header: 'ID', render: (row) => <CopyIdCell id={row.eid} /> };
  const columns = [
    ...(selectable ? [selectionColumn(rows, (row) => row.eid, (row) => row.name, selection)] : []),
    idColumn,
    ...spec.columns,
    ...extraColumns,
  ];
  const filters = source.filters.map((filter) => ({ ...filter, options: filterOptions[filter.param] ?? filter.options }));
  const narrowed = params.search !== '' || Object.keys(params.filters).length > 0;
  // keepPreviousData: while another page loads the table keeps its rows, with an indicator
  const refreshing = isLoading && (data !== undefined || error !== undefined);

  return (
    <PageStack>
      <PageHeader>
        <h1>{resource.title}</h1>
        <Actions>
          <ExportCsvButton resource={resource} query={criteriaQuery(source, params)} />
          {can(resource.permissions.create) && (createControl ?? <NewRecordLink resource={resource} />)}
        </Actions>
      </PageHeader>
      <ListToolbar
        searchLabel={`Search ${resource.plural}`}
        filters={filters}
        params={params}
        onChange={changeParams}
        refreshing={refreshing}
        loadingLabel={`Loading ${resource.plural}`}
      />
      {selectable && (
        <BulkActiveBar
          resource={resource}
          selected={[...selection.selected]}
          onDone={() => {
            selection.clear();
            void mutate();
          }}
        />
      )}
      {error ? (
        // old rows would mislead: the table goes, the reason and Retry come
        <Alert type="error" message={error.message} action={() => void mutate()} actionName="Retry" />
      ) : (
        <DataTable
          caption={resource.title}
          columns={columns}
          rows={rows}
          rowKey={(row) => row.eid}
          sort={params.sort}
          onSortChange={(sort) => changeParams({ sort })}
          loading={data === undefined}
          emptyState={<ListEmpty noun={resource.plural} narrowed={narrowed} onClear={() => changeParams({ search: '', filters: clearAll(params.filters) })} />}
        />
      )}
      {!error && data && rows.length > 0 && (
        <ListFooter page={params.page} totalPages={data.totalPages} totalElements={data.totalElements} noun={[resource.singular, resource.plural]} onPageChange={(page) => changeParams({ page })} />
      )}
    </PageStack>
  );
}

/** Every set filter, emptied. */
const clearAll = (filters: Readonly<Record<string, string>>) => Object.fromEntries(Object.keys(filters).map((key) => [key, '']));



const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(12)};
`;
