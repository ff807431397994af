import { defineList, type ListSpec } from '@ottilia/shared-admin/screens';
import { formatLongDate } from '@ottilia/shared-ui';
import type { BackofficeT } from '../../i18n/strings';
import { translationFilters, translationsResource, type TranslationString } from './translation-strings';

/** By key; search finds the key or the text; filters by namespace and language. */
export const translationList = (t: BackofficeT): ListSpec<TranslationString> => defineList<TranslationString>({
  resource: translationsResource(t),
  searchFields: ['key', 'value'],
  filters: translationFilters(t),
  primaryKey: 'key',
  defaultSort: { key: 'key', direction: 'asc' },
  bulk: false,
  columns: [
    { key: 'key', header: t('translations.columns.key'), sortable: true },
    { key: 'namespace', header: t('translations.columns.namespace'), sortable: true },
    { key: 'language', header: t('translations.columns.language'), sortable: true },
    { key: 'value', header: t('translations.columns.value'), render: (row) => (row.edited ? `${row.value} (${t('translations.edited')})` : row.value) },
    { key: 'updatedAt', header: t('translations.columns.updatedAt'), sortable: true, render: (row) => formatLongDate(row.updatedAt) },
  ],
});
