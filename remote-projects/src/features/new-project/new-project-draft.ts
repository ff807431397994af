/**
 * The new-project form's values (and the new-agency request inside it): defaults, the checks
 * made before anything is sent, and the PUT bodies.
 */
import { AGENCIES, recordLimits, type AgencyBody, type FieldErrors } from '@ottilia/shared-admin';
import { type SelectOption } from '@ottilia/shared-ui/editing';
import {
  OTHER_AGENCY,
  OTHER_AGENCY_LABEL,
  PROJECT_LABELS,
  PROJECT_NAME_MAX,
  type ProjectFormFields,
  type ProjectWrite,
  type Ref,
} from '../../lib/project';
import type { ProjectChoices } from '../../lib/project-choices';
import type { ProjectsT } from '../../i18n/strings';

export interface ProjectDraft extends ProjectFormFields {
  hasGlobalPolicies: boolean;
  hasAgeGateway: boolean;
  hasCookieConsent: boolean;
}

/** Spec section 3: the product flags start false. */
export const EMPTY_PROJECT: ProjectDraft = {
  name: '',
  agencyEid: '',
  brandEid: '',
  projectTypeEid: '',
  estimatedGoLiveDate: '',
  markets: [],
  hasGlobalPolicies: false,
  hasAgeGateway: false,
  hasCookieConsent: false,
};

/** Spec section 3: the new-agency draft (the eid is made when it is sent). */
export interface AgencyDraft {
  name: string;
  marketCode: string;
  mainContactName: string;
  mainContactEmail: string;
}

export const EMPTY_AGENCY: AgencyDraft = { name: '', marketCode: '', mainContactName: '', mainContactEmail: '' };

/** Keys of the new agency's labels. */
export const AGENCY_LABELS: Record<keyof AgencyDraft, string> = {
  name: 'newAgency.name',
  marketCode: 'common.market',
  mainContactName: 'newAgency.contactName',
  mainContactEmail: 'newAgency.contactEmail',
};

/** Limits of the API's schemas, kept by the inputs. */
export const LIMITS = {
  projectName: PROJECT_NAME_MAX,
  agencyName: recordLimits(AGENCIES).name.maxLength,
  contactName: recordLimits(AGENCIES).mainContactName.maxLength,
  contactEmail: recordLimits(AGENCIES).mainContactEmail.maxLength,
} as const;

/** A plain shape check; the API has the last word on e-mail addresses. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** "Name is required" of a label's key. */
const requiredOf = (t: ProjectsT) => (key: string) => t('common.required', { label: t(key) });

/** What must be filled in before the project is sent, by field. */
export function projectProblems(draft: ProjectDraft, t: ProjectsT): FieldErrors {
  const required = requiredOf(t);
  const problems: Record<string, string> = {};
  if (!draft.name.trim()) problems.name = required(PROJECT_LABELS.name);
  if (!draft.agencyEid) problems.agencyEid = required(PROJECT_LABELS.agencyEid);
  if (!draft.brandEid) problems.brandEid = required(PROJECT_LABELS.brandEid);
  if (!draft.projectTypeEid) problems.projectTypeEid = required(PROJECT_LABELS.projectTypeEid);
  return problems;
}

/** What the new-agency request needs, by field. */
export function agencyProblems(draft: AgencyDraft, t: ProjectsT): FieldErrors {
  const required = requiredOf(t);
  const problems: Record<string, string> = {};
  if (!draft.name.trim()) problems.name = required(AGENCY_LABELS.name);
  if (!draft.marketCode) problems.marketCode = required(AGENCY_LABELS.marketCode);
  if (!draft.mainContactName.trim()) problems.mainContactName = required(AGENCY_LABELS.mainContactName);
  const email = draft.mainContactEmail.trim();
  if (!email) problems.mainContactEmail = required(AGENCY_LABELS.mainContactEmail);
  else if (!EMAIL.test(email)) problems.mainContactEmail = t('newAgency.notEmail', { label: t(AGENCY_LABELS.mainContactEmail) });
  return problems;
}

/**
 * PUT /projects/{uuid}. "Other agency" goes as null (no agency yet), or as the new agency's eid
 * once one was submitted for review.
 */
export function projectBody(draft: ProjectDraft, newAgency: Ref | null): ProjectWrite {
  const other = draft.agencyEid === OTHER_AGENCY;
  return {
    name: draft.name.trim(),
    agencyEid: other ? (newAgency?.eid ?? null) : draft.agencyEid,
    brandEid: draft.brandEid,
    projectTypeEid: draft.projectTypeEid,
    estimatedGoLiveDate: draft.estimatedGoLiveDate || null,
    markets: draft.markets,
    hasGlobalPolicies: draft.hasGlobalPolicies,
    hasAgeGateway: draft.hasAgeGateway,
    hasCookieConsent: draft.hasCookieConsent,
  };
}

/** PUT /agencies/{eid}: a request that waits for review (the API makes it PENDING). */
export function agencyBody(draft: AgencyDraft): AgencyBody {
  return {
    name: draft.name.trim(),
    marketCode: draft.marketCode,
    mainContactName: draft.mainContactName.trim(),
    mainContactEmail: draft.mainContactEmail.trim(),
  };
}

const active = (choices: ProjectChoices['brands']): SelectOption[] =>
  choices.filter((choice) => choice.isActive).map((choice) => ({ value: choice.eid, label: choice.name }));

/** A new project may refer only to active records; "Other agency" comes last, as on the detail page. */
export function newProjectOptions(choices: ProjectChoices | undefined, t: ProjectsT) {
  return {
    agencies: [...active(choices?.agencies ?? []), { value: OTHER_AGENCY, label: t(OTHER_AGENCY_LABEL) }],
    brands: active(choices?.brands ?? []),
    projectTypes: active(choices?.projectTypes ?? []),
    markets: (choices?.markets ?? []).map((market) => ({ value: market.code, label: market.countryName })),
  };
}

/** Whether the user has entered anything (leaving would lose it). */
export function isDraftChanged(project: ProjectDraft, agency: AgencyDraft): boolean {
  return JSON.stringify(project) !== JSON.stringify(EMPTY_PROJECT) || JSON.stringify(agency) !== JSON.stringify(EMPTY_AGENCY);
}
