/**
 * Who may do what to whom (docs/adr/0030-users-api-rules.md): roles rank
 * SUPER_ADMIN > BRAND_MANAGER > AGENCY_MANAGER > AGENCY_USER; nobody manages a user ranked above
 * them or grants a role above their own; agency roles work only inside their own agency; moving
 * a user to another agency needs usersAgencyEdit; nobody demotes, disables or deletes themselves.
 */
import { AGENCY_ROLES, effectiveRole, ROLE_LABELS, ROLES, type Role } from '@ottilia/shared-contracts/permissions';
import { isAgencyScoped, type CurrentUser } from '../auth/current-user.js';
import { Problem, unprocessable } from '../http/problem.js';

/** Higher is more: SUPER_ADMIN 4 … AGENCY_USER 1; no (known) role 0. */
export const rankOf = (role: Role | null) => (role ? ROLES.length - ROLES.indexOf(role) : 0);

const refused = (code: string, detail: string, extra?: Record<string, unknown>) => new Problem(403, code, 'Forbidden', detail, extra);

/** The caller may act on a user whose first role is `targetRole` (null: none). */
export function assertMayManage(actor: CurrentUser, targetRole: Role | null) {
  if (rankOf(targetRole) > rankOf(actor.role)) {
    throw refused('user-above-your-role', 'This user has a role above your own, so you cannot change or remove them.');
  }
}

/** Every role granted is at most the caller's own. */
export function assertMayGrant(actor: CurrentUser, roles: readonly Role[]) {
  const above = roles.filter((role) => rankOf(role) > rankOf(actor.role));
  if (above.length) {
    throw refused('role-above-your-own', `You cannot give a role above your own (${above.join(', ')}).`, { field: 'roles' });
  }
}

/**
 * The agency that goes with the roles: agency roles need one, the others have none. Moving a
 * user to another agency needs usersAgencyEdit; agency roles only ever place people in their own.
 */
export function assertAgency(actor: CurrentUser, roles: readonly Role[], agencyEid: string | null, currentAgencyEid: string | null) {
  const main = effectiveRole(roles);
  const needsAgency = main !== null && AGENCY_ROLES.includes(main);
  if (needsAgency && !agencyEid)
    throw unprocessable('agency-required', `An ${ROLE_LABELS[main]} belongs to an agency: choose one.`, { field: 'agencyEid' });
  if (!needsAgency && agencyEid)
    throw unprocessable('agency-not-allowed', 'Only Agency Managers and Agency Users belong to an agency: leave the agency empty.', {
      field: 'agencyEid',
    });
  if (isAgencyScoped(actor) && agencyEid !== actor.agencyEid) {
    throw refused('other-agency', 'You can only manage the people of your own agency.', { field: 'agencyEid' });
  }
  if (agencyEid !== currentAgencyEid && !actor.permissions.has('usersAgencyEdit')) {
    throw refused('forbidden', "Changing a user's agency needs the usersAgencyEdit permission, which your role does not have.", {
      permission: 'usersAgencyEdit',
      field: 'agencyEid',
    });
  }
}

/** Nobody lowers their own role or disables themselves: they could not undo it. */
export function assertNotDemotingSelf(actor: CurrentUser, targetEid: string, roles: readonly Role[], state: string) {
  if (targetEid !== actor.eid) return;
  if (rankOf(effectiveRole(roles)) < rankOf(actor.role)) {
    throw unprocessable('cannot-demote-yourself', 'You cannot lower your own role; ask another administrator.', { field: 'roles' });
  }
  if (state !== 'ACTIVE') throw unprocessable('cannot-disable-yourself', 'You cannot disable your own account.', { field: 'state' });
}

/** The roles in the order that counts: `mainRole`, when given, first. */
export const orderRoles = (roles: readonly Role[], mainRole: Role | undefined): Role[] =>
  mainRole ? [mainRole, ...roles.filter((role) => role !== mainRole)] : [...roles];
