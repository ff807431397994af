/**
 * The translations service's strings as Super Admins edit them (GET/PUT /translation-strings,
 * POST …/reset), translationsEdit: by key, filtered by namespace and language, searched by key or
 * text; Edit in a dialog and Reset to English per row. The service serves them to every portal
 * user at /translations; a saved change reaches them at their next page load.
 */
import { recordLimits, TRANSLATION_STRINGS, valueFilter, type WriteBodyOf } from '@ottilia/shared-admin';
import { defineResource } from '@ottilia/shared-admin/screens';
import type { WireTranslationString } from '@ottilia/shared-contracts/wire';
import { formatShortDate } from '@ottilia/shared-ui';
import { NS, type BackofficeT } from '../../i18n/strings';

/** As GET /translation-strings/{eid} answers it. */
export type TranslationString = WireTranslationString;

/** The namespaces of the portal's packages (notes/i18n-contract); a namespace is shown by its name. */
export const NAMESPACES = ['translations', 'ui', 'admin', 'projects', 'backoffice', 'users', 'cookies-agegate'] as const;
/** The languages the local translations service offers (the seed's); names as the service gives them. */
export const LANGUAGES = [{ value: 'en', label: 'English' }] as const;

export type TranslationDraft = { value: string };

/** The screen in the current language (built at render: its labels come from t). */
export const translationStrings = (t: BackofficeT) =>
  defineResource<TranslationString, TranslationDraft>({
    identity: TRANSLATION_STRINGS,
    ns: NS,
    searchFields: ['key', 'value'],
    filters: [
      valueFilter(
        'namespace',
        t('translations.filters.namespace'),
        'namespace',
        NAMESPACES.map((ns) => ({ value: ns, label: ns })),
      ),
      valueFilter('language', t('translations.filters.language'), 'language', LANGUAGES),
    ],
    primary: { key: 'key', header: t('translations.columns.key') },
    defaultSort: { key: 'key', direction: 'asc' },
    bulk: false,
    columns: [
      { key: 'namespace', header: t('translations.columns.namespace'), sortable: true },
      { key: 'language', header: t('translations.columns.language'), sortable: true },
      {
        key: 'value',
        header: t('translations.columns.value'),
        render: (row) => (row.edited ? `${row.value} (${t('translations.edited')})` : row.value),
      },
      { key: 'updatedAt', header: t('translations.columns.updatedAt'), sortable: true, render: (row) => formatShortDate(row.updatedAt) },
    ],
    emptyDraft: { value: '' },
    toDraft: (row) => ({ value: row.value }),
    toBody: ({ value }): WriteBodyOf<typeof TRANSLATION_STRINGS.apiPath> => ({ value }),
    dialog: {
      fields: (row) => [
        // i18next does not interpolate inside a variable: the English's {{placeholders}} show as they are
        {
          name: 'value',
          label: t('translations.valueLabel'),
          kind: 'textarea',
          required: true,
          maxLength: recordLimits(TRANSLATION_STRINGS).value.maxLength,
          rows: 4,
          hint: t('translations.valueHint', { english: row?.english ?? '' }),
        },
      ],
      size: 'large',
      create: false,
      history: true,
      namesRows: 'buttons and title',
      rowActions: [
        {
          label: () => t('translations.reset'),
          ariaLabel: (row) => t('translations.resetLabel', { key: row.key }),
          variant: 'transparent',
          shown: (row) => row.edited,
          write: { action: 'reset' },
        },
      ],
    },
  });
