/**
 * A user's page: what GET /users/{id} answers, and the edit form of PUT /users/{id}. Roles are
 * a main role (the one that counts, sent first) plus any others; an agency only for agency roles.
 */
import { USER_LIMITS, type UserBody } from '@ottilia/shared-admin';
import type { DetailSpec } from '@ottilia/shared-admin/screens';
import { ROLES, useCurrentUser, type Role } from '@ottilia/shared-auth';
import type { FieldSpec } from '@ottilia/shared-ui/admin';
import { formatShortDate, type SelectOption } from '@ottilia/shared-ui/editing';
import { Link } from 'react-router-dom';
import type { UsersT } from '../../i18n/strings';
import { grantableRoles, isAgencyRole, roleOptions } from './roles';
import { roleLabel, stateLabel, usersResource, type User } from './users';

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
  return can('agenciesRead') ? (
    <Link to={`/backoffice/agencies/${encodeURIComponent(agency.eid)}`}>{agency.name}</Link>
  ) : (
    <>{agency.name}</>
  );
}

/** The user's page in the current language (built at render: its labels come from t). */
export const userDetail = (t: UsersT): DetailSpec<User, UserDraft> => ({
  resource: usersResource(t),
  titleOf: (user) => user.displayName,
  viewRows: [
    { label: t('fields.displayName'), value: (user) => user.displayName },
    { label: t('fields.email'), value: (user) => user.email },
    { label: t('fields.roles'), value: (user) => user.roles.map(roleLabel).join(', ') || null },
    { label: t('fields.mainRole'), value: (user) => (user.mainRole ? roleLabel(user.mainRole) : null) },
    { label: t('fields.agency'), value: (user) => (user.agency ? <AgencyName agency={user.agency} /> : null) },
    { label: t('fields.state'), value: (user) => stateLabel(t, user.state) },
    {
      label: t('fields.lastLogin'),
      value: (user) => (user.lastLoginDateTime ? formatShortDate(user.lastLoginDateTime) : t('detail.neverLoggedIn')),
    },
    { label: t('fields.created'), value: (user) => formatShortDate(user.createdDateTime) },
  ],
  // an invitation records the e-mail, which the form does not edit
  historyLabels: { email: t('fields.email') },
  emptyDraft: { displayName: '', mainRole: '', roles: [], agencyEid: '', state: 'ACTIVE' },
  toDraft: (user) => ({
    displayName: user.displayName,
    mainRole: user.roles[0] ?? '',
    roles: user.roles,
    agencyEid: user.agencyEid ?? '',
    state: user.state,
  }),
  toBody: (draft): UserBody => {
    // the form's choices are the API's roles and states (its select and checkbox options)
    const main = draft.mainRole as Role | '';
    const roles = draft.roles as readonly Role[];
    return {
      displayName: draft.displayName,
      // the first role is the one that counts
      roles: main ? [main, ...roles.filter((role) => role !== main)] : [...roles],
      ...(main ? { mainRole: main } : {}),
      agencyEid: isAgencyRole(main) && draft.agencyEid ? draft.agencyEid : null,
      state: draft.state as UserBody['state'],
    };
  },
});

/**
 * The edit form for `user`, as `editorRole` may fill it: roles above the editor's own are shown
 * (the user may hold them) but cannot be chosen; INVITED is offered only while the user is
 * invited, since signing in is what ends it.
 */
export function userFields(
  t: UsersT,
  user: User,
  editorRole: string | null | undefined,
  agencies: readonly SelectOption[],
): FieldSpec<UserDraft>[] {
  const grantable = new Set<string>(grantableRoles(editorRole));
  const held = new Set(user.roles);
  const choosable = ROLES.filter((role) => grantable.has(role) || held.has(role));
  const agencyChoices =
    user.agency && !agencies.some((agency) => agency.value === user.agency!.eid)
      ? [{ value: user.agency.eid, label: user.agency.name }, ...agencies]
      : agencies;
  const states = user.state === 'INVITED' ? ['INVITED', 'DISABLED'] : ['ACTIVE', 'DISABLED'];
  return [
    { name: 'displayName', label: t('fields.displayName'), kind: 'text', required: true, maxLength: USER_LIMITS.displayName.maxLength },
    {
      name: 'mainRole',
      label: t('fields.mainRole'),
      kind: 'select',
      required: true,
      placeholder: t('detail.selectRole'),
      options: roleOptions(choosable as Role[]).map((option) => ({ ...option, disabled: !grantable.has(option.value) })),
      hint: t('detail.mainRoleHint'),
    },
    { name: 'roles', label: t('fields.roles'), kind: 'checkboxes', options: roleOptions(choosable as Role[]), hint: t('detail.rolesHint') },
    {
      name: 'agencyEid',
      label: t('fields.agency'),
      kind: 'select',
      required: true,
      placeholder: t('detail.selectAgency'),
      options: agencyChoices,
      shownWhen: (draft) => isAgencyRole(draft.mainRole),
    },
    {
      name: 'state',
      label: t('fields.state'),
      kind: 'select',
      required: true,
      placeholder: t('detail.selectState'),
      options: states.map((state) => ({ value: state, label: stateLabel(t, state) })),
    },
  ];
}
