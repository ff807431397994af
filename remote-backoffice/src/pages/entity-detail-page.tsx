import { LEGAL_ENTITIES, legalEntityFields } from '../features/legal-entities/legal-entities';
import { useMarketOptions } from '../lib/markets';
import { ResourceDetail } from '@ottilia/shared-admin/screens';

/** Route /backoffice/entities/:id (`new` creates a legal entity). */
export default function EntityDetailPage() {
  const markets = useMarketOptions();
  return <ResourceDetail spec={LEGAL_ENTITIES.detail} fields={legalEntityFields(markets)} />;
}
