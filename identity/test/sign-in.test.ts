import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from '@ottilia/shared-contracts/demo-accounts';
import { localOidc } from '@ottilia/shared-contracts/local-env';
import { createRemoteJWKSet, customFetch, decodeJwt, jwtVerify } from 'jose';
import { linkHref, textOf } from './support/html.js';
import { send, type Browser, type HttpResponse } from './support/https-client.js';
import { click, createPkce, openLoginPage, redirectParams, signInAs, tokenRequest, API_SCOPES } from './support/oidc-client.js';
import { APP_ORIGIN, REDIRECT_URI, startTestIdentity, type TestIdentity } from './support/test-identity.js';

let identity: TestIdentity;
beforeAll(async () => {
  identity = await startTestIdentity();
});
afterAll(() => identity.stop());

const productAccount = (role: DemoAccount['role']) => DEMO_ACCOUNTS.find((a) => a.role === role)!;
const superAdmin = productAccount('SUPER_ADMIN');
const agencyUser = productAccount('AGENCY_USER');
const unregistered = DEMO_ACCOUNTS.find((a) => a.role === null)!;

/** What the API does: a remote JWKS from the discovery document (here fetched trusting the test CA). */
function apiKeySet(authority: string) {
  return createRemoteJWKSet(new URL(`${authority}/jwks`), {
    [customFetch]: async (url: string) => {
      const response = await send(url, identity.ca);
      return new Response(response.body, { status: response.status, headers: { 'content-type': 'application/json' } });
    },
  });
}

describe('sign-in page', () => {
  it('lists every demo account with its role and e-mail, and an e-mail/password form', async () => {
    const page = await openLoginPage(identity.browser(), identity.signInAuthority, createPkce());

    expect(page.status).toBe(200);
    const text = textOf(page.body);
    expect(text).toContain('Ada Lindqvist Super Admin ada.lindqvist@ottilia.example');
    expect(text).toContain('Nora Visitor No product account nora.visitor@ottilia.example');
    for (const account of DEMO_ACCOUNTS) expect(text).toContain(account.email);
    expect(page.body).toMatch(/<label for="email">Email address<\/label>\s*<input id="email"/);
    expect(page.body).toMatch(/<label for="password">Password<\/label>\s*<input id="password"/);
    expect(linkHref(page.body, 'Forgot your password?', page.url)).toContain('/b2c_1_susi/interaction/');
  });
});

