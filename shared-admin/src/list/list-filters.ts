/**
 * Column filters of a list: a select in the toolbar, a key in the URL and an `eq` clause in
 * `$filter`. Builders for the common kinds (active flag, a fixed set of values).
 */
import type { ListParamsConfig } from './list-params';
import { type FilterValue } from '../data/odata';
import { translate } from '../i18n/strings';
import type { Text } from '../i18n/text';

/** A choice of a filter (shared-ui's SelectOption once its label is resolved). */
export interface FilterOption {
  value: string;
  /** Plain text, or a key / function of t (see Text). */
  label: Text;
}

export interface ListFilter {
  /** URL key, e.g. 'status'. */
  param: string;
  /** Label of the select: plain text, or a key / function of t (see Text). */
  label: Text;
  /** API field compared with `eq`. */
  field: string;
  /** Choices; each value is what the URL carries. */
  options: readonly FilterOption[];
  /** The `$filter` literal of a URL value; undefined for a value the filter does not accept. */
  literal(value: string): FilterValue | undefined;
}

/** Keys (namespace admin) of Active and Inactive. */
export const ACTIVE_LABELS = { true: 'status.active', false: 'status.inactive' } as const;

/** Active or Inactive, as every list with an isActive flag shows it (in the current language). */
export function activeLabel(isActive: boolean): string {
  return translate(ACTIVE_LABELS[`${isActive}`]);
}

const ACTIVE_VALUES: Readonly<Record<string, boolean>> = { active: true, inactive: false };

/** Status: Active / Inactive over `isActive` (URL `status=active|inactive`). */
export const ACTIVE_FILTER: ListFilter = {
  param: 'status',
  label: { key: 'status.label' },
  field: 'isActive',
  options: [
    { value: 'active', label: { key: ACTIVE_LABELS.true } },
    { value: 'inactive', label: { key: ACTIVE_LABELS.false } },
  ],
  literal: (value) => ACTIVE_VALUES[value],
};

/** A filter over a known set of string values (the URL carries the API value itself). */
export function valueFilter(param: string, label: Text, field: string, options: readonly FilterOption[]): ListFilter {
  return {
    param,
    label,
    field,
    options,
    literal: (value) => (options.some((option) => option.value === value) ? value : undefined),
  };
}

/** The `$filter` columns of the filters set in `values` (URL key -> value). */
export function filterColumns(
  filters: readonly ListFilter[],
  values: Readonly<Record<string, string>>,
): Record<string, FilterValue | undefined> {
  return Object.fromEntries(
    filters.map((filter) => {
      const value = values[filter.param];
      return [filter.field, value === undefined ? undefined : filter.literal(value)];
    }),
  );
}

/** The list-params view of filters: which URL keys they own and what each accepts. */
export function paramFilters(filters: readonly ListFilter[]): ListParamsConfig['filters'] {
  return filters.map(({ param, literal }) => ({ param, accepts: (value: string) => literal(value) !== undefined }));
}
