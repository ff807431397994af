import { type SelectOption } from '@ottilia/shared-ui/editing';
import { marketLabel } from '../../lib/markets';
import type { DetailSpec } from '@ottilia/shared-admin/screens';
import { activeLabel, sessionDraftStore } from '@ottilia/shared-admin';
import type { FieldSpec } from '@ottilia/shared-ui/admin';
import type { BackofficeT } from '../../i18n/strings';
import { agenciesResource, reviewStateLabel, type Agency } from './agencies';

export type AgencyDraft = { name: string; marketCode: string; mainContactName: string; mainContactEmail: string; isActive: boolean };

const EMPTY_AGENCY: AgencyDraft = { name: '', marketCode: '', mainContactName: '', mainContactEmail: '', isActive: true };

/** Session storage key of the new-agency form's draft. */
export const NEW_AGENCY_DRAFT_KEY = 'ottilia.backoffice.new-agency-draft';

const NEW_AGENCY_DRAFTS = sessionDraftStore(NEW_AGENCY_DRAFT_KEY, EMPTY_AGENCY);

/** The new-agency form: what a request for a new agency needs; `markets` from GET /markets. */
export function newAgencyFields(t: BackofficeT, markets: readonly SelectOption[]): FieldSpec<AgencyDraft>[] {
  return [
    { name: 'name', label: t('common.name'), kind: 'text', required: true, maxLength: 120 },
    { name: 'marketCode', label: t('markets.market'), kind: 'select', required: true, options: markets, placeholder: t('markets.selectMarket') },
    { name: 'mainContactName', label: t('agencies.fields.mainContactName'), kind: 'text', required: true, maxLength: 120 },
    { name: 'mainContactEmail', label: t('agencies.fields.mainContactEmail'), kind: 'text', type: 'email', required: true, maxLength: 254 },
  ];
}

/** The edit form adds the Active flag (a review decision also sets it). */
export function agencyFields(t: BackofficeT, markets: readonly SelectOption[]): FieldSpec<AgencyDraft>[] {
  return [...newAgencyFields(t, markets), { name: 'isActive', label: t('common.active'), kind: 'toggle' }];
}

/** The agency's page in the current language (built at render: its labels come from t). */
export const agencyDetail = (t: BackofficeT): DetailSpec<Agency, AgencyDraft> => ({
  resource: agenciesResource(t),
  viewRows: [
    { label: t('common.id'), value: (agency) => agency.eid },
    { label: t('common.name'), value: (agency) => agency.name },
    { label: t('markets.market'), value: (agency) => marketLabel(t, agency.marketCode, agency.marketName) },
    { label: t('agencies.fields.mainContactName'), value: (agency) => agency.mainContactName },
    { label: t('agencies.fields.mainContactEmail'), value: (agency) => agency.mainContactEmail },
    { label: t('common.status'), value: (agency) => activeLabel(agency.isActive) },
    { label: t('agencies.fields.reviewState'), value: (agency) => reviewStateLabel(t, agency.reviewState) },
    { label: t('agencies.fields.reviewReason'), value: (agency) => agency.reviewReason },
    { label: t('agencies.fields.requestedBy'), value: (agency) => agency.requestedBy && `${agency.requestedBy.displayName} (${agency.requestedBy.email})` },
    { label: t('common.projects'), value: (agency) => agency.projectCount },
  ],
  emptyDraft: EMPTY_AGENCY,
  toDraft: (agency) => ({
    name: agency.name,
    marketCode: agency.marketCode,
    mainContactName: agency.mainContactName ?? '',
    mainContactEmail: agency.mainContactEmail ?? '',
    isActive: agency.isActive,
  }),
  toBody: (draft) => draft,
  historyLabels: { reviewState: t('agencies.fields.reviewState'), reviewReason: t('agencies.fields.reviewReason') },
  createDraftStore: NEW_AGENCY_DRAFTS,
});
