/**
 * Calls the API directly as the user signed in on a page, with the access token the app keeps
 * in session storage: to prepare records quickly, or to check that the server refuses what the
 * screens hide.
 */
import type { APIResponse, Page } from '@playwright/test';
import { localOrigins } from '@ottilia/shared-auth/local-env';

/** Session storage key of the app's API access token (shared-auth's access-token store). */
const ACCESS_TOKEN_KEY = 'ottilia.accessToken';

export interface ApiCall {
  method: 'GET' | 'PUT' | 'DELETE';
  /** API path, e.g. '/brands/BR-1'. */
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export async function callApiAs(page: Page, { method, path, body, headers = {} }: ApiCall): Promise<APIResponse> {
  const token = await page.evaluate((key) => window.sessionStorage.getItem(key), ACCESS_TOKEN_KEY);
  if (!token) throw new Error(`no access token in session storage on ${page.url()}: sign in first`);
  return page.request.fetch(`${localOrigins.api}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...headers },
    ...(body === undefined ? {} : { data: body }),
  });
}
