import { ResourceList } from '@ottilia/shared-admin/screens';
import { agencies, MARKET_FILTER_PARAM } from '../features/agencies/agencies';
import { useMarketOptions } from '../lib/markets';
import { useScreens } from '../lib/use-screens';

/** Route /backoffice/agencies (exact); rendered inside the host's router, shell and API providers. */
export default function AgenciesPage() {
  const { screens } = useScreens(agencies);
  const markets = useMarketOptions();
  return <ResourceList spec={screens.list} filterOptions={{ [MARKET_FILTER_PARAM]: markets }} />;
}
