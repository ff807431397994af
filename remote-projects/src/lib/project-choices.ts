/** GET /projects/choices: what the project forms and column filters offer, each sorted by name. */
import type { ApiError } from '@ottilia/shared-auth';
import useSWR from 'swr';

export const PROJECT_CHOICES_PATH = '/projects/choices';

export interface AgencyChoice {
  eid: string;
  name: string;
  marketCode: string;
  isActive: boolean;
}

export interface NamedChoice {
  eid: string;
  name: string;
  isActive: boolean;
}

export interface MarketChoice {
  code: string;
  countryName: string;
}

export interface ProjectChoices {
  /** Agency roles get only their own agency. */
  agencies: AgencyChoice[];
  brands: NamedChoice[];
  projectTypes: NamedChoice[];
  markets: MarketChoice[];
}

export function useProjectChoices() {
  return useSWR<ProjectChoices, ApiError>(PROJECT_CHOICES_PATH, { revalidateOnFocus: false });
}
