import { marketFilter, marketLabel } from '../../lib/markets';
import { nameColumn } from '../../lib/columns';
import { defineList } from '../../lib/list-spec';
import { LEGAL_ENTITIES, type LegalEntity } from './legal-entities';

/** URL key of the country filter, whose choices come from GET /markets. */
export const COUNTRY_FILTER_PARAM = 'country';

export const LEGAL_ENTITY_LIST = defineList<LegalEntity>({
  resource: LEGAL_ENTITIES,
  searchFields: ['name', 'countryName'],
  filters: [marketFilter(COUNTRY_FILTER_PARAM, 'Country', 'country')],
  columns: [
    nameColumn(LEGAL_ENTITIES),
    { key: 'countryName', header: 'Country', sortable: true, render: (entity) => marketLabel(entity.country, entity.countryName) },
  ],
});
