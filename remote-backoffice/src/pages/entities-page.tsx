import { COUNTRY_FILTER_PARAM, LEGAL_ENTITIES } from '../features/legal-entities/legal-entities';
import { useMarketOptions } from '../lib/markets';
import { ResourceList } from '@ottilia/shared-admin/screens';

/** Route /backoffice/entities (exact); rendered inside the host's router, shell and API providers. */
export default function EntitiesPage() {
  const markets = useMarketOptions();
  return <ResourceList spec={LEGAL_ENTITIES.list} filterOptions={{ [COUNTRY_FILTER_PARAM]: markets }} />;
}
