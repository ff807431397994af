/**
 * The invitation form's values, the checks made before sending (so an obvious slip needs no
 * round trip), the PUT /users/invite body, and where the API's refusals show.
 */
import { errorMessage, isApiError, reportFieldRefusal, withReference, type Role } from '@ottilia/shared-auth';
import { fieldErrorsOf, type InviteBody } from '@ottilia/shared-admin';
import type { UsersT } from '../../i18n/strings';
import { isAgencyRole } from './roles';

export interface InviteDraft {
  email: string;
  displayName: string;
  role: Role | '';
  agencyEid: string;
}

export type InviteField = keyof InviteDraft;
export type InviteErrors = Partial<Record<InviteField, string>>;

export const EMPTY_INVITE: InviteDraft = { email: '', displayName: '', role: '', agencyEid: '' };

/** Something@something.tld; the API and the mail server judge the rest. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateInvite(t: UsersT, draft: InviteDraft): InviteErrors {
  const errors: InviteErrors = {};
  const email = draft.email.trim();
  if (!email) errors.email = t('invite.errors.emailRequired');
  else if (!EMAIL.test(email)) errors.email = t('invite.errors.emailInvalid');
  if (!draft.displayName.trim()) errors.displayName = t('invite.errors.displayNameRequired');
  if (!draft.role) errors.role = t('invite.errors.roleRequired');
  else if (isAgencyRole(draft.role) && !draft.agencyEid) errors.agencyEid = t('invite.errors.agencyRequired');
  return errors;
}

/** The body of PUT /users/invite: one role (the first counts), an agency only for agency roles. */
export function inviteBody(draft: InviteDraft): InviteBody {
  return {
    email: draft.email.trim(),
    displayName: draft.displayName.trim(),
    roles: draft.role ? [draft.role] : [],
    agencyEid: isAgencyRole(draft.role) && draft.agencyEid ? draft.agencyEid : null,
  };
}

/** The API's field names that are not the form's. */
const FORM_FIELD: Readonly<Record<string, InviteField>> = { roles: 'role', mainRole: 'role', 'roles.0': 'role', 'roles/0': 'role' };

/**
 * A refusal by field (403/422 name the `field`; 409 user-exists is about the e-mail), and
 * whatever no field can show as a message above the form.
 */
export function inviteRefusal(error: unknown): { fields: InviteErrors; message?: string } {
  if (isApiError(error) && error.code === 'user-exists') {
    // like fieldErrorsOf's: the reference under the field finds a (low severity) report too
    reportFieldRefusal(error);
    return { fields: { email: withReference(error.message, error) } };
  }
  const fields: InviteErrors = {};
  let unplaced = false;
  for (const [field, message] of Object.entries(fieldErrorsOf(error))) {
    const name = FORM_FIELD[field] ?? (field in EMPTY_INVITE ? (field as InviteField) : undefined);
    if (name) fields[name] = message;
    else unplaced = true;
  }
  return Object.keys(fields).length > 0 && !unplaced ? { fields } : { fields, message: errorMessage(error) };
}
