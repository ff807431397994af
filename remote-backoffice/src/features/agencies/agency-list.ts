import { marketFilter, marketLabel } from '../../lib/markets';
import { activeColumn, nameColumn, defineList } from '@ottilia/shared-admin/screens';
import { ACTIVE_FILTER, valueFilter } from '@ottilia/shared-admin';
import type { BackofficeT } from '../../i18n/strings';
import { agenciesResource, REVIEW_STATES, reviewStateLabel, type Agency } from './agencies';

/** URL key of the market filter, whose choices come from GET /markets. */
export const MARKET_FILTER_PARAM = 'market';

/** The agency list in the current language (built at render: its labels come from t). */
export function agencyList(t: BackofficeT) {
  const resource = agenciesResource(t);
  return defineList<Agency>({
    resource,
    searchFields: ['name', 'marketName'],
    filters: [
      ACTIVE_FILTER,
      marketFilter(MARKET_FILTER_PARAM, t('markets.market'), 'marketCode'),
      valueFilter(
        'review',
        t('agencies.fields.reviewState'),
        'reviewState',
        REVIEW_STATES.map((state) => ({ value: state, label: reviewStateLabel(t, state) })),
      ),
    ],
    columns: [
      nameColumn(resource),
      { key: 'marketName', header: t('markets.market'), sortable: true, render: (agency) => marketLabel(t, agency.marketCode, agency.marketName) },
      { key: 'reviewState', header: t('agencies.fields.reviewState'), sortable: true, render: (agency) => reviewStateLabel(t, agency.reviewState) },
      activeColumn(),
    ],
  });
}