describe('authorization code flow with PKCE', () => {
  it('signs in a demo account and issues an API access token for it', async () => {
    const pkce = createPkce();
    const browser = identity.browser();
    const page = await openLoginPage(browser, identity.signInAuthority, pkce, { state: 'state-1', nonce: 'nonce-1' });
    const callback = await click(browser, page, /Ada Lindqvist/);

    expect(callback.location!.startsWith(`${REDIRECT_URI}?`)).toBe(true);
    const params = redirectParams(callback);
    expect(params.get('state')).toBe('state-1');

    const { status, json, headers } = await tokenRequest(identity.ca, identity.signInAuthority, {
      grant_type: 'authorization_code',
      code: params.get('code')!,
      code_verifier: pkce.verifier,
      redirect_uri: REDIRECT_URI,
    });
    expect(status).toBe(200);
    // the SPA calls the token endpoint cross-origin
    expect(headers['access-control-allow-origin']).toBe(APP_ORIGIN);
    expect(json).toMatchObject({ token_type: 'Bearer', scope: API_SCOPES, refresh_token: expect.any(String) });

    const { payload: accessToken } = await jwtVerify(json.access_token as string, apiKeySet(identity.signInAuthority), {
      issuer: identity.signInAuthority,
      audience: localOidc.apiAudience,
      algorithms: ['RS256'],
    });
    expect(accessToken).toMatchObject({ sub: superAdmin.sub, scope: API_SCOPES, scp: API_SCOPES, client_id: localOidc.clientId });

    const idToken = decodeJwt(json.id_token as string);
    expect(idToken).toMatchObject({
      iss: identity.signInAuthority,
      aud: localOidc.clientId,
      sub: superAdmin.sub,
      nonce: 'nonce-1',
      name: superAdmin.displayName,
      email: superAdmin.email,
    });
  });

  it('refuses a plain PKCE challenge and a request without PKCE', async () => {
    const browser = identity.browser();
    const plain = await openLoginPage(browser, identity.signInAuthority, createPkce(), { code_challenge_method: 'plain' });
    expect(Object.fromEntries(redirectParams(plain))).toMatchObject({
      error: 'invalid_request',
      error_description: 'not supported value of code_challenge_method',
    });

    const withoutPkce = await browser.navigate(
      `${identity.signInAuthority}/auth?${new URLSearchParams({ client_id: localOidc.clientId, redirect_uri: REDIRECT_URI, response_type: 'code', scope: 'openid' })}`,
    );
    expect(redirectParams(withoutPkce).get('error')).toBe('invalid_request');
    expect(redirectParams(withoutPkce).get('error_description')).toMatch(/requires PKCE/);
  });

  it('refuses a code exchanged with the wrong verifier', async () => {
    const pkce = createPkce();
    const browser = identity.browser();
    const callback = await click(browser, await openLoginPage(browser, identity.signInAuthority, pkce), /Daniel Okafor/);

    const { status, json } = await tokenRequest(identity.ca, identity.signInAuthority, {
      grant_type: 'authorization_code',
      code: redirectParams(callback).get('code')!,
      code_verifier: createPkce().verifier,
      redirect_uri: REDIRECT_URI,
    });
    expect(status).toBe(400);
    expect(json.error).toBe('invalid_grant');
  });

  it('renews tokens with the refresh token (no offline_access requested)', async () => {
    const tokens = await signInAs(identity.browser(), identity.ca, identity.signInAuthority, agencyUser);

    const { status, json } = await tokenRequest(identity.ca, identity.signInAuthority, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token!,
      scope: `openid profile ${API_SCOPES}`,
    });
    expect(status).toBe(200);
    expect(json.refresh_token).toEqual(expect.any(String));
    expect(json.refresh_token).not.toBe(tokens.refresh_token);
    const { payload } = await jwtVerify(json.access_token as string, apiKeySet(identity.signInAuthority), {
      issuer: identity.signInAuthority,
      audience: localOidc.apiAudience,
    });
    expect(payload).toMatchObject({ sub: agencyUser.sub, scope: API_SCOPES });
  });

  it('renews silently (prompt=none) from the session cookie, and asks for login without one', async () => {
    const browser = identity.browser();
    await signInAs(browser, identity.ca, identity.signInAuthority, superAdmin);

    const sessionCookie = browser.setCookieHeader('ottilia_idp_session');
    expect(sessionCookie).toMatch(/; secure/i);
    expect(sessionCookie).toMatch(/; samesite=none/i);
    expect(sessionCookie).toMatch(/; httponly/i);

    const silent = await openLoginPage(browser, identity.signInAuthority, createPkce(), { prompt: 'none', response_mode: 'fragment' });
    expect(silent.location!.startsWith(`${REDIRECT_URI}#`)).toBe(true);
    expect(redirectParams(silent).get('code')).toEqual(expect.any(String));

    const stranger = await openLoginPage(identity.browser(), identity.signInAuthority, createPkce(), { prompt: 'none' });
    expect(redirectParams(stranger).get('error')).toBe('login_required');
  });
});

