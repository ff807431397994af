/**
 * Agencies (GET/PUT/DELETE /agencies): partner agencies with a market, a main contact,
 * Active/Inactive, and a review state (a new agency is a request that waits for review).
 */
import type { Resource } from '@ottilia/shared-admin';
import type { WireAgency } from '@ottilia/shared-contracts/wire';

export const REVIEW_STATES = ['PENDING', 'APPROVED', 'REJECTED'] as const satisfies readonly WireAgency['reviewState'][];
export type ReviewState = WireAgency['reviewState'];

/** As GET /agencies/{eid} answers it. */
export type Agency = WireAgency;

export const AGENCIES: Resource = {
  apiPath: '/agencies',
  route: '/backoffice/agencies',
  title: 'Agencies',
  singular: 'agency',
  plural: 'agencies',
  permissions: { create: 'agenciesCreate', edit: 'agenciesEdit', delete: 'agenciesDelete' },
  hasActiveFlag: true,
};
