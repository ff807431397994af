import { useApiClient, useCurrentUser, type WithEtag, errorMessage, useRecord } from '@ottilia/shared-auth';
import { Alert, Button, LoadingIndicator, PageHeader, PageStack, space, useShell } from '@ottilia/shared-ui';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import type { Draft, FieldSpec } from '../shared-record/field-specs';
import { historyPath } from '../shared-record/history-entries';
import { HistoryPanel } from '../shared-record/history-panel';
import { RecordEditor } from '../shared-record/record-editor';
import { RecordView } from '../shared-record/record-view';
import type { DetailSpec } from './detail-spec';
import { recordPath, type BackofficeRecord } from './resource';

/** What extra actions (e.g. an agency's review) get: the record as shown and a way to reload it. */
export interface RecordActionContext<T> {
  record: T;
  etag: string;
  /** Rereads the record and its history after a change made elsewhere on the page. */
  refresh(): void;
}

export interface ExistingRecordProps<T extends BackofficeRecord, D extends Draft> {
  spec: DetailSpec<T, D>;
  fields: readonly FieldSpec<D>[];
  id: string;
  /** Buttons next to Edit and Delete. */
  actions?: (context: RecordActionContext<T>) => ReactNode;
}

/** The draft's starting point and version, fixed when editing starts (a reload must not move them). */
interface EditSession<D> {
  baseline: D;
  etag: string;
}

/** A record in view mode, its edit form (editors) and delete (deleters), and its history. */
export function ExistingRecord<T extends BackofficeRecord, D extends Draft>({ spec, fields, id, actions }: ExistingRecordProps<T, D>) {
  const { resource } = spec;
  const path = recordPath(resource, id);
  const client = useApiClient();
  const { can } = useCurrentUser();
  const { confirm } = useShell();
  const navigate = useNavigate();
  const { mutate: mutateKey } = useSWRConfig();
  const { data, error, mutate } = useRecord<T>(path);
  const [editing, setEditing] = useState<EditSession<D> | null>(null);

  if (!data) {
    // a failed re-read of a record already shown keeps it on screen
    return error ? (
      <Alert type="error" message={error.message} action={() => void mutate()} actionName="Retry" />
    ) : (
      <LoadingIndicator label={`Loading ${resource.singular}`} />
    );
  }

  const record = data.data;
  // the ETag names the version; the body's version is the same number should a proxy drop the header
  const etag = data.etag ?? `"${record.version}"`;
  const refreshHistory = () => void mutateKey(historyPath(path));
  const refresh = () => {
    void mutate();
    refreshHistory();
  };
  const showSaved = (saved: WithEtag<T>) => {
    void mutate(saved, { revalidate: false });
    refreshHistory();
    setEditing(null);
  };
  const loadLatest = async () => {
    const fresh = await client.get<T>(path, { withEtag: true });
    void mutate(fresh, { revalidate: false });
    return { etag: fresh.etag, draft: spec.toDraft(fresh.data) };
  };
  const remove = async () => {
    if (!(await confirm('delete'))) return;
    try {
      await client.del(path, { ifMatch: etag });
      void navigate(resource.route);
    } catch (failure) {
      // e.g. 409 in-use: the API says what still uses the record
      void confirm('errorWithMessage', { message: errorMessage(failure) });
    }
  };

  const labels = { ...Object.fromEntries(fields.map((field) => [field.name, field.label])), ...spec.historyLabels };
  return (
    <PageStack>
      <BackLink to={resource.route}>Back to {resource.title}</BackLink>
      <PageHeader>
        <h1>{record.name}</h1>
        {!editing && (
          <Actions>
            {actions?.({ record, etag, refresh })}
            {can(resource.permissions.edit) && <Button onClick={() => setEditing({ baseline: spec.toDraft(record), etag })}>Edit</Button>}
            {can(resource.permissions.delete) && (
              <Button variant="secondary" onClick={() => void remove()}>
                Delete
              </Button>
            )}
          </Actions>
        )}
      </PageHeader>
      {editing ? (
        <RecordEditor<T, D>
          label={`Edit ${resource.singular}`}
          path={path}
          fields={fields}
          baseline={editing.baseline}
          etag={editing.etag}
          toBody={(draft) => spec.toBody(draft, record.eid)}
          onSaved={showSaved}
          onClose={() => setEditing(null)}
          loadLatest={loadLatest}
        />
      ) : (
        <RecordView rows={spec.viewRows} record={record} />
      )}
      <HistoryPanel recordPath={path} fieldLabels={labels} />
    </PageStack>
  );
}



const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(12)};
`;

const BackLink = styled(Link)`
  align-self: flex-start;
`;
