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

/** A legal entity that can publish a market's site; `country` is a market code. */
export interface LegalEntityChoice {
  eid: string;
  name: string;
  country: string;
  countryName: string;
}

export interface ProjectChoices {
  /** Agency roles get only their own agency. */
  agencies: AgencyChoice[];
  brands: NamedChoice[];
  projectTypes: NamedChoice[];
  markets: MarketChoice[];
  /** Every entity, for everyone who reads projects (the legal data form). */
  legalEntities: LegalEntityChoice[];
}

export function useProjectChoices() {
  return useSWR<ProjectChoices, ApiError>(PROJECT_CHOICES_PATH, { revalidateOnFocus: false });
}
