import { LEGAL_ENTITY_DETAIL, legalEntityFields } from '../features/legal-entities/legal-entity-detail';
import { useMarketOptions } from '../lib/markets';
import { ResourceDetail } from '../lib/resource-detail';

/** Route /backoffice/entities/:id (`new` creates a legal entity). */
export default function EntityDetailPage() {
  const markets = useMarketOptions();
  return <ResourceDetail spec={LEGAL_ENTITY_DETAIL} fields={legalEntityFields(markets)} />;
}