describe('MSAL (protocolMode OIDC) compatibility', () => {
  const msalExtras = { 'client-request-id': 'c0ffee', 'x-client-SKU': 'msal.js.browser', 'x-client-VER': '5.29.0', client_info: '1' };

  it("accepts MSAL's extra parameters on the authorization and token requests", async () => {
    const pkce = createPkce();
    const browser = identity.browser();
    const page = await openLoginPage(browser, identity.signInAuthority, pkce, { ...msalExtras, response_mode: 'fragment' });
    const callback = await click(browser, page, new RegExp(agencyUser.displayName));

    const { status, json } = await tokenRequest(identity.ca, identity.signInAuthority, {
      ...msalExtras,
      'x-ms-lib-capability': 'retry-after, h429',
      grant_type: 'authorization_code',
      code: redirectParams(callback).get('code')!,
      code_verifier: pkce.verifier,
      redirect_uri: REDIRECT_URI,
      scope: `${API_SCOPES} openid profile`,
    });
    expect(status).toBe(200);
    expect(decodeJwt(json.access_token as string)).toMatchObject({ sub: agencyUser.sub, aud: localOidc.apiAudience });
  });

  it('answers the CORS preflight of the token endpoint and refuses other origins', async () => {
    const preflight = await send(`${identity.signInAuthority}/token`, identity.ca, {
      method: 'OPTIONS',
      headers: {
        origin: APP_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-anchormailbox',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers).toMatchObject({
      'access-control-allow-origin': APP_ORIGIN,
      'access-control-allow-methods': expect.stringContaining('POST'),
      'access-control-allow-headers': 'content-type,x-anchormailbox',
    });

    const foreign = await tokenRequest(
      identity.ca,
      identity.signInAuthority,
      { grant_type: 'refresh_token', refresh_token: 'x' },
      'https://elsewhere.example',
    );
    expect(foreign.status).toBe(400);
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('B2C-like outcomes', () => {
  it('signs in with e-mail and password', async () => {
    const pkce = createPkce();
    const browser = identity.browser();
    const page = await openLoginPage(browser, identity.signInAuthority, pkce);
    const callback = await click(browser, page, /^Sign in$/, { email: superAdmin.email.toUpperCase(), password: DEMO_PASSWORD });

    expect(redirectParams(callback).get('code')).toEqual(expect.any(String));
  });

  it('stays on the page with an error for a wrong password', async () => {
    const browser = identity.browser();
    const page = await openLoginPage(browser, identity.signInAuthority, createPkce());
    const again = await click(browser, page, /^Sign in$/, { email: superAdmin.email, password: 'not-the-password' });

    expect(again.status).toBe(400);
    expect(again.location).toBeUndefined();
    expect(again.body).toMatch(/role="alert">Your password is incorrect\.</);
    expect(again.body).toContain(`value="${superAdmin.email}"`);
  });

  it.each([
    [
      'a directory account without a product account',
      (browser: Browser, page: HttpResponse) => click(browser, page, new RegExp(unregistered.displayName)),
    ],
    [
      'an e-mail that is not in the directory',
      (browser: Browser, page: HttpResponse) =>
        click(browser, page, /^Sign in$/, { email: 'someone@else.example', password: DEMO_PASSWORD }),
    ],
  ])('ends the flow with AADB2C99002 for %s', async (_case, signIn) => {
    const browser = identity.browser();
    const page = await openLoginPage(browser, identity.signInAuthority, createPkce(), { state: 'state-2' });
    const params = redirectParams(await signIn(browser, page));

    expect(params.get('error')).toBe('access_denied');
    expect(params.get('error_description')).toBe('AADB2C99002: This user does not exist and profile cannot be read.');
    expect(params.get('state')).toBe('state-2');
  });

  it('ends the flow with AADB2C90118 on "Forgot your password?"', async () => {
    const browser = identity.browser();
    const page = await openLoginPage(browser, identity.signInAuthority, createPkce());
    const callback = await browser.navigate(linkHref(page.body, 'Forgot your password?', page.url));

    const params = redirectParams(callback);
    expect(params.get('error')).toBe('access_denied');
    expect(params.get('error_description')).toMatch(/^AADB2C90118: The user has forgotten their password\./);
  });

  it('shows an expiry page when the interaction cookie is missing', async () => {
    const page = await openLoginPage(identity.browser(), identity.signInAuthority, createPkce());
    const response = await identity.browser().request(page.url);

    expect(response.status).toBe(400);
    expect(textOf(response.body)).toContain('This sign-in request has expired');
  });
});
