/**
 * Stand-in for @ottilia/shared-auth in host unit tests: the real module with the current user
 * and the sign-in session replaced (no MSAL, no API). In a test file:
 *   jest.mock('@ottilia/shared-auth', () => jest.requireActual('../test-support/shared-auth-mock').sharedAuthMock());
 * then set the user with signInAs / currentUserLoading / currentUserFailed (current-user.ts).
 */
export function sharedAuthMock() {
  return {
    ...jest.requireActual<typeof import('@ottilia/shared-auth')>('@ottilia/shared-auth'),
    useCurrentUser: jest.fn(),
    useAuth: jest.fn(),
  };
}
