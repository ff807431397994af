/**
 * Column filters of a list: a select in the toolbar, a key in the URL and an `eq` clause in
 * `$filter`. Builders for the common kinds (active flag, a fixed set of values).
 */
import type { ListParamsConfig } from './list-params';
import { type FilterValue } from '../api/list-query';

/** A choice of a filter (shared-ui's SelectOption has the same shape). */
export interface FilterOption {
  value: string;
  label: string;
}

export interface ListFilter {
  /** URL key, e.g. 'status'. */
  param: string;
  /** Label of the select. */
  label: string;
  /** API field compared with `eq`. */
  field: string;
  /** Choices; each value is what the URL carries. */
  options: readonly FilterOption[];
  /** The `$filter` literal of a URL value; undefined for a value the filter does not accept. */
  literal(value: string): FilterValue | undefined;
}

export const ACTIVE_LABELS = { true: 'Active', false: 'Inactive' } as const;

/** Active or Inactive, as every list with an isActive flag shows it. */
export function activeLabel(isActive: boolean): string {
  return ACTIVE_LABELS[`${isActive}`];
}

const ACTIVE_VALUES: Readonly<Record<string, boolean>> = { active: true, inactive: false };

/** Status: Active / Inactive over `isActive` (URL `status=active|inactive`). */
export const ACTIVE_FILTER: ListFilter = {
  param: 'status',
  label: 'Status',
  field: 'isActive',
  options: [
    { value: 'active', label: ACTIVE_LABELS.true },
    { value: 'inactive', label: ACTIVE_LABELS.false },
  ],
  literal: (value) => ACTIVE_VALUES[value],
};

/** A filter over a known set of string values (the URL carries the API value itself). */
export function valueFilter(param: string, label: string, field: string, options: readonly FilterOption[]): ListFilter {
  return {
    param,
    label,
    field,
    options,
    literal: (value) => (options.some((option) => option.value === value) ? value : undefined),
  };
}

/** The `$filter` columns of the filters set in `values` (URL key -> value). */
export function filterColumns(filters: readonly ListFilter[], values: Readonly<Record<string, string>>): Record<string, FilterValue | undefined> {
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
