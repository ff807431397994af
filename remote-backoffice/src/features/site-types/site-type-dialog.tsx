import { useApiClient } from '@ottilia/shared-auth';
import { Modal } from '@ottilia/shared-ui';
import { useMemo, useState } from 'react';
import { readRecord, recordPath } from '@ottilia/shared-admin';
import { RecordEditor } from '@ottilia/shared-admin/screens';
import { useBackofficeStrings } from '../../i18n/strings';
import { etagOf, NEW_SITE_TYPE, siteTypeBody, siteTypeFields, siteTypesResource, type SiteType, type SiteTypeDraft } from './site-types';

export interface SiteTypeDialogProps {
  /** The type to edit; none creates one. */
  type?: SiteType;
  onSaved(): void;
  onClose(): void;
}

/**
 * Creates or edits a type of website in a dialog, with the record editor's conflict handling.
 * Only the form's Cancel closes it, so unsaved changes are always asked about.
 */
export function SiteTypeDialog({ type, onSaved, onClose }: SiteTypeDialogProps) {
  const [eid] = useState(() => type?.eid ?? crypto.randomUUID());
  const client = useApiClient();
  const { t } = useBackofficeStrings();
  const fields = useMemo(() => siteTypeFields(t), [t]);
  const title = type ? t('siteTypes.edit') : t('siteTypes.new');
  const path = recordPath(siteTypesResource(t), eid);
  const loadLatest = () => readRecord<SiteType>(client, path);
  return (
    <Modal open title={title} dismissible={false}>
      <RecordEditor<SiteType, SiteTypeDraft>
        label={title}
        path={path}
        fields={fields}
        baseline={type ? { name: type.name, isActive: type.isActive } : NEW_SITE_TYPE}
        etag={type ? etagOf(type) : null}
        toBody={(draft) => siteTypeBody(eid, draft)}
        toDraft={({ name, isActive }) => ({ name, isActive })}
        onSaved={onSaved}
        onClose={onClose}
        loadLatest={type && loadLatest}
      />
    </Modal>
  );
}
