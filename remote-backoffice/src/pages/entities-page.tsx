import { COUNTRY_FILTER_PARAM, LEGAL_ENTITY_LIST } from '../features/legal-entities/legal-entity-list';
import { useMarketOptions } from '../lib/markets';
import { ResourceList } from '../lib/resource-list';

/** Route /backoffice/entities (exact); rendered inside the host's router, shell and API providers. */
export default function EntitiesPage() {
  const markets = useMarketOptions();
  return <ResourceList spec={LEGAL_ENTITY_LIST} filterOptions={{ [COUNTRY_FILTER_PARAM]: markets }} />;
}
