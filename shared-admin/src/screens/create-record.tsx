import { useCurrentUser, type WithEtag, recordKey } from '@ottilia/shared-auth';
import { Alert, LoadingIndicator } from '@ottilia/shared-ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { recordPath, recordRoute, useAdminStrings, useText } from '@ottilia/shared-admin';
import type { Draft, FieldSpec } from '@ottilia/shared-ui/admin';
import { newRecordId, type DetailRecord, type DetailSpec } from './detail-spec';
import { RecordEditor } from './record-editor';

export interface CreateRecordProps<T extends DetailRecord, D extends Draft> {
  spec: DetailSpec<T, D>;
  fields: readonly FieldSpec<D>[];
}

/**
 * The create form at {route}/new. The id is made here (a random UUID), so the PUT can
 * go straight to the record's URI with If-None-Match: * and never needs a retry.
 */
export function CreateRecord<T extends DetailRecord, D extends Draft>({ spec, fields }: CreateRecordProps<T, D>) {
  const { resource } = spec;
  const { me, can } = useCurrentUser();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [eid] = useState(() => newRecordId(spec));
  const { t } = useAdminStrings();
  const text = useText();
  const title = t('record.newTitle', { singular: text(resource.singular) });

  if (!me) return <LoadingIndicator label={t('record.loading')} />;
  if (!can(resource.permissions.create))
    return <Alert type="error" message={t('record.mayNotCreate', { plural: text(resource.plural) })} />;
  const path = recordPath(resource, eid);
  const saved = (record: WithEtag<T>) => {
    // the detail page opens on what was just saved, without a loading step
    void mutate(recordKey(path), record, { revalidate: false });
    void navigate(recordRoute(resource, eid), { replace: true });
  };
  return (
    <>
      <h1>{title}</h1>
      <RecordEditor<T, D>
        label={title}
        path={path}
        fields={fields}
        baseline={spec.emptyDraft}
        etag={null}
        toBody={(draft) => spec.toBody(draft, eid)}
        toDraft={spec.toDraft}
        onSaved={saved}
        onClose={() => void navigate(resource.route)}
        draftStore={spec.createDraftStore}
      />
    </>
  );
}
