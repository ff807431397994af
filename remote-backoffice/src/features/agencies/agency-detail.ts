import { titleCase } from '@ottilia/shared-auth';
import { type SelectOption } from '@ottilia/shared-ui/editing';
import { marketLabel } from '../../lib/markets';
import type { DetailSpec } from '@ottilia/shared-admin/screens';
import { activeLabel, sessionDraftStore } from '@ottilia/shared-admin';
import type { FieldSpec } from '@ottilia/shared-ui/admin';
import { AGENCIES, type Agency } from './agencies';

export type AgencyDraft = { name: string; marketCode: string; mainContactName: string; mainContactEmail: string; isActive: boolean };

const EMPTY_AGENCY: AgencyDraft = { name: '', marketCode: '', mainContactName: '', mainContactEmail: '', isActive: true };

/** Session storage key of the new-agency form's draft. */
export const NEW_AGENCY_DRAFT_KEY = 'ottilia.backoffice.new-agency-draft';

/** The new-agency form: what a request for a new agency needs; `markets` from GET /markets. */
export function newAgencyFields(markets: readonly SelectOption[]): FieldSpec<AgencyDraft>[] {
  return [
    { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 120 },
    { name: 'marketCode', label: 'Market', kind: 'select', required: true, options: markets, placeholder: 'Select a market' },
    { name: 'mainContactName', label: 'Main contact name', kind: 'text', required: true, maxLength: 120 },
    { name: 'mainContactEmail', label: 'Main contact e-mail', kind: 'text', type: 'email', required: true, maxLength: 254 },
  ];
}

/** The edit form adds the Active flag (a review decision also sets it). */
export function agencyFields(markets: readonly SelectOption[]): FieldSpec<AgencyDraft>[] {
  return [...newAgencyFields(markets), { name: 'isActive', label: 'Active', kind: 'toggle' }];
}

export const AGENCY_DETAIL: DetailSpec<Agency, AgencyDraft> = {
  resource: AGENCIES,
  viewRows: [
    { label: 'ID', value: (agency) => agency.eid },
    { label: 'Name', value: (agency) => agency.name },
    { label: 'Market', value: (agency) => marketLabel(agency.marketCode, agency.marketName) },
    { label: 'Main contact name', value: (agency) => agency.mainContactName },
    { label: 'Main contact e-mail', value: (agency) => agency.mainContactEmail },
    { label: 'Status', value: (agency) => activeLabel(agency.isActive) },
    { label: 'Review state', value: (agency) => titleCase(agency.reviewState) },
    { label: 'Review reason', value: (agency) => agency.reviewReason },
    { label: 'Requested by', value: (agency) => agency.requestedBy && `${agency.requestedBy.displayName} (${agency.requestedBy.email})` },
    { label: 'Projects', value: (agency) => agency.projectCount },
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
  historyLabels: { reviewState: 'Review state', reviewReason: 'Review reason' },
  createDraftStore: sessionDraftStore(NEW_AGENCY_DRAFT_KEY, EMPTY_AGENCY),
};
