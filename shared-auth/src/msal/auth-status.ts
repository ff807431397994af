/**
 * Interaction status of spec section 4. MSAL v5's InteractionStatus folds login and sso-silent
 * into acquireToken, so the gate keeps the spec's finer values itself.
 */
export const AuthStatus = {
  Startup: 'startup',
  None: 'none',
  Login: 'login',
  AcquireToken: 'acquireToken',
  SsoSilent: 'ssoSilent',
  HandleRedirect: 'handleRedirect',
  Logout: 'logout',
} as const;
export type AuthStatus = (typeof AuthStatus)[keyof typeof AuthStatus];
