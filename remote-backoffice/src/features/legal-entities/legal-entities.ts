/** Legal entities (GET/PUT/DELETE /legal-entities): a name and the country (a market code) it is registered in. */
import type { WireLegalEntity } from '@ottilia/shared-contracts/wire';
import { type SelectOption } from '@ottilia/shared-ui/editing';
import type { FieldSpec } from '@ottilia/shared-ui/admin';
import { defineResource } from '@ottilia/shared-admin/screens';
import { marketFilter, marketLabel } from '../../lib/markets';

/** As GET /legal-entities/{eid} answers it; `country` is a market code. */
export type LegalEntity = WireLegalEntity;

export type LegalEntityDraft = { name: string; country: string };

/** URL key of the country filter, whose choices come from GET /markets. */
export const COUNTRY_FILTER_PARAM = 'country';

const country = (entity: LegalEntity) => marketLabel(entity.country, entity.countryName);

export const LEGAL_ENTITIES = defineResource<LegalEntity, LegalEntityDraft>({
  apiPath: '/legal-entities',
  route: '/backoffice/entities',
  title: 'Legal entities',
  singular: 'legal entity',
  plural: 'legal entities',
  permissions: { create: 'entitiesCreate', edit: 'entitiesEdit', delete: 'entitiesDelete' },
  hasActiveFlag: false,
  searchFields: ['name', 'countryName'],
  filters: [marketFilter(COUNTRY_FILTER_PARAM, 'Country', 'country')],
  columns: [{ key: 'countryName', header: 'Country', sortable: true, render: country }],
  viewRows: [{ label: 'Country', value: country }],
  emptyDraft: { name: '', country: '' },
  toDraft: ({ name, country }) => ({ name, country }),
});

/** The form; `markets` from GET /markets (a legal entity's country is a market code). */
export const legalEntityFields = (markets: readonly SelectOption[]): FieldSpec<LegalEntityDraft>[] => [
  { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 120 },
  { name: 'country', label: 'Country', kind: 'select', required: true, options: markets, placeholder: 'Select a country' },
];
