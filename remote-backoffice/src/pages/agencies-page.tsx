import { AGENCY_LIST, MARKET_FILTER_PARAM } from '../features/agencies/agency-list';
import { useMarketOptions } from '../lib/markets';
import { ResourceList } from '@ottilia/shared-admin/screens';

/** Route /backoffice/agencies (exact); rendered inside the host's router, shell and API providers. */
export default function AgenciesPage() {
  const markets = useMarketOptions();
  return <ResourceList spec={AGENCY_LIST} filterOptions={{ [MARKET_FILTER_PARAM]: markets }} />;
}
