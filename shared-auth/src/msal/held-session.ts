/**
 * A tab that already holds its API token (session storage, spec section 4) shows the app and
 * makes its first calls before MSAL's code has loaded (msal-takeover.ts). The token's claims say
 * whose it is and until when it may be sent; they are not verified here (the API verifies them).
 */
import type { AccountInfo } from '@azure/msal-browser';
import type { StageConfig } from '../stage/stage-config.js';
import { readAccessToken } from './access-token-store.js';
import { INVITATION_PARAM } from './auth-requests.js';

/** A token this close to its end is not sent before MSAL has taken over: MSAL's sign-in renews it. */
export const TOKEN_END_MARGIN_MS = 60_000;

/** Parameters of an identity service's answer in the address (a sign-in redirect, an invitation). */
const ANSWER_PARAMS = ['code', 'error', 'state', INVITATION_PARAM];

interface TokenClaims {
  sub: string;
  exp: number;
  name?: string;
  email?: string;
  preferred_username?: string;
  tid?: string;
}

function claimsOf(token: string): TokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(atob(payload.replaceAll('-', '+').replaceAll('_', '/'))) as Partial<TokenClaims> | null;
    return typeof claims?.sub === 'string' && typeof claims.exp === 'number' ? (claims as TokenClaims) : null;
  } catch {
    return null;
  }
}

/** Until when (epoch ms) the token may be sent as it is before MSAL takes over; 0 when unreadable. */
export function freshUntil(token: string): number {
  const claims = claimsOf(token);
  return claims ? claims.exp * 1000 - TOKEN_END_MARGIN_MS : 0;
}

/** The token can still be sent as it is (before MSAL takes over). */
export function isFresh(token: string, now = Date.now()): boolean {
  return freshUntil(token) > now;
}

/**
 * Who this tab's token was issued to, or null when MSAL is needed before anything shows: no
 * fresh token, or an answer of the identity service in the address, which only MSAL can read.
 */
export function heldAccount(config: StageConfig, location: Pick<Location, 'search' | 'hash'> = window.location): AccountInfo | null {
  const token = readAccessToken();
  const claims = token && isFresh(token) ? claimsOf(token) : null;
  if (!claims) return null;
  const address = [new URLSearchParams(location.search), new URLSearchParams(location.hash.replace(/^#/, ''))];
  if (address.some((params) => ANSWER_PARAMS.some((name) => params.has(name)))) return null;
  return {
    homeAccountId: claims.sub,
    localAccountId: claims.sub,
    environment: new URL(config.signInAuthority).host,
    tenantId: claims.tid ?? '',
    username: claims.preferred_username ?? claims.email ?? claims.sub,
    ...(claims.name ? { name: claims.name } : {}),
  };
}

/** This tab's token while it may be sent before MSAL has taken over (see heldAccount), else null. */
export function heldToken(config: StageConfig, location: Pick<Location, 'search' | 'hash'> = window.location): string | null {
  return heldAccount(config, location) ? readAccessToken() : null;
}
