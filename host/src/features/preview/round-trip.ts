/**
 * The preview host's side of the round trip (spec section 4), on the preview's own origin: it
 * remembers the page and a one-time `state`, and sends the user to the main app's screen that a
 * remote's route manifest names for it (`previewHandoff`: the projects page) with the preview id; the main app sends them back with `#token=…&state=…` (handed-token.ts). A
 * token is only taken when its state is the one this tab sent: a link carrying someone else's
 * token (a forged sign-in) is never used.
 */
import { ACCESS_TOKEN_STORAGE_KEY } from '@ottilia/shared-auth';
import type { HandedToken } from './handed-token';

const STATE_KEY = 'ottilia.preview.state';
const RETURN_PAGE_KEY = 'ottilia.preview.returnPage';

export interface RoundTripSite {
  /** The main app's origin (the stage's appUrl). */
  appOrigin: string;
  previewId: string;
  /**
   * The main app's screen to go to (a remote's `previewHandoff`). Without it the app's root: the
   * main app hands the token over on any screen.
   */
  handoff?: string;
  storage?: Storage;
  location?: Pick<Location, 'pathname' | 'search' | 'assign'>;
}

function newState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

/** Leaves for the main app's hand-off screen with the preview id; the page goes away. */
export function startRoundTrip({
  appOrigin,
  previewId,
  handoff = '/',
  storage = window.sessionStorage,
  location = window.location,
}: RoundTripSite): void {
  const state = newState();
  storage.setItem(STATE_KEY, state);
  storage.setItem(RETURN_PAGE_KEY, `${location.pathname}${location.search}`);
  const query = new URLSearchParams({ pr_id: previewId, state, from: 'preview' });
  location.assign(`${appOrigin}${handoff}?${query}`);
}

/**
 * Takes a handed token if this tab asked for it: stores it where the API client reads its token
 * and answers the page to show (the one the round trip started from). Null when refused.
 */
export function acceptHandedToken(handed: HandedToken, storage: Storage = window.sessionStorage): string | null {
  const expected = storage.getItem(STATE_KEY);
  storage.removeItem(STATE_KEY);
  const returnPage = storage.getItem(RETURN_PAGE_KEY);
  storage.removeItem(RETURN_PAGE_KEY);
  if (!expected || handed.state !== expected || !claimsOf(handed.token)) return null;
  storage.setItem(ACCESS_TOKEN_STORAGE_KEY, handed.token);
  // only a path of this origin
  return returnPage?.startsWith('/') && !returnPage.startsWith('//') ? returnPage : '/home';
}

/** Forgets the round trip's traces (sign-out of the preview). */
export function forgetRoundTrip(storage: Storage = window.sessionStorage): void {
  for (const key of [STATE_KEY, RETURN_PAGE_KEY, ACCESS_TOKEN_STORAGE_KEY]) storage.removeItem(key);
}

export interface TokenClaims {
  sub: string;
  name?: string;
  email?: string;
  exp?: number;
}

/** The claims of a JWT access token (not verified: the API verifies it), or null if it is not one. */
export function claimsOf(token: string): TokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replaceAll('-', '+').replaceAll('_', '/'));
    const claims = JSON.parse(json) as Partial<TokenClaims> | null;
    return typeof claims?.sub === 'string' ? (claims as TokenClaims) : null;
  } catch {
    return null;
  }
}
