/** Legal entities (GET/PUT/DELETE /legal-entities): a name and the country (a market code) it is registered in. */
import { LEGAL_ENTITIES } from '@ottilia/shared-admin';
import type { WireLegalEntity } from '@ottilia/shared-contracts/wire';
import { type SelectOption } from '@ottilia/shared-ui/editing';
import { defineResource, formOf, type FormDraft } from '@ottilia/shared-admin/screens';
import { NS, type BackofficeT } from '../../i18n/strings';
import { marketFilter, marketLabel } from '../../lib/markets';

/** As GET /legal-entities/{eid} answers it; `country` is a market code. */
export type LegalEntity = WireLegalEntity;

export type LegalEntityDraft = FormDraft<typeof LEGAL_ENTITIES.apiPath, 'name' | 'country'>;

/** The form; `markets` from GET /markets (a legal entity's country is a market code). */
const form = (t: BackofficeT, markets: readonly SelectOption[] = []) =>
  formOf(t, LEGAL_ENTITIES, ['name', 'country'], {
    country: { kind: 'select', label: t('legalEntities.country'), options: markets, placeholder: t('legalEntities.selectCountry') },
  });

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
    form: form(t),
  });
}

export const legalEntityFields = (t: BackofficeT, markets: readonly SelectOption[]) => form(t, markets).fields;
