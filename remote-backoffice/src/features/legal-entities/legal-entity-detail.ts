import type { SelectOption } from '@ottilia/shared-ui';
import { marketLabel } from '../../lib/markets';
import type { DetailSpec } from '../../lib/detail-spec';
import type { FieldSpec } from '@ottilia/shared-ui/admin';
import { LEGAL_ENTITIES, type LegalEntity } from './legal-entities';

export type LegalEntityDraft = { name: string; country: string };

/** `markets` from GET /markets: a legal entity's country is a market code. */
export function legalEntityFields(markets: readonly SelectOption[]): FieldSpec<LegalEntityDraft>[] {
  return [
    { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 120 },
    { name: 'country', label: 'Country', kind: 'select', required: true, options: markets, placeholder: 'Select a country' },
  ];
}

export const LEGAL_ENTITY_DETAIL: DetailSpec<LegalEntity, LegalEntityDraft> = {
  resource: LEGAL_ENTITIES,
  viewRows: [
    { label: 'ID', value: (entity) => entity.eid },
    { label: 'Name', value: (entity) => entity.name },
    { label: 'Country', value: (entity) => marketLabel(entity.country, entity.countryName) },
  ],
  emptyDraft: { name: '', country: '' },
  toDraft: ({ name, country }) => ({ name, country }),
  toBody: (draft) => draft,
};
