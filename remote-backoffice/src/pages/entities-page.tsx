import { useMemo } from 'react';
import { COUNTRY_FILTER_PARAM, legalEntities } from '../features/legal-entities/legal-entities';
import { useBackofficeStrings } from '../i18n/strings';
import { useMarketOptions } from '../lib/markets';
import { ResourceList } from '@ottilia/shared-admin/screens';

/** Route /backoffice/entities (exact); rendered inside the host's router, shell and API providers. */
export default function EntitiesPage() {
  const { t } = useBackofficeStrings();
  const screens = useMemo(() => legalEntities(t), [t]);
  const markets = useMarketOptions();
  return <ResourceList spec={screens.list} filterOptions={{ [COUNTRY_FILTER_PARAM]: markets }} />;
}
