/**
 * The dashboard's filters live in the URL (?agency=&brand=&market=&from=&to=): a filtered view can
 * be bookmarked and shared, and Back undoes a change. Values that cannot be valid are dropped
 * here rather than sent to the API (which would answer 400).
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { WireDashboardQuery } from '@ottilia/shared-contracts/wire';

export type DashboardFilters = WireDashboardQuery;
export const FILTER_NAMES = ['agency', 'brand', 'market', 'from', 'to'] as const;
type FilterName = (typeof FILTER_NAMES)[number];

const VALID: Record<FilterName, RegExp> = {
  agency: /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,99}$/,
  brand: /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,99}$/,
  market: /^[A-Z]{2}$/,
  from: /^\d{4}-\d{2}-\d{2}$/,
  to: /^\d{4}-\d{2}-\d{2}$/,
};

/** The filters a query string holds, leaving out empty and malformed values. */
export function filtersFrom(params: URLSearchParams): DashboardFilters {
  const filters: DashboardFilters = {};
  for (const name of FILTER_NAMES) {
    const value = params.get(name);
    if (value && VALID[name].test(value)) filters[name] = value;
  }
  return filters;
}

/** A range that ends before it starts is not asked of the API: the form says what is wrong. */
export const isRangeValid = ({ from, to }: DashboardFilters) => !from || !to || from <= to;

export function useDashboardFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFrom(params), [params]);
  const setFilter = useCallback(
    (name: FilterName, value: string) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(name, value);
          else next.delete(name);
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  const clearFilters = useCallback(() => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const name of FILTER_NAMES) next.delete(name);
      return next;
    });
  }, [setParams]);
  return { filters, setFilter, clearFilters };
}
