/** The dashboard's reads through the portal's SWR fetcher (the authenticated API client). */
import { useRead, type ReadKey } from '@ottilia/shared-auth/typed';
import { agencyOptionsKey, brandOptionsKey, dashboardKey, embedInfoKey, marketOptionsKey } from '../../data/dashboard';
import { isRangeValid, type DashboardFilters } from './dashboard-filters-state';

export function useDashboard(filters: DashboardFilters) {
  // a range the API would refuse is not asked for; the form shows the problem instead
  return useRead(isRangeValid(filters) ? dashboardKey(filters) : null, { keepPreviousData: true });
}

export interface FilterOption {
  value: string;
  label: string;
}

const useOptions = <T>(key: ReadKey<{ content: T[] }>, toOption: (item: T) => FilterOption) => {
  const { data } = useRead(key, { revalidateOnFocus: false });
  return (data?.content ?? []).map(toOption);
};

/** Agencies, brands and markets to filter by (select lists: 250 by name). */
export function useFilterOptions() {
  return {
    agencies: useOptions(agencyOptionsKey(), (a) => ({ value: a.eid, label: a.name })),
    brands: useOptions(brandOptionsKey(), (b) => ({ value: b.eid, label: b.name })),
    markets: useOptions(marketOptionsKey(), (m) => ({ value: m.code, label: m.countryName })),
  };
}

/** The stage's BI embed; its token is fetched again a minute before it expires. */
export function useEmbedInfo() {
  return useRead(embedInfoKey(), {
    revalidateOnFocus: false,
    refreshInterval: (info) => (info?.configured ? Math.max(30_000, new Date(info.expiresAt).getTime() - Date.now() - 60_000) : 0),
  });
}
