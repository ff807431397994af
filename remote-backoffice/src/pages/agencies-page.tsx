import { useMemo } from 'react';
import { agencyList, MARKET_FILTER_PARAM } from '../features/agencies/agency-list';
import { useBackofficeStrings } from '../i18n/strings';
import { useMarketOptions } from '../lib/markets';
import { ResourceList } from '@ottilia/shared-admin/screens';

/** Route /backoffice/agencies (exact); rendered inside the host's router, shell and API providers. */
export default function AgenciesPage() {
  const { t } = useBackofficeStrings();
  const spec = useMemo(() => agencyList(t), [t]);
  const markets = useMarketOptions();
  return <ResourceList spec={spec} filterOptions={{ [MARKET_FILTER_PARAM]: markets }} />;
}
