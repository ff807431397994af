import { defineList, type ListSpec } from '@ottilia/shared-admin/screens';
import { formatLongDate } from '@ottilia/shared-ui';
import type { TFunction } from 'i18next';
import { translationFilters, translationsResource, type TranslationString } from './translation-strings';

/** By key; search finds the key or the text; filters by namespace and language. */
export const translationList = (t: TFunction): ListSpec<TranslationString> => defineList<TranslationString>({
  resource: translationsResource(t),
  searchFields: ['key', 'value'],
  filters: translationFilters(t),
  primaryKey: 'key',
  defaultSort: { key: 'key', direction: 'asc' },
  bulk: false,
  columns: [
    { key: 'key', header: t('columns.key'), sortable: true },
    { key: 'namespace', header: t('columns.namespace'), sortable: true },
    { key: 'language', header: t('columns.language'), sortable: true },
    { key: 'value', header: t('columns.value'), render: (row) => (row.edited ? `${row.value} (${t('edited')})` : row.value) },
    { key: 'updatedAt', header: t('columns.updatedAt'), sortable: true, render: (row) => formatLongDate(row.updatedAt) },
  ],
});
