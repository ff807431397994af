import type { IPublicClientApplication } from '@azure/msal-browser';

/** The part of a PublicClientApplication the portal uses (lets tests pass a small fake). */
export type MsalClient = Pick<
  IPublicClientApplication,
  | 'initialize'
  | 'handleRedirectPromise'
  | 'getActiveAccount'
  | 'getAllAccounts'
  | 'setActiveAccount'
  | 'acquireTokenSilent'
  | 'ssoSilent'
  | 'loginRedirect'
  | 'logoutRedirect'
>;
