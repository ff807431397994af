import { titleCase } from '@ottilia/shared-auth';
import { marketFilter, marketLabel } from '../../lib/markets';
import { activeColumn, nameColumn, defineList } from '@ottilia/shared-admin/screens';
import { ACTIVE_FILTER, valueFilter } from '@ottilia/shared-admin';
import { AGENCIES, REVIEW_STATES, type Agency } from './agencies';

/** URL key of the market filter, whose choices come from GET /markets. */
export const MARKET_FILTER_PARAM = 'market';

export const AGENCY_LIST = defineList<Agency>({
  resource: AGENCIES,
  searchFields: ['name', 'marketName'],
  filters: [
    ACTIVE_FILTER,
    marketFilter(MARKET_FILTER_PARAM, 'Market', 'marketCode'),
    valueFilter(
      'review',
      'Review state',
      'reviewState',
      REVIEW_STATES.map((state) => ({ value: state, label: titleCase(state) })),
    ),
  ],
  columns: [
    nameColumn(AGENCIES),
    { key: 'marketName', header: 'Market', sortable: true, render: (agency) => marketLabel(agency.marketCode, agency.marketName) },
    { key: 'reviewState', header: 'Review state', sortable: true, render: (agency) => titleCase(agency.reviewState) },
    activeColumn(),
  ],
});
