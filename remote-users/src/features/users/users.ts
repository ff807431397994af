/** Users (GET/PUT/DELETE /users/{id}): who they are, their roles (the first counts) and state. */
import { ENUMS, USERS_API, type Resource } from '@ottilia/shared-admin';
import { ROLE_LABELS, isRole, titleCase } from '@ottilia/shared-auth';
import type { WireUserListItem } from '@ottilia/shared-contracts/wire';
import type { components } from '@ottilia/shared-contracts/wire';
import type { UsersT } from '../../i18n/strings';

/** A row of GET /users. */
export type UserListItem = WireUserListItem;
/** GET /users/{id}: the list's fields plus the new-user fields, with an ETag. */
export type User = components['schemas']['User'];
export type UserState = User['state'];

/** Where users live and who may do what; the names the screens call them come from `usersResource`. */
export const USERS = {
  apiPath: USERS_API.apiPath,
  route: '/users',
  permissions: { read: 'usersRead', create: 'usersCreate', edit: 'usersEdit', delete: 'usersDelete' },
  hasActiveFlag: false,
} as const satisfies Omit<Resource, 'title' | 'singular' | 'plural'>;

/** The resource as the shared screens name it, in the current language. */
export const usersResource = (t: UsersT): Resource => ({
  ...USERS,
  title: t('resource.title'),
  singular: t('resource.singular'),
  plural: t('resource.plural'),
});

export const USER_STATES: readonly UserState[] = ENUMS.User.state;

/** 'AGENCY_MANAGER' -> 'Agency Manager'; an unknown role is shown Title Case too. */
export const roleLabel = (role: string | null | undefined) => (role ? (isRole(role) ? ROLE_LABELS[role] : titleCase(role)) : '—');

/** 'INVITED' -> 'Invited'; a state the API adds later is shown Title Case. */
export function stateLabel(t: UsersT, state: string): string {
  switch (state) {
    case 'ACTIVE':
      return t('states.active');
    case 'INVITED':
      return t('states.invited');
    case 'DISABLED':
      return t('states.disabled');
    default:
      return titleCase(state);
  }
}
