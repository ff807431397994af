import {
  ApiError,
  can,
  meFlags,
  titleCase,
  useAuth,
  useCurrentUser,
  type AuthValue,
  type CurrentUserState,
  type Role,
} from '@ottilia/shared-auth';
import { DEMO_ACCOUNTS } from '@ottilia/shared-auth/demo-accounts';

/** Requires the shared-auth mock (see shared-auth-mock.ts) in the calling test file. */
function setCurrentUser(state: CurrentUserState) {
  jest.mocked(useCurrentUser).mockReturnValue(state);
  const signOut = jest.fn(() => Promise.resolve());
  const expiryListeners = new Set<() => void>();
  const onSessionExpiring = (listener: () => void) => {
    expiryListeners.add(listener);
    return () => void expiryListeners.delete(listener);
  };
  // what AuthGate's expireSession does before its notice and logout: tell the listeners
  const expireSession = () => expiryListeners.forEach((listener) => listener());
  jest.mocked(useAuth).mockReturnValue({ signOut, onSessionExpiring, expireSession } as unknown as AuthValue);
  return { signOut, expireSession };
}

/** The demo account of a role, as the API's /users/me would answer. */
export function signInAs(role: Role) {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.role === role)!;
  const roles = [role];
  const me = {
    eid: account.sub,
    email: account.email,
    displayName: account.displayName,
    mainRole: role,
    roles,
    agencyEid: account.agencyEid,
    ...meFlags(roles),
  };
  return {
    me,
    ...setCurrentUser({
      me,
      isLoading: false,
      error: undefined,
      can: (p) => can(roles, p),
      lastKnownCan: (p) => can(roles, p),
      mainRoleLabel: titleCase(role),
    }),
  };
}

export function currentUserLoading() {
  return setCurrentUser({
    me: undefined,
    isLoading: true,
    error: undefined,
    can: () => false,
    lastKnownCan: () => false,
    mainRoleLabel: '',
  });
}

/** The record cannot be read (no answer: the call's reference only); `lastKnown`, the role last read in this tab. */
export function currentUserFailed(lastKnown?: Role) {
  const error = new ApiError({ status: 0, code: 'network-error', title: 'Network error', reference: '0a1b2c3d' });
  const lastKnownCan = (p: Parameters<typeof can>[1]) => can(lastKnown ? [lastKnown] : [], p);
  return setCurrentUser({ me: undefined, isLoading: false, error, can: () => false, lastKnownCan, mainRoleLabel: '' });
}
