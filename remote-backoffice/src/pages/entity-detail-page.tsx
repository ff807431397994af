import { useMemo } from 'react';
import { legalEntities, legalEntityFields } from '../features/legal-entities/legal-entities';
import { useBackofficeStrings } from '../i18n/strings';
import { useMarketOptions } from '../lib/markets';
import { ResourceDetail } from '@ottilia/shared-admin/screens';

/** Route /backoffice/entities/:id (`new` creates a legal entity). */
export default function EntityDetailPage() {
  const { t } = useBackofficeStrings();
  const screens = useMemo(() => legalEntities(t), [t]);
  const markets = useMarketOptions();
  return <ResourceDetail spec={screens.detail} fields={legalEntityFields(t, markets)} />;
}
