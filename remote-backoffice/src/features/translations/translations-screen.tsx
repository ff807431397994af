/**
 * Translations (/backoffice/translations, Super Admins): the translations service's strings by
 * key, filtered by namespace and language, searched by key or text; Edit in a dialog and Reset
 * to English per row. A saved change reaches every user at their next page load.
 */
import { type Column } from '@ottilia/shared-ui/editing';
import { useMemo, useState } from 'react';
import { ResourceList } from '@ottilia/shared-admin/screens';
import { useRevalidateList } from '@ottilia/shared-admin';
import { TranslationDialog } from './translation-dialog';
import { translationList } from './translation-list';
import { TranslationRowActions } from './translation-row-actions';
import type { TranslationString } from './translation-strings';
import { useBackofficeStrings } from '../../i18n/strings';

export function TranslationsScreen() {
  const { t } = useBackofficeStrings();
  const spec = useMemo(() => translationList(t), [t]);
  const revalidate = useRevalidateList(spec.resource.apiPath);
  const [editing, setEditing] = useState<TranslationString | null>(null);
  const columns: Column<TranslationString>[] = [
    { key: 'actions', header: t('translations.columns.actions'), render: (row) => <TranslationRowActions row={row} onEdit={() => setEditing(row)} onChanged={revalidate} /> },
  ];
  return (
    <>
      <ResourceList spec={spec} extraColumns={columns} />
      {editing && (
        <TranslationDialog
          row={editing}
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
