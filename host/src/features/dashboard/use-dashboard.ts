/** The dashboard's reads through the portal's SWR fetcher (the authenticated API client). */
import { useRead, type ReadKey } from '@ottilia/shared-auth';
import { AGENCY_OPTIONS_KEY, BRAND_OPTIONS_KEY, dashboardKey, EMBED_INFO_KEY, MARKET_OPTIONS_KEY } from '../../data';
import { isRangeValid, type DashboardFilters } from './dashboard-filters-state';

export function useDashboard(filters: DashboardFilters) {
  // a range the API would refuse is not asked for; the form shows the problem instead
  return useRead(isRangeValid(filters) ? dashboardKey(filters) : null, { keepPreviousData: true });
}

export interface FilterOption {
  value: string;
  label: string;
}

const useOptions = <T,>(key: ReadKey<{ content: T[] }>, toOption: (item: T) => FilterOption) => {
  const { data } = useRead(key, { revalidateOnFocus: false });
  return (data?.content ?? []).map(toOption);
};

/** Agencies, brands and markets to filter by (select lists: 250 by name). */
export function useFilterOptions() {
  return {
    agencies: useOptions(AGENCY_OPTIONS_KEY, (a) => ({ value: a.eid, label: a.name })),
    brands: useOptions(BRAND_OPTIONS_KEY, (b) => ({ value: b.eid, label: b.name })),
    markets: useOptions(MARKET_OPTIONS_KEY, (m) => ({ value: m.code, label: m.countryName })),
  };
}

/** The stage's BI embed; its token is fetched again a minute before it expires. */
export function useEmbedInfo() {
  return useRead(EMBED_INFO_KEY, {
    revalidateOnFocus: false,
    refreshInterval: (info) => (info?.configured ? Math.max(30_000, new Date(info.expiresAt).getTime() - Date.now() - 60_000) : 0),
  });
}
