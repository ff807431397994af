import { useApiClient } from '@ottilia/shared-auth';
import { Modal } from '@ottilia/shared-ui';
import { useState } from 'react';
import { recordPath } from '../resource-admin/resource';
import { RecordEditor } from '../shared-record/record-editor';
import { etagOf, NEW_SITE_TYPE, SITE_TYPE_FIELDS, SITE_TYPES, siteTypeBody, type SiteType, type SiteTypeDraft } from './site-types';

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
  const client = useApiClient();
  const [eid] = useState(() => type?.eid ?? crypto.randomUUID());
  const title = type ? `Edit ${SITE_TYPES.singular}` : `New ${SITE_TYPES.singular}`;
  const path = recordPath(SITE_TYPES, eid);
  const loadLatest = async () => {
    const { data, etag } = await client.get<SiteType>(path, { withEtag: true });
    return { etag, draft: { name: data.name, isActive: data.isActive } };
  };
  return (
    <Modal open title={title} dismissible={false}>
      <RecordEditor<SiteType, SiteTypeDraft>
        label={title}
        path={path}
        fields={SITE_TYPE_FIELDS}
        baseline={type ? { name: type.name, isActive: type.isActive } : NEW_SITE_TYPE}
        etag={type ? etagOf(type) : null}
        toBody={(draft) => siteTypeBody(eid, draft)}
        onSaved={onSaved}
        onClose={onClose}
        loadLatest={type && loadLatest}
      />
    </Modal>
  );
}
