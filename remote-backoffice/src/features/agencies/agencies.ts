/**
 * Agencies (GET/PUT/DELETE /agencies): partner agencies with a market, a main contact,
 * Active/Inactive, and a review state (a new agency is a request that waits for review).
 */
import { AGENCIES, recordLimits, sessionDraftStore, valueFilter, type WriteBodyOf } from '@ottilia/shared-admin';
import { defineResource } from '@ottilia/shared-admin/screens';
import { titleCase } from '@ottilia/shared-auth';
import type { WireAgency } from '@ottilia/shared-contracts/wire';
import type { FieldSpec } from '@ottilia/shared-ui/admin';
import type { SelectOption } from '@ottilia/shared-ui/editing';
import { NS, type BackofficeT } from '../../i18n/strings';
import { marketFilter, marketLabel } from '../../lib/markets';

export const REVIEW_STATES = ['PENDING', 'APPROVED', 'REJECTED'] as const satisfies readonly WireAgency['reviewState'][];
export type ReviewState = WireAgency['reviewState'];

/** As GET /agencies/{eid} answers it. */
export type Agency = WireAgency;

export type AgencyDraft = { name: string; marketCode: string; mainContactName: string; mainContactEmail: string; isActive: boolean };

const EMPTY_AGENCY: AgencyDraft = { name: '', marketCode: '', mainContactName: '', mainContactEmail: '', isActive: true };

/** Session storage key of the new-agency form's draft. */
export const NEW_AGENCY_DRAFT_KEY = 'ottilia.backoffice.new-agency-draft';

const NEW_AGENCY_DRAFTS = sessionDraftStore(NEW_AGENCY_DRAFT_KEY, EMPTY_AGENCY);

/** URL key of the market filter, whose choices come from GET /markets. */
export const MARKET_FILTER_PARAM = 'market';

/** 'PENDING' -> 'Pending'; a state the API adds later is shown Title Case. */
export function reviewStateLabel(t: BackofficeT, state: string): string {
  switch (state) {
    case 'PENDING':
      return t('agencies.reviewStates.pending');
    case 'APPROVED':
      return t('agencies.reviewStates.approved');
    case 'REJECTED':
      return t('agencies.reviewStates.rejected');
    default:
      return titleCase(state);
  }
}

/** The agency screens in the current language (built at render: their labels come from t). */
export function agencies(t: BackofficeT) {
  const market = (agency: Agency) => marketLabel(t, agency.marketCode, agency.marketName);
  const reviewState = (agency: Agency) => reviewStateLabel(t, agency.reviewState);
  const states = REVIEW_STATES.map((state) => ({ value: state, label: reviewStateLabel(t, state) }));
  return defineResource<Agency, AgencyDraft>({
    identity: AGENCIES,
    ns: NS,
    searchFields: ['name', 'marketName'],
    filters: [
      marketFilter(MARKET_FILTER_PARAM, t('markets.market'), 'marketCode'),
      valueFilter('review', t('agencies.fields.reviewState'), 'reviewState', states),
    ],
    columns: [
      { key: 'marketName', header: t('markets.market'), sortable: true, render: market },
      { key: 'reviewState', header: t('agencies.fields.reviewState'), sortable: true, render: reviewState },
    ],
    viewRows: [
      { label: t('markets.market'), value: market },
      { label: t('agencies.fields.mainContactName'), value: (agency) => agency.mainContactName },
      { label: t('agencies.fields.mainContactEmail'), value: (agency) => agency.mainContactEmail },
    ],
    viewRowsAfterStatus: [
      { label: t('agencies.fields.reviewState'), value: reviewState },
      { label: t('agencies.fields.reviewReason'), value: (agency) => agency.reviewReason },
      {
        label: t('agencies.fields.requestedBy'),
        value: (agency) => agency.requestedBy && `${agency.requestedBy.displayName} (${agency.requestedBy.email})`,
      },
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
    toBody: (draft): WriteBodyOf<typeof AGENCIES.apiPath> => draft,
    historyLabels: {
      reviewState: t('agencies.fields.reviewState'),
      reviewReason: t('agencies.fields.reviewReason'),
      requestedBy: t('agencies.fields.requestedBy'),
    },
    createDraftStore: NEW_AGENCY_DRAFTS,
  });
}

const LIMITS = recordLimits(AGENCIES);

/** The new-agency form: what a request for a new agency needs; `markets` from GET /markets. */
export function newAgencyFields(t: BackofficeT, markets: readonly SelectOption[]): FieldSpec<AgencyDraft>[] {
  return [
    { name: 'name', label: t('common.name'), kind: 'text', required: true, maxLength: LIMITS.name.maxLength },
    {
      name: 'marketCode',
      label: t('markets.market'),
      kind: 'select',
      required: true,
      options: markets,
      placeholder: t('markets.selectMarket'),
    },
    {
      name: 'mainContactName',
      label: t('agencies.fields.mainContactName'),
      kind: 'text',
      required: true,
      maxLength: LIMITS.mainContactName.maxLength,
    },
    {
      name: 'mainContactEmail',
      label: t('agencies.fields.mainContactEmail'),
      kind: 'text',
      type: 'email',
      required: true,
      maxLength: LIMITS.mainContactEmail.maxLength,
    },
  ];
}

/** The edit form adds the Active flag (a review decision also sets it). */
export function agencyFields(t: BackofficeT, markets: readonly SelectOption[]): FieldSpec<AgencyDraft>[] {
  return [...newAgencyFields(t, markets), { name: 'isActive', label: t('common.active'), kind: 'toggle' }];
}
