import { recordKey, recordPath, useAdminStrings, useRecordController, useRecordHistory, useText } from '@ottilia/shared-admin';
import { errorReference, useCurrentUser } from '@ottilia/shared-auth';
import { Alert, Button, LoadingIndicator, PageHeader, PageStack, row } from '@ottilia/shared-ui';
import { HistoryPanel, RecordView, type Draft, type FieldSpec } from '@ottilia/shared-ui/admin';
import { useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { historyFields, type DetailRecord, type DetailSpec } from './detail-spec';
import { RecordEditor } from './record-editor';

/** What extra actions (e.g. an agency's review) get: the record as shown and a way to reload it. */
export interface RecordActionContext<T> {
  record: T;
  etag: string;
  /** Rereads the record and its history after a change made elsewhere on the page. */
  refresh(): void;
}

/** A form's fields, or a function of the record when they depend on it (e.g. its state's choices). */
export type RecordFields<T, D extends Draft> = readonly FieldSpec<D>[] | ((record: T) => readonly FieldSpec<D>[]);

export interface ExistingRecordProps<T extends DetailRecord, D extends Draft> {
  spec: DetailSpec<T, D>;
  fields: RecordFields<T, D>;
  id: string;
  /** Buttons next to Edit and Delete. */
  actions?: (context: RecordActionContext<T>) => ReactNode;
  /** Below the record's fields in view mode, e.g. a user's projects. */
  related?: (context: RecordActionContext<T>) => ReactNode;
}

/** The draft's starting point and version, fixed when editing starts (a reload must not move them). */
interface EditSession<D> {
  baseline: D;
  etag: string;
}

/** A record in view mode, its edit form (editors) and delete (deleters), and its history. */
export function ExistingRecord<T extends DetailRecord, D extends Draft>({
  spec,
  fields: fieldsOf,
  id,
  actions,
  related,
}: ExistingRecordProps<T, D>) {
  const { resource } = spec;
  const path = recordPath(resource, id);
  const { can } = useCurrentUser();
  const navigate = useNavigate();
  const controller = useRecordController<T>(path);
  const withHistory = spec.history !== false;
  const history = useRecordHistory(path, withHistory);
  const [editing, setEditing] = useState<EditSession<D> | null>(null);
  // after Cancel the Edit button comes back and takes the focus, which otherwise fell to the page
  const refocusEdit = useRef(false);
  const editButton = (button: HTMLButtonElement | null) => {
    if (button && refocusEdit.current) {
      refocusEdit.current = false;
      button.focus();
    }
  };
  const { record, etag } = controller;
  const { t } = useAdminStrings();
  const text = useText();

  if (!record || etag === null) {
    // a failed re-read of a record already shown keeps it on screen
    return controller.error ? (
      <Alert
        type="error"
        message={controller.error.message}
        reference={errorReference(controller.error)}
        action={controller.retry}
        actionName={t('record.retry')}
      />
    ) : (
      <LoadingIndicator label={t('record.loadingOne', { singular: text(resource.singular) })} />
    );
  }

  const remove = async () => {
    if (await controller.remove()) void navigate(resource.route);
  };
  const fields = typeof fieldsOf === 'function' ? fieldsOf(record) : fieldsOf;
  const context = { record, etag, refresh: controller.refresh };
  const title = spec.titleOf
    ? spec.titleOf(record)
    : String((record as DetailRecord & { name?: string }).name ?? recordKey(resource, record));
  // someone reading only their own profile has no list to go back to
  const mayList = !resource.permissions.read || can(resource.permissions.read);
  const viewRows = spec.viewRows.map((row) => ({ ...row, label: text(row.label) }));
  return (
    <PageStack>
      {mayList && <BackLink to={resource.route}>{t('record.backTo', { title: text(resource.title) })}</BackLink>}
      <PageHeader>
        <h1>{title}</h1>
        {!editing && (
          <Actions>
            {actions?.(context)}
            {can(resource.permissions.edit) && (
              <Button ref={editButton} onClick={() => setEditing({ baseline: spec.toDraft(record), etag })}>
                {t('record.edit')}
              </Button>
            )}
            {can(resource.permissions.delete) && (
              <Button variant="secondary" onClick={() => void remove()}>
                {t('record.delete')}
              </Button>
            )}
          </Actions>
        )}
      </PageHeader>
      {editing ? (
        <RecordEditor<T, D>
          label={t('record.editLabel', { singular: text(resource.singular) })}
          path={path}
          fields={fields}
          baseline={editing.baseline}
          etag={editing.etag}
          toBody={(draft) => spec.toBody(draft, recordKey(resource, record))}
          toDraft={spec.toDraft}
          onSaved={(saved) => {
            controller.show(saved);
            setEditing(null);
          }}
          onClose={() => {
            refocusEdit.current = true;
            setEditing(null);
          }}
          loadLatest={controller.loadLatest}
        />
      ) : (
        <>
          <RecordView rows={viewRows} record={record} />
          {related?.(context)}
        </>
      )}
      {withHistory && (
        <HistoryPanel
          entries={history.data}
          error={history.error}
          onRetry={() => void history.mutate()}
          fields={historyFields(fields, spec, text)}
        />
      )}
    </PageStack>
  );
}

const Actions = styled.div`${row(12, { align: 'stretch' })}`;

const BackLink = styled(Link)`
  align-self: flex-start;
`;
