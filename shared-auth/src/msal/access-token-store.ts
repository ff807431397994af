/**
 * The API access token lives in session storage (spec sections 4 and 9) under this key, so it
 * survives reloads of the tab but not the tab itself. The API client reads it on every call.
 */
export const ACCESS_TOKEN_STORAGE_KEY = 'ottilia.accessToken';

export function readAccessToken(): string | null {
  return window.sessionStorage.getItem(ACCESS_TOKEN_STORAGE_KEY);
}

export function writeAccessToken(token: string): void {
  window.sessionStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, token);
}

export function clearAccessToken(): void {
  window.sessionStorage.removeItem(ACCESS_TOKEN_STORAGE_KEY);
}
