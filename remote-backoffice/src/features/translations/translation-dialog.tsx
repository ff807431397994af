import { useApiClient } from '@ottilia/shared-auth';
import { Modal } from '@ottilia/shared-ui';
import { readRecord, recordPath } from '@ottilia/shared-admin';
import { RecordEditor } from '@ottilia/shared-admin/screens';
import { draftOf, etagOf, translationFields, translationsResource, type TranslationDraft, type TranslationString } from './translation-strings';
import { useBackofficeStrings } from '../../i18n/strings';

export interface TranslationDialogProps {
  row: TranslationString;
  onSaved(): void;
  onClose(): void;
}

/** Edits one string's text in a dialog, with the record editor's field messages and conflict handling (412). */
export function TranslationDialog({ row, onSaved, onClose }: TranslationDialogProps) {
  const { t } = useBackofficeStrings();
  const client = useApiClient();
  const path = recordPath(translationsResource(t), row.eid);
  const title = `${t('translations.dialogTitle')}: ${row.key}`;
  return (
    <Modal open title={title} dismissible={false} size="large">
      <RecordEditor<TranslationString, TranslationDraft>
        label={title}
        path={path}
        fields={translationFields(t, row.english)}
        baseline={draftOf(row)}
        etag={etagOf(row)}
        toBody={(draft) => ({ value: draft.value })}
        toDraft={draftOf}
        onSaved={onSaved}
        onClose={onClose}
        loadLatest={() => readRecord<TranslationString>(client, path)}
      />
    </Modal>
  );
}
