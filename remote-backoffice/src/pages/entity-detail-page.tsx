import { ResourceDetail } from '@ottilia/shared-admin/screens';
import { legalEntities, legalEntityFields } from '../features/legal-entities/legal-entities';
import { useMarketOptions } from '../lib/markets';
import { useScreens } from '../lib/use-screens';

/** Route /backoffice/entities/:id (`new` creates a legal entity). */
export default function EntityDetailPage() {
  const { t, screens } = useScreens(legalEntities);
  const markets = useMarketOptions();
  return <ResourceDetail spec={screens.detail} fields={legalEntityFields(t, markets)} />;
}
