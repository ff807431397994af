/**
 * A user's page: what GET /users/{id} answers, and the edit form of PUT /users/{id}. Roles are
 * a main role (the one that counts, sent first) plus any others; an agency only for agency roles.
 */
import type { DetailSpec } from '@ottilia/shared-admin/screens';
import { ROLES, useCurrentUser, type Role } from '@ottilia/shared-auth';
import type { FieldSpec } from '@ottilia/shared-ui/admin';
import { formatLongDate, type SelectOption } from '@ottilia/shared-ui/editing';
import { Link } from 'react-router-dom';
import { grantableRoles, isAgencyRole, roleOptions } from './roles';
import { roleLabel, stateLabel, USERS, type User } from './users';

export type UserDraft = {
  displayName: string;
  mainRole: string;
  /** Every role, the main one included (the body puts it first). */
  roles: readonly string[];
  agencyEid: string;
  state: string;
};

/** The agency as a link for those who may open agencies, else its name. */
function AgencyName({ agency }: { agency: User['agency'] }) {
  const { can } = useCurrentUser();
  if (!agency) return null;
  return can('agenciesRead') ? <Link to={`/backoffice/agencies/${encodeURIComponent(agency.eid)}`}>{agency.name}</Link> : <>{agency.name}</>;
}

export const USER_DETAIL: DetailSpec<User, UserDraft> = {
  resource: USERS,
  titleOf: (user) => user.displayName,
  // the API keeps no history of users that it serves
  history: false,
  viewRows: [
    { label: 'Display name', value: (user) => user.displayName },
    { label: 'E-mail', value: (user) => user.email },
    { label: 'Roles', value: (user) => user.roles.map(roleLabel).join(', ') || null },
    { label: 'Main role', value: (user) => (user.mainRole ? roleLabel(user.mainRole) : null) },
    { label: 'Agency', value: (user) => (user.agency ? <AgencyName agency={user.agency} /> : null) },
    { label: 'State', value: (user) => stateLabel(user.state) },
    { label: 'Last login', value: (user) => (user.lastLoginDateTime ? formatLongDate(user.lastLoginDateTime) : 'Never') },
    { label: 'Created', value: (user) => formatLongDate(user.createdDateTime) },
  ],
  emptyDraft: { displayName: '', mainRole: '', roles: [], agencyEid: '', state: 'ACTIVE' },
  toDraft: (user) => ({
    displayName: user.displayName,
    mainRole: user.roles[0] ?? '',
    roles: user.roles,
    agencyEid: user.agencyEid ?? '',
    state: user.state,
  }),
  toBody: (draft) => {
    const main = draft.mainRole;
    return {
      displayName: draft.displayName,
      // the first role is the one that counts
      roles: main ? [main, ...draft.roles.filter((role) => role !== main)] : [...draft.roles],
      ...(main ? { mainRole: main } : {}),
      agencyEid: isAgencyRole(main) && draft.agencyEid ? draft.agencyEid : null,
      state: draft.state,
    };
  },
};

/**
 * The edit form for `user`, as `editorRole` may fill it: roles above the editor's own are shown
 * (the user may hold them) but cannot be chosen; INVITED is offered only while the user is
 * invited, since signing in is what ends it.
 */
export function userFields(user: User, editorRole: string | null | undefined, agencies: readonly SelectOption[]): FieldSpec<UserDraft>[] {
  const grantable = new Set<string>(grantableRoles(editorRole));
  const held = new Set(user.roles);
  const choosable = ROLES.filter((role) => grantable.has(role) || held.has(role));
  const agencyChoices = user.agency && !agencies.some((agency) => agency.value === user.agency!.eid) ? [{ value: user.agency.eid, label: user.agency.name }, ...agencies] : agencies;
  const states = user.state === 'INVITED' ? ['INVITED', 'DISABLED'] : ['ACTIVE', 'DISABLED'];
  return [
    { name: 'displayName', label: 'Display name', kind: 'text', required: true, maxLength: 120 },
    {
      name: 'mainRole',
      label: 'Main role',
      kind: 'select',
      required: true,
      placeholder: 'Select a role',
      options: roleOptions(choosable as Role[]).map((option) => ({ ...option, disabled: !grantable.has(option.value) })),
      hint: 'The main role decides what the user may do.',
    },
    { name: 'roles', label: 'Roles', kind: 'checkboxes', options: roleOptions(choosable as Role[]), hint: 'The main role is always kept, first; the others give no permissions of their own.' },
    {
      name: 'agencyEid',
      label: 'Agency',
      kind: 'select',
      required: true,
      placeholder: 'Select an agency',
      options: agencyChoices,
      shownWhen: (draft) => isAgencyRole(draft.mainRole),
    },
    { name: 'state', label: 'State', kind: 'select', required: true, placeholder: 'Select a state', options: states.map((state) => ({ value: state, label: stateLabel(state) })) },
  ];
}
