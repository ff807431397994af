/**
 * Agencies (GET/PUT/DELETE /agencies): partner agencies with a market, a main contact,
 * Active/Inactive, and a review state (a new agency is a request that waits for review).
 */
import type { Resource } from '@ottilia/shared-admin';
import { titleCase } from '@ottilia/shared-auth';
import type { WireAgency } from '@ottilia/shared-contracts/wire';
import type { BackofficeT } from '../../i18n/strings';

export const REVIEW_STATES = ['PENDING', 'APPROVED', 'REJECTED'] as const satisfies readonly WireAgency['reviewState'][];
export type ReviewState = WireAgency['reviewState'];

/** As GET /agencies/{eid} answers it. */
export type Agency = WireAgency;

/** Where agencies live and who may do what; the names the screens call them come from `agenciesResource`. */
export const AGENCIES = {
  apiPath: '/agencies',
  route: '/backoffice/agencies',
  permissions: { create: 'agenciesCreate', edit: 'agenciesEdit', delete: 'agenciesDelete' },
  hasActiveFlag: true,
} as const satisfies Omit<Resource, 'title' | 'singular' | 'plural'>;

/** The resource as the shared screens name it, in the current language. */
export const agenciesResource = (t: BackofficeT): Resource => ({
  ...AGENCIES,
  title: t('agencies.resource.title'),
  singular: t('agencies.resource.singular'),
  plural: t('agencies.resource.plural'),
});

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
