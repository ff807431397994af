/** GET /projects/choices: what the project forms and column filters offer, each sorted by name. */
import { PROJECT_CHOICES_KEY } from '@ottilia/shared-admin';
import { useRead } from '@ottilia/shared-auth/typed';
import type { WireProjectChoices } from '@ottilia/shared-contracts/wire';

/** Agency roles get only their own agency; every legal entity for everyone who reads projects. */
export type ProjectChoices = WireProjectChoices;
export type AgencyChoice = ProjectChoices['agencies'][number];
export type NamedChoice = ProjectChoices['brands'][number];
export type MarketChoice = ProjectChoices['markets'][number];
/** A legal entity that can publish a market's site; `country` is a market code. */
export type LegalEntityChoice = ProjectChoices['legalEntities'][number];

export function useProjectChoices() {
  return useRead(PROJECT_CHOICES_KEY, { revalidateOnFocus: false });
}
