/** What a single-page client does against an authority: PKCE authorization requests and token calls. */
import { createHash, randomBytes } from 'node:crypto';
import { localOidc } from '@ottilia/shared-contracts/local-env';
import type { DemoAccount } from '@ottilia/shared-contracts/demo-accounts';
import { formsOf, type Form } from './html.js';
import { send, type Browser, type HttpResponse } from './https-client.js';
import { APP_ORIGIN, REDIRECT_URI } from './test-identity.js';

export const API_SCOPES = localOidc.apiScopes.join(' ');

export interface Pkce {
  verifier: string;
  challenge: string;
}

export function createPkce(): Pkce {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export function authorizeUrl(authority: string, params: Record<string, string>): string {
  const url = new URL(`${authority}/auth`);
  const defaults = {
    client_id: localOidc.clientId,
    redirect_uri: REDIRECT_URI,
    response_type: 'code',
    scope: `openid profile ${API_SCOPES}`,
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
  };
  for (const [key, value] of Object.entries({ ...defaults, ...params })) url.searchParams.set(key, value);
  return url.href;
}

/** Starts an authorization request and returns the interaction page it leads to. */
export async function openLoginPage(
  browser: Browser,
  authority: string,
  pkce: Pkce,
  params: Record<string, string> = {},
): Promise<HttpResponse> {
  return browser.navigate(authorizeUrl(authority, { code_challenge: pkce.challenge, code_challenge_method: 'S256', ...params }));
}

export function formWithButton(page: HttpResponse, buttonText: RegExp): { form: Form; button: Form['buttons'][number] } {
  for (const form of formsOf(page.body, page.url)) {
    const button = form.buttons.find((b) => buttonText.test(b.text));
    if (button) return { form, button };
  }
  throw new Error(`no button ${buttonText} on ${page.url}`);
}

/** Clicks a button: submits its form with the button's name/value. */
export function click(
  browser: Browser,
  page: HttpResponse,
  buttonText: RegExp,
  fields: Record<string, string> = {},
): Promise<HttpResponse> {
  const { form, button } = formWithButton(page, buttonText);
  const values = { ...form.fields, ...fields, ...(button.name ? { [button.name]: button.value ?? '' } : {}) };
  return browser.navigate(form.action, { form: values });
}

export function redirectParams(response: HttpResponse): URLSearchParams {
  if (!response.location?.startsWith(APP_ORIGIN))
    throw new Error(`expected a redirect to the app, got ${response.status} ${response.url}\n${response.body}`);
  const url = new URL(response.location);
  return new URLSearchParams(url.hash ? url.hash.slice(1) : url.search);
}

export interface TokenResponse {
  access_token: string;
  id_token: string;
  refresh_token?: string;
  token_type: string;
  expires_in: number;
  scope: string;
}

/** A token endpoint call as the SPA makes it: cross-origin from the app. */
export async function tokenRequest(
  ca: string,
  authority: string,
  form: Record<string, string>,
  origin = APP_ORIGIN,
): Promise<{ status: number; json: Record<string, unknown>; headers: HttpResponse['headers'] }> {
  const response = await send(`${authority}/token`, ca, {
    form: { client_id: localOidc.clientId, ...form },
    headers: { origin },
  });
  return { status: response.status, json: JSON.parse(response.body) as Record<string, unknown>, headers: response.headers };
}

/** Full code + PKCE flow clicking a demo account; returns the token response. */
export async function signInAs(browser: Browser, ca: string, authority: string, account: DemoAccount): Promise<TokenResponse> {
  const pkce = createPkce();
  const page = await openLoginPage(browser, authority, pkce);
  const callback = await click(browser, page, new RegExp(account.displayName));
  const code = redirectParams(callback).get('code');
  if (!code) throw new Error(`no code: ${callback.location}`);
  const { status, json } = await tokenRequest(ca, authority, {
    grant_type: 'authorization_code',
    code,
    code_verifier: pkce.verifier,
    redirect_uri: REDIRECT_URI,
  });
  if (status !== 200) throw new Error(`token request failed: ${JSON.stringify(json)}`);
  return json as unknown as TokenResponse;
}
