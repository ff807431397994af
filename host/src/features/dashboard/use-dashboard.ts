/** The dashboard's reads through the portal's SWR fetcher (the authenticated API client). */
import useSWR from 'swr';
import type { ApiError, ApiKey, Query } from '@ottilia/shared-auth';
import type { WireAgency, WireBrand, WireDashboard, WireDashboardEmbedInfo, WireMarket } from '@ottilia/shared-contracts/wire';
import { isRangeValid, type DashboardFilters } from './dashboard-filters-state';

export function useDashboard(filters: DashboardFilters) {
  // a range the API would refuse is not asked for; the form shows the problem instead
  const key: ApiKey | null = isRangeValid(filters) ? ['/dashboard', { ...filters }] : null;
  return useSWR<WireDashboard, ApiError>(key, { keepPreviousData: true });
}

export interface FilterOption {
  value: string;
  label: string;
}

const useOptions = <T,>(path: string, query: Query, toOption: (item: T) => FilterOption) => {
  const { data } = useSWR<{ content: T[] }, ApiError>([path, query], { revalidateOnFocus: false });
  return (data?.content ?? []).map(toOption);
};

/** A select list: page 0 of 250 (spec section 9). */
const selectList = (orderBy = 'name asc'): Query => ({ page: 0, size: 250, $orderBy: orderBy });

/** Agencies, brands and markets to filter by (select lists: 250 by name). */
export function useFilterOptions() {
  return {
    agencies: useOptions<WireAgency>('/agencies', selectList(), (a) => ({ value: a.eid, label: a.name })),
    brands: useOptions<WireBrand>('/brands', selectList(), (b) => ({ value: b.eid, label: b.name })),
    markets: useOptions<WireMarket>('/markets', selectList('countryName asc'), (m) => ({ value: m.code, label: m.countryName })),
  };
}

/** The stage's BI embed; its token is fetched again a minute before it expires. */
export function useEmbedInfo() {
  return useSWR<WireDashboardEmbedInfo, ApiError>('/dashboard/embed-info', {
    revalidateOnFocus: false,
    refreshInterval: (info) => (info?.configured ? Math.max(30_000, new Date(info.expiresAt).getTime() - Date.now() - 60_000) : 0),
  });
}
