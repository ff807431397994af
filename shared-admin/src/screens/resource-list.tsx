/**
 * An admin list (spec section 2): search, column filters, server sorting and paging kept in
 * the URL and remembered per user; rows per page, a column choice and saved views; copy ID per row; CSV export of what the filters select; row selection with bulk
 * Activate/Deactivate for editors and Delete for those who may delete; New for creators; records
 * edited on their own page or, as an option, in a dialog on the list. shared-admin runs it,
 * shared-ui/admin shows it.
 */
import {
  columnOptions,
  recordKey,
  resolveNode,
  shownColumns,
  useAdminStrings,
  useBulkActions,
  useListController,
  useListOptions,
  useText,
} from '@ottilia/shared-admin';
import { errorReference, useCurrentUser } from '@ottilia/shared-auth';
import { Alert, PageHeader, PageStack, row } from '@ottilia/shared-ui';
import { type Column, ListFooter, type SelectOption } from '@ottilia/shared-ui/editing';
import {
  BulkBar,
  type BulkAction,
  CopyIdCell,
  type Draft,
  FilterSelect,
  ListEmpty,
  ListOptions,
  ListTable,
  ListToolbar,
  selectionColumn,
} from '@ottilia/shared-ui/admin';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ExportCsvButton } from './export-csv-button';
import type { DetailRecord } from './detail-spec';
import { useEditInDialog, type EditInDialog } from './edit-in-dialog';
import type { ListRecord, ListSpec } from './list-spec';
import { NewRecordLink } from './new-record-link';

export interface ResourceListProps<Row extends ListRecord, D extends Draft> {
  spec: ListSpec<Row>;
  /** Records are created and edited in a dialog on the list, not on a page of their own. */
  editInDialog?: EditInDialog<Row & DetailRecord, D>;
  /** Replaces the New link (e.g. a button opening a dialog); shown to creators only. */
  createControl?: ReactNode;
  /** Filter choices known only at run time (e.g. markets), by filter URL key. */
  filterOptions?: Readonly<Record<string, readonly SelectOption[]>>;
  /** Filters to leave out (e.g. one whose choices the user may not read), by URL key. */
  hiddenFilters?: readonly string[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/**
 * A uuid as the spec shows a project's (first four, three dots, last four): a full one took a
 * quarter of the users table and squeezed names onto three lines. Other ids are short already.
 */
const shortUuid = (id: string) => (UUID.test(id) ? `${id.slice(0, 4)}...${id.slice(-4)}` : undefined);

export function ResourceList<Row extends ListRecord, D extends Draft = Draft>(props: ResourceListProps<Row, D>) {
  const { spec, filterOptions = {}, hiddenFilters = [] } = props;
  const { resource } = spec;
  const dialog = useEditInDialog(spec as ListSpec<Row & DetailRecord>, props.editInDialog);
  const createControl = props.createControl ?? dialog.createControl;
  const list = useListController<Row>(spec.source);
  const { params, change, rows, data, error, selection } = list;
  const { can } = useCurrentUser();
  const { t } = useAdminStrings();
  const text = useText();
  const actions: BulkAction[] = !spec.bulk
    ? []
    : [
        ...(resource.hasActiveFlag && can(resource.permissions.edit) ? (['activate', 'deactivate'] as const) : []),
        ...(can(resource.permissions.delete) ? (['delete'] as const) : []),
      ];
  const selectable = actions.length > 0;
  const bulk = useBulkActions({
    resource,
    selected: [...selection.selected],
    onDone: () => {
      selection.clear();
      list.refresh();
    },
  });
  const keyOf = (row: Row) => recordKey(resource, row);
  const idColumn: Column<Row> = {
    key: resource.key ?? 'eid',
    header: t('list.id'),
    render: (row) => <CopyIdCell id={keyOf(row)} shown={shortUuid(keyOf(row))} />,
  };
  const columns = [
    ...(selectable ? [selectionColumn(rows, keyOf, spec.labelOf, selection)] : []),
    idColumn,
    ...spec.columns.map(
      (column): Column<Row> => ({
        ...column,
        header: resolveNode(column.header, t),
        ...(column.key === 'isActive' && dialog.activeSwitch && { render: dialog.activeSwitch as (row: Row) => ReactNode }),
      }),
    ),
    ...(dialog.columns as Column<Row>[]),
  ];
  const options = useListOptions(list, spec.source, columnOptions(columns, spec.primaryKey));
  const title = text(resource.title);
  const plural = text(resource.plural);
  const noun = [text(resource.singular), plural] as const;
  const shownFilters = spec.filters.filter((filter) => !hiddenFilters.includes(filter.param));

  return (
    <PageStack>
      <PageHeader>
        <h1>{title}</h1>
        <Actions>
          <ExportCsvButton resource={resource} query={list.exportQuery} />
          {can(resource.permissions.create) && (createControl === undefined ? <NewRecordLink resource={resource} /> : createControl)}
        </Actions>
      </PageHeader>
      <ListToolbar
        searchLabel={t('list.search', { plural })}
        search={params.search}
        onSearch={(search) => change({ search })}
        filtersLabel={t('list.filter', { plural })}
        activeFilters={list.activeFilters}
        filters={
          shownFilters.length === 0
            ? undefined
            : shownFilters.map((filter) => (
                <FilterSelect
                  key={filter.param}
                  label={text(filter.label)}
                  options={
                    filterOptions[filter.param] ?? filter.options.map((option) => ({ value: option.value, label: text(option.label) }))
                  }
                  value={params.filters[filter.param] ?? ''}
                  onChange={(value) => change({ filters: { [filter.param]: value } })}
                />
              ))
        }
        refreshing={list.refreshing}
        loadingLabel={t('list.loading', { plural })}
        options={<ListOptions {...options} />}
      />
      {selectable && <BulkBar noun={noun} actions={actions} {...bulk} onAsk={bulk.ask} onCancel={bulk.cancel} onApply={bulk.apply} />}
      {error ? (
        // old rows would mislead: the table goes, the reason and Retry come
        <Alert type="error" message={error.message} reference={errorReference(error)} action={list.refresh} actionName={t('list.retry')} />
      ) : (
        <ListTable
          caption={title}
          columns={shownColumns(columns, list.columns.hidden, spec.primaryKey)}
          primaryKey={spec.primaryKey}
          leadingKey="select"
          rows={rows}
          rowKey={keyOf}
          sort={params.sort}
          onSortChange={(sort) => change({ sort })}
          loading={list.loading}
          emptyState={<ListEmpty noun={plural} narrowed={list.narrowed} onClear={list.clear} />}
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
      {/* the open dialog: a portal, nothing shows here */}
      {dialog.dialog}
    </PageStack>
  );
}

const Actions = styled.div`${row(12, { align: 'stretch' })}`;
