/**
 * The signed-in product user (spec section 3). The `me` flags come from the server; `can`
 * answers any permission from the shared matrix on the user's roles (only the first counts).
 */
import useSWR from 'swr';
import type { ApiError } from '../api/api-error.js';
import { can as roleCan, titleCase, type MeFlag, type Permission } from '../permissions.js';

export const CURRENT_USER_PATH = '/users/me';

export type CurrentUser = {
  eid: string;
  displayName: string;
  mainRole: string;
  roles: string[];
} & Record<MeFlag, boolean>;

export interface CurrentUserState {
  me: CurrentUser | undefined;
  isLoading: boolean;
  error: ApiError | undefined;
  can(permission: Permission): boolean;
  /** Main role in Title Case ('AGENCY_MANAGER' -> 'Agency Manager'); '' until loaded. */
  mainRoleLabel: string;
}

export function useCurrentUser(): CurrentUserState {
  const { data: me, isLoading, error } = useSWR<CurrentUser, ApiError>(CURRENT_USER_PATH);
  return {
    me,
    isLoading,
    error,
    can: (permission) => roleCan(me?.roles, permission),
    mainRoleLabel: me?.mainRole ? titleCase(me.mainRole) : '',
  };
}
