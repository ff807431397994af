/**
 * Types of website (/backoffice/site-types): the list with a status switch per row, Edit and
 * New in a dialog, and Delete with the spec's delete-type question.
 */
import { useCurrentUser } from '@ottilia/shared-auth';
import { Button } from '@ottilia/shared-ui';
import { type Column } from '@ottilia/shared-ui/editing';
import { useMemo, useState } from 'react';
import { ResourceList } from '@ottilia/shared-admin/screens';
import { activeLabel, useRevalidateList } from '@ottilia/shared-admin';
import { SiteTypeActiveToggle } from './site-type-active-toggle';
import { SiteTypeDialog } from './site-type-dialog';
import { useBackofficeStrings } from '../../i18n/strings';
import { siteTypeList } from './site-type-list';
import { SiteTypeRowActions } from './site-type-row-actions';
import { SITE_TYPES, type SiteType } from './site-types';

/** Which dialog is open: a new type, or the type being edited. */
type Editing = { type?: SiteType } | null;

export function SiteTypesScreen() {
  const { can } = useCurrentUser();
  const { t } = useBackofficeStrings();
  const spec = useMemo(() => siteTypeList(t), [t]);
  const revalidate = useRevalidateList(SITE_TYPES.apiPath);
  const [editing, setEditing] = useState<Editing>(null);
  const mayEdit = can(SITE_TYPES.permissions.edit);
  const columns: Column<SiteType>[] = [
    {
      key: 'isActive',
      header: t('common.status'),
      render: (type) => (mayEdit ? <SiteTypeActiveToggle type={type} onChanged={revalidate} /> : activeLabel(type.isActive)),
    },
  ];
  if (mayEdit || can(SITE_TYPES.permissions.delete)) {
    columns.push({ key: 'actions', header: t('common.actions'), render: (type) => <SiteTypeRowActions type={type} onEdit={() => setEditing({ type })} onDeleted={revalidate} /> });
  }
  return (
    <>
      <ResourceList
        spec={spec}
        extraColumns={columns}
        createControl={<Button onClick={() => setEditing({})}>{t('siteTypes.new')}</Button>}
      />
      {editing && (
        <SiteTypeDialog
          type={editing.type}
          onSaved={() => {
            setEditing(null);
            revalidate();
          }}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
