/**
 * The signed-in product user (spec section 3). The `me` flags come from the server; `can`
 * answers any permission from the shared matrix on the user's roles (only the first counts).
 */
import type { WireCurrentUser } from '@ottilia/shared-contracts/wire';
import type { ApiError } from '../api/api-error.js';
import { readKey, useRead } from '../api/read-key.js';
import { can as roleCan, titleCase, type Permission } from '../permissions.js';

/** The SWR key of GET /users/me (tests and the host preload it). */
export const CURRENT_USER_KEY = readKey('/users/me');

export type CurrentUser = WireCurrentUser;

export interface CurrentUserState {
  me: CurrentUser | undefined;
  isLoading: boolean;
  error: ApiError | undefined;
  can(permission: Permission): boolean;
  /** Main role in Title Case ('AGENCY_MANAGER' -> 'Agency Manager'); '' until loaded. */
  mainRoleLabel: string;
}

export function useCurrentUser(): CurrentUserState {
  const { data: me, isLoading, error } = useRead(CURRENT_USER_KEY);
  return {
    me,
    isLoading,
    error,
    can: (permission) => roleCan(me?.roles, permission),
    mainRoleLabel: me?.mainRole ? titleCase(me.mainRole) : '',
  };
}
