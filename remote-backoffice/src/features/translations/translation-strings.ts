/**
 * The translations service's strings as Super Admins edit them (GET/PUT /translation-strings,
 * POST …/reset), translationsEdit. The service serves them to every portal user at /translations.
 */
import type { FieldSpec } from '@ottilia/shared-ui/admin';
import { valueFilter, type ListFilter, type Resource } from '@ottilia/shared-admin';
import type { WireTranslationString } from '@ottilia/shared-contracts/wire';
import type { BackofficeT } from '../../i18n/strings';

/** As GET /translation-strings/{eid} answers it. */
export type TranslationString = WireTranslationString;

export const translationsResource = (t: BackofficeT): Resource => ({
  apiPath: '/translation-strings',
  route: '/backoffice/translations',
  title: t('translations.title'),
  singular: t('translations.singular'),
  plural: t('translations.plural'),
  permissions: { read: 'translationsEdit', create: 'translationsEdit', edit: 'translationsEdit', delete: 'translationsEdit' },
  hasActiveFlag: false,
});

/** The namespaces of the portal's packages (notes/i18n-contract); a namespace is shown by its name. */
export const NAMESPACES = ['translations', 'ui', 'admin', 'projects', 'backoffice', 'users', 'cookies-agegate'] as const;
/** The languages the local translations service offers (the seed's); names as the service gives them. */
export const LANGUAGES = [{ value: 'en', label: 'English' }] as const;

export const translationFilters = (t: BackofficeT): ListFilter[] => [
  valueFilter('namespace', t('translations.filters.namespace'), 'namespace', NAMESPACES.map((ns) => ({ value: ns, label: ns }))),
  valueFilter('language', t('translations.filters.language'), 'language', LANGUAGES),
];

export type TranslationDraft = { value: string };

export const translationFields = (t: BackofficeT, english: string): readonly FieldSpec<TranslationDraft>[] => [
  // i18next does not interpolate inside a variable: the English's {{placeholders}} show as they are
  { name: 'value', label: t('translations.valueLabel'), kind: 'textarea', required: true, maxLength: 5000, rows: 4, hint: t('translations.valueHint', { english }) },
];

export const draftOf = (row: TranslationString): TranslationDraft => ({ value: row.value });

/** The ETag of a listed row: its version. */
export const etagOf = (row: TranslationString) => `"${row.version}"`;
