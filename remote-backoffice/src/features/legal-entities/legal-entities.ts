/** Legal entities (GET/PUT/DELETE /legal-entities): a name and the country (a market code) it is registered in. */
import { LEGAL_ENTITIES, recordLimits, type WriteBodyOf } from '@ottilia/shared-admin';
import type { WireLegalEntity } from '@ottilia/shared-contracts/wire';
import { type SelectOption } from '@ottilia/shared-ui/editing';
import type { FieldSpec } from '@ottilia/shared-ui/admin';
import { defineResource } from '@ottilia/shared-admin/screens';
import { NS, type BackofficeT } from '../../i18n/strings';
import { marketFilter, marketLabel } from '../../lib/markets';

/** As GET /legal-entities/{eid} answers it; `country` is a market code. */
export type LegalEntity = WireLegalEntity;

export type LegalEntityDraft = { name: string; country: string };

/** URL key of the country filter, whose choices come from GET /markets. */
export const COUNTRY_FILTER_PARAM = 'country';

/** The resource's screens in the current language (built at render: their labels come from t). */
export function legalEntities(t: BackofficeT) {
  const country = (entity: LegalEntity) => marketLabel(t, entity.country, entity.countryName);
  return defineResource<LegalEntity, LegalEntityDraft>({
    identity: LEGAL_ENTITIES,
    ns: NS,
    searchFields: ['name', 'countryName'],
    filters: [marketFilter(COUNTRY_FILTER_PARAM, t('legalEntities.country'), 'country')],
    columns: [{ key: 'countryName', header: t('legalEntities.country'), sortable: true, render: country }],
    viewRows: [{ label: t('legalEntities.country'), value: country }],
    emptyDraft: { name: '', country: '' },
    toDraft: ({ name, country }) => ({ name, country }),
    toBody: (draft): WriteBodyOf<typeof LEGAL_ENTITIES.apiPath> => draft,
  });
}

/** The form; `markets` from GET /markets (a legal entity's country is a market code). */
export const legalEntityFields = (t: BackofficeT, markets: readonly SelectOption[]): FieldSpec<LegalEntityDraft>[] => [
  { name: 'name', label: t('common.name'), kind: 'text', required: true, maxLength: recordLimits(LEGAL_ENTITIES).name.maxLength },
  { name: 'country', label: t('legalEntities.country'), kind: 'select', required: true, options: markets, placeholder: t('legalEntities.selectCountry') },
];
