import { ResourceList } from '@ottilia/shared-admin/screens';
import { COUNTRY_FILTER_PARAM, legalEntities } from '../features/legal-entities/legal-entities';
import { useMarketOptions } from '../lib/markets';
import { useScreens } from '../lib/use-screens';

/** Route /backoffice/entities (exact); rendered inside the host's router, shell and API providers. */
export default function EntitiesPage() {
  const { screens } = useScreens(legalEntities);
  const markets = useMarketOptions();
  return <ResourceList spec={screens.list} filterOptions={{ [COUNTRY_FILTER_PARAM]: markets }} />;
}
