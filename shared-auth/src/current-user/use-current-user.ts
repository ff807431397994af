/**
 * The signed-in product user (spec section 3). The `me` flags come from the server; `can`
 * answers any permission from the shared matrix on the user's roles (only the first counts).
 */
import type { ApiPath, WireCurrentUser } from '@ottilia/shared-contracts/wire';
import useSWR from 'swr';
import type { ApiError } from '../api/api-error.js';
import type { ReadKey } from '../api/read-key.js';
import { can as roleCan, titleCase, type Permission } from '../permissions.js';
import { lastKnownRoles, rememberRoles } from './last-known-roles.js';

/** The SWR key of GET /users/me (tests and the host preload it). */
export const CURRENT_USER_KEY = '/users/me' satisfies ApiPath as ReadKey<WireCurrentUser>;

export type CurrentUser = WireCurrentUser;

export interface CurrentUserState {
  me: CurrentUser | undefined;
  isLoading: boolean;
  error: ApiError | undefined;
  can(permission: Permission): boolean;
  /**
   * What the navigation shows: `can`, or while the record cannot be read (`error`), the
   * permissions of the roles last read in this tab. Not for gates: no verdict without the record.
   */
  lastKnownCan(permission: Permission): boolean;
  /** Main role in Title Case ('AGENCY_MANAGER' -> 'Agency Manager'); '' until loaded. */
  mainRoleLabel: string;
}

export function useCurrentUser(): CurrentUserState {
  const { data: me, isLoading, error } = useSWR<CurrentUser, ApiError>(CURRENT_USER_KEY);
  if (me) rememberRoles(me.roles);
  const can = (permission: Permission) => roleCan(me?.roles, permission);
  return {
    me,
    isLoading,
    error,
    can,
    lastKnownCan: me || !error ? can : (permission) => roleCan(lastKnownRoles(), permission),
    mainRoleLabel: me?.mainRole ? titleCase(me.mainRole) : '',
  };
}
