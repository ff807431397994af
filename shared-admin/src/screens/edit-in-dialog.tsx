/**
 * Edit-in-dialog, an option of the shared list for resources without a page per record (types of
 * website, news, translations): New and each row's Edit open the record's form in a dialog, with
 * the record editor's field messages, conflict handling and unsaved-changes question; a save
 * reloads the list. Only the form's Cancel (or Escape, which is that Cancel) closes the dialog, so
 * unsaved changes are always asked about.
 * With `history`, an existing record's dialog shows its history below the form, read again after a save.
 */
import {
  recordKey,
  recordPath,
  useAdminStrings,
  useRecordHistory,
  useRefreshHistory,
  useRevalidateList,
  useText,
} from '@ottilia/shared-admin';
import { useApiClient, useCurrentUser } from '@ottilia/shared-auth';
import { Button, Modal, type DialogId, type ModalSize } from '@ottilia/shared-ui';
import { HistoryPanel, type Draft, type FieldSpec } from '@ottilia/shared-ui/admin';
import type { Column } from '@ottilia/shared-ui/editing';
import { useRef, useState, type ReactNode } from 'react';
import { historyFields, newRecordId, type DetailRecord, type DetailSpec } from './detail-spec';
import type { ListSpec } from './list-spec';
import { RecordEditor } from './record-editor';
import { recordRequests, versionEtag } from './record-requests';
import { ActiveSwitch, RowActions, type RowAction } from './row-actions';

export interface EditInDialog<Row extends DetailRecord, D extends Draft> {
  /** How a record becomes a draft and a draft a PUT body, a new record's values and id. */
  detail: DetailSpec<Row, D>;
  /** The form's fields, or a function of the record edited (none: a new one) when they depend on it. */
  fields: readonly FieldSpec<D>[] | ((row?: Row) => readonly FieldSpec<D>[]);
  size?: ModalSize;
  /** false: records are not created on screen (no New). */
  create?: boolean;
  /** The shell's question Delete asks; none: no Delete. */
  deleteQuestion?: DialogId;
  /** Row actions between Edit and Delete. */
  rowActions?: readonly RowAction<Row, D>[];
  /** The row buttons' accessible names and the edit dialog's title name the row (e.g. 'Edit nav.home'). */
  namesRows?: 'buttons' | 'buttons and title';
  /** The Status column is a switch for editors, saving at once. */
  activeSwitch?: boolean;
  /** The API keeps the resource's history: the edit dialog shows it (default false). */
  history?: boolean;
}

/** Which dialog is open: a new record, or the row being edited. */
type Editing<Row> = { row?: Row } | null;

/** The list's parts edit-in-dialog adds: the New button, the Status switch (a cell's render), row actions, the open dialog. */
export function useEditInDialog<Row extends DetailRecord, D extends Draft>(spec: ListSpec<Row>, options: EditInDialog<Row, D> | undefined) {
  const { resource } = spec;
  const { can } = useCurrentUser();
  const { t } = useAdminStrings();
  const text = useText();
  const revalidate = useRevalidateList(resource.apiPath);
  const refreshHistory = useRefreshHistory();
  // a row's switch or action saved it: the list, and the history its dialog shows next
  const changed = (row: Row) => {
    revalidate();
    if (options?.history) refreshHistory(recordPath(resource, recordKey(resource, row)));
  };
  const [editing, setEditing] = useState<Editing<Row>>(null);
  if (!options) return { createControl: undefined, activeSwitch: undefined, columns: [], dialog: null };

  const { detail, deleteQuestion, rowActions = [], namesRows } = options;
  const mayEdit = can(resource.permissions.edit);
  const mayDelete = deleteQuestion !== undefined && can(resource.permissions.delete);
  const singular = text(resource.singular);
  const createControl =
    options.create === false ? null : <Button onClick={() => setEditing({})}>{t('list.newRecord', { singular })}</Button>;
  const activeSwitch =
    options.activeSwitch && mayEdit
      ? (row: Row) => <ActiveSwitch row={row} detail={detail} name={spec.labelOf(row)} onChanged={() => changed(row)} />
      : undefined;
  const actions: Column<Row> = {
    key: 'actions',
    header: t('list.actions'),
    render: (row) => (
      <RowActions
        row={row}
        detail={detail}
        name={namesRows ? spec.labelOf(row) : undefined}
        mayEdit={mayEdit}
        onEdit={() => setEditing({ row })}
        actions={rowActions}
        deleteQuestion={mayDelete ? deleteQuestion : undefined}
        onChanged={() => changed(row)}
      />
    ),
  };
  const editTitle = (row: Row) =>
    `${t('record.editLabel', { singular })}${namesRows === 'buttons and title' ? `: ${spec.labelOf(row)}` : ''}`;
  const dialog: ReactNode = editing && (
    <RecordDialog
      options={options}
      row={editing.row}
      title={editing.row ? editTitle(editing.row) : t('record.newTitle', { singular })}
      onSaved={() => {
        setEditing(null);
        revalidate();
      }}
      onClose={() => setEditing(null)}
    />
  );
  return { createControl, activeSwitch, columns: mayEdit || mayDelete ? [actions] : [], dialog };
}

interface RecordDialogProps<Row extends DetailRecord, D extends Draft> {
  options: EditInDialog<Row, D>;
  /** The row to edit; none creates a record. */
  row?: Row;
  title: string;
  onSaved(): void;
  onClose(): void;
}

function RecordDialog<Row extends DetailRecord, D extends Draft>({
  options: { detail, fields: fieldsOf, size, history: withHistory },
  row,
  title,
  onSaved,
  onClose,
}: RecordDialogProps<Row, D>) {
  const [eid] = useState(() => (row ? recordKey(detail.resource, row) : newRecordId(detail)));
  const requests = recordRequests(useApiClient(), detail.resource);
  const fields = typeof fieldsOf === 'function' ? fieldsOf(row) : fieldsOf;
  const history = useRecordHistory(requests.path(eid), Boolean(row && withHistory));
  const refreshHistory = useRefreshHistory();
  const text = useText();
  const cancel = useRef<() => void>(null);
  return (
    <Modal open title={title} dismissible={false} size={size} onEscape={() => cancel.current?.()}>
      <RecordEditor<Row, D>
        label={title}
        path={requests.path(eid)}
        fields={fields}
        baseline={row ? detail.toDraft(row) : detail.emptyDraft}
        etag={row ? versionEtag(row) : null}
        toBody={(draft) => detail.toBody(draft, eid)}
        toDraft={detail.toDraft}
        onSaved={() => {
          // the dialog closes: the next one opened on this record shows the change
          if (withHistory) refreshHistory(requests.path(eid));
          onSaved();
        }}
        onClose={onClose}
        cancelRef={cancel}
        loadLatest={row && (() => requests.read<Row>(eid))}
      />
      {row && withHistory && (
        <HistoryPanel
          entries={history.data}
          error={history.error}
          onRetry={() => void history.mutate()}
          fields={historyFields(fields, detail, text)}
        />
      )}
    </Modal>
  );
}
