/**
 * Which roles a user may hand out. The API ranks Super Admin > Brand Manager > Agency Manager >
 * Agency User and refuses a role above the granter's own (403 role-above-your-own); offering
 * only what it will accept saves a round trip. Agency roles belong to an agency, others to none.
 */
import { ROLE_LABELS, ROLES, type Role } from '@ottilia/shared-auth';
import type { SelectOption } from '@ottilia/shared-ui/editing';

/** Roles that place a user in an agency (422 agency-required without one). */
export const AGENCY_ROLES: readonly Role[] = ['AGENCY_MANAGER', 'AGENCY_USER'];

export const isAgencyRole = (role: string | null | undefined) => AGENCY_ROLES.includes(role as Role);

/** The roles at or below `own` (ROLES is ordered highest first); none without a role. */
export function grantableRoles(own: string | null | undefined): readonly Role[] {
  const rank = ROLES.indexOf(own as Role);
  return rank < 0 ? [] : ROLES.slice(rank);
}

export const roleOptions = (roles: readonly Role[]): SelectOption[] => roles.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
