/** Users (GET/PUT/DELETE /users/{id}): who they are, their roles (the first counts) and state. */
import type { Resource } from '@ottilia/shared-admin';
import { ROLE_LABELS, isRole, titleCase } from '@ottilia/shared-auth';
import type { WireUserListItem } from '@ottilia/shared-contracts/wire';
import type { components } from '@ottilia/shared-contracts/wire';

/** A row of GET /users. */
export type UserListItem = WireUserListItem;
/** GET /users/{id}: the list's fields plus the new-user fields, with an ETag. */
export type User = components['schemas']['User'];
export type UserState = User['state'];

export const USERS: Resource = {
  apiPath: '/users',
  route: '/users',
  title: 'Users',
  singular: 'user',
  plural: 'users',
  permissions: { read: 'usersRead', create: 'usersCreate', edit: 'usersEdit', delete: 'usersDelete' },
  hasActiveFlag: false,
};

export const USER_STATES: readonly UserState[] = ['ACTIVE', 'INVITED', 'DISABLED'];

/** 'AGENCY_MANAGER' -> 'Agency Manager'; an unknown role is shown Title Case too. */
export const roleLabel = (role: string | null | undefined) => (role ? (isRole(role) ? ROLE_LABELS[role] : titleCase(role)) : '—');

/** 'INVITED' -> 'Invited'. */
export const stateLabel = (state: string) => titleCase(state);
