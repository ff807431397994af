/** The overview form's values, and how they map to and from the API's project. */
import { type SelectOption } from '@ottilia/shared-ui/editing';
import type { AgencyChoice, NamedChoice, ProjectChoices } from '../../lib/project-choices';
import { OTHER_AGENCY, OTHER_AGENCY_LABEL, type Project, type ProjectFormFields, type Ref } from '../../lib/project';
import type { ProjectsT } from '../../i18n/strings';

export type OverviewDraft = ProjectFormFields;

export function toOverviewDraft(project: Project): OverviewDraft {
  return {
    name: project.name,
    agencyEid: project.agencyEid ?? OTHER_AGENCY,
    brandEid: project.brandEid,
    projectTypeEid: project.projectTypeEid,
    estimatedGoLiveDate: project.estimatedGoLiveDate ?? '',
    markets: [...project.markets],
  };
}

/** PUT body: 'other' goes as null (spec section 3), an empty date as null. */
export function toOverviewBody(draft: OverviewDraft) {
  return {
    name: draft.name.trim(),
    agencyEid: draft.agencyEid === OTHER_AGENCY ? null : draft.agencyEid,
    brandEid: draft.brandEid,
    projectTypeEid: draft.projectTypeEid,
    estimatedGoLiveDate: draft.estimatedGoLiveDate || null,
    markets: draft.markets,
  };
}

/**
 * The active choices, plus the project's current one even when it is inactive (or, for an agency
 * role, not among its choices): saving must never change a field the user did not touch.
 */
function withCurrent(choices: readonly (AgencyChoice | NamedChoice)[], current: Ref | null, t: ProjectsT): SelectOption[] {
  const options = choices.filter((choice) => choice.isActive).map((choice) => ({ value: choice.eid, label: choice.name }));
  if (current && !options.some((option) => option.value === current.eid)) {
    const known = choices.find((choice) => choice.eid === current.eid);
    options.push({ value: current.eid, label: known && !known.isActive ? t('common.inactive', { name: current.name }) : current.name });
    options.sort((a, b) => a.label.localeCompare(b.label, undefined, { sensitivity: 'base' }));
  }
  return options;
}

export function overviewOptions(choices: ProjectChoices, project: Project, t: ProjectsT) {
  return {
    agencies: [...withCurrent(choices.agencies, project.agency, t), { value: OTHER_AGENCY, label: t(OTHER_AGENCY_LABEL) }],
    brands: withCurrent(choices.brands, project.brand, t),
    projectTypes: withCurrent(choices.projectTypes, project.projectType, t),
    markets: marketOptions(choices, project.markets),
  };
}

/** Every market, plus codes of the project that the list no longer has. */
function marketOptions(choices: ProjectChoices, codes: readonly string[]): SelectOption[] {
  const options = choices.markets.map((market) => ({ value: market.code, label: market.countryName }));
  for (const code of codes) if (!options.some((option) => option.value === code)) options.push({ value: code, label: code });
  return options;
}

/** Country names of market codes, in the order given; unknown codes as they are. */
export function marketNames(codes: readonly string[], choices: ProjectChoices | undefined): string {
  return codes.map((code) => choices?.markets.find((market) => market.code === code)?.countryName ?? code).join(', ');
}
