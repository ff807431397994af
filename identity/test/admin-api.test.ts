import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@ottilia/shared-contracts/demo-accounts';
import { localOidc } from '@ottilia/shared-contracts/local-env';
import { decodeJwt } from 'jose';
import { textOf } from './support/html.js';
import { send, type HttpResponse } from './support/https-client.js';
import { click, createPkce, openLoginPage, redirectParams, signInAs, tokenRequest } from './support/oidc-client.js';
import { ADMIN_KEY, REDIRECT_URI, startTestIdentity, type TestIdentity } from './support/test-identity.js';

let identity: TestIdentity;
beforeAll(async () => {
  identity = await startTestIdentity();
});
afterAll(() => identity.stop());

const auth = { authorization: `Bearer ${ADMIN_KEY}`, 'content-type': 'application/json' };
const admin = (path: string, method = 'GET', body?: unknown, headers: Record<string, string> = auth): Promise<HttpResponse> =>
  send(`${identity.url}/admin/v1${path}`, identity.ca, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
const json = (response: HttpResponse) => JSON.parse(response.body) as Record<string, unknown>;

async function signInWithPassword(email: string, password: string): Promise<HttpResponse> {
  const browser = identity.browser();
  const page = await openLoginPage(browser, identity.signInAuthority, createPkce());
  return click(browser, page, /^Sign in$/, { email, password });
}

describe('admin interface', () => {
  it('refuses calls without the right key, and wrongly typed bodies', async () => {
    expect((await admin('/accounts', 'POST', { email: 'a@b.example', displayName: 'A' }, {})).status).toBe(401);
    expect((await admin('/accounts', 'POST', { email: 'a@b.example', displayName: 'A' }, { authorization: 'Bearer wrong' })).status).toBe(
      401,
    );
    expect((await admin('/accounts', 'POST', { email: 'not-an-address', displayName: 'A' })).status).toBe(400);
    expect((await admin('/accounts', 'POST', { email: 'a@b.example', displayName: 42 })).status).toBe(400);
    expect((await admin('/accounts', 'POST', [1, 2])).status).toBe(400);
    expect((await send(`${identity.url}/admin/v1/accounts`, identity.ca, { method: 'POST', headers: auth, body: '{oops' })).status).toBe(
      400,
    );
    expect((await admin(`/accounts/${DEMO_ACCOUNTS[0]!.sub}`, 'PATCH', { enabled: 'no' })).status).toBe(400);
    expect((await admin('/accounts/unknown-sub')).status).toBe(404);
  });

  it('creates an account once per e-mail address, without a password, and never shows secrets', async () => {
    const created = await admin('/accounts', 'POST', { email: 'Eva.Nowak@northwind-digital.example', displayName: 'Eva Nowak' });
    expect(created.status).toBe(201);
    expect(json(created)).toMatchObject({
      email: 'Eva.Nowak@northwind-digital.example',
      displayName: 'Eva Nowak',
      enabled: true,
      hasPassword: false,
    });
    const again = await admin('/accounts', 'POST', { email: 'eva.nowak@northwind-digital.example', displayName: 'Eva' });
    expect(again.status).toBe(200);
    expect(json(again).sub).toBe(json(created).sub);
    expect(created.body).not.toMatch(/hash|token/i);

    // no password yet: signing in with any password is refused with the reason
    expect(textOf((await signInWithPassword('eva.nowak@northwind-digital.example', 'anything-1')).body)).toContain(
      'You have not chosen a password yet',
    );
  });

  it('an invitation link lets the invitee choose a password once and signs them in', async () => {
    const { sub } = json(await admin('/accounts', 'POST', { email: 'felix.braun@ottilia.example', displayName: 'Felix Braun' })) as {
      sub: string;
    };
    const invitation = await admin(`/accounts/${sub}/invitations`, 'POST');
    expect(invitation.status).toBe(201);
    const { token, expiresAt } = json(invitation) as { token: string; expiresAt: string };
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(6 * 24 * 3600 * 1000);

    const pkce = createPkce();
    const browser = identity.browser();
    const page = await openLoginPage(browser, identity.passwordResetAuthority, pkce, { invitation: token });
    expect(textOf(page.body)).toContain('Welcome to Ottilia: choose your password Account: felix.braun@ottilia.example');
    // the token, not a field of the form, says whose password is set
    const callback = await click(browser, page, /^Change password$/, {
      email: DEMO_ACCOUNTS[0]!.email,
      newPassword: 'Felix-pass-1',
      confirmPassword: 'Felix-pass-1',
    });
    const tokens = await tokenRequest(identity.ca, identity.passwordResetAuthority, {
      grant_type: 'authorization_code',
      code: redirectParams(callback).get('code')!,
      code_verifier: pkce.verifier,
      redirect_uri: REDIRECT_URI,
    });
    expect(decodeJwt(tokens.json.access_token as string)).toMatchObject({ sub, aud: localOidc.apiAudience });
    expect(redirectParams(await signInWithPassword('felix.braun@ottilia.example', 'Felix-pass-1')).get('code')).toEqual(expect.any(String));
    expect(textOf((await signInWithPassword(DEMO_ACCOUNTS[0]!.email, 'Felix-pass-1')).body)).toContain('Your password is incorrect.');

    // used once: the same link now explains itself
    const reused = await openLoginPage(identity.browser(), identity.passwordResetAuthority, createPkce(), { invitation: token });
    expect(reused.status).toBe(400);
    expect(textOf(reused.body)).toContain('This invitation link has expired or was already used.');
    const forged = await openLoginPage(identity.browser(), identity.passwordResetAuthority, createPkce(), { invitation: 'x'.repeat(43) });
    expect(textOf(forged.body)).toContain('This invitation link has expired or was already used.');
  });

  it('a newer invitation replaces the older one', async () => {
    const { sub } = json(await admin('/accounts', 'POST', { email: 'gina.rossi@ottilia.example', displayName: 'Gina Rossi' })) as {
      sub: string;
    };
    const first = json(await admin(`/accounts/${sub}/invitations`, 'POST')).token as string;
    const second = json(await admin(`/accounts/${sub}/invitations`, 'POST')).token as string;
    expect(
      textOf((await openLoginPage(identity.browser(), identity.passwordResetAuthority, createPkce(), { invitation: first })).body),
    ).toContain('expired or was already used');
    expect(
      textOf((await openLoginPage(identity.browser(), identity.passwordResetAuthority, createPkce(), { invitation: second })).body),
    ).toContain('choose your password');
  });

  it('disabling blocks sign-in, silent renewal and refresh; enabling lets the user back in', async () => {
    const account = DEMO_ACCOUNTS.find((a) => a.role === 'AGENCY_USER')!;
    const browser = identity.browser();
    const signedIn = await signInAs(browser, identity.ca, identity.signInAuthority, account);

    expect((await admin(`/accounts/${account.sub}`, 'PATCH', { enabled: false })).status).toBe(200);
    expect(textOf((await signInWithPassword(account.email, DEMO_PASSWORD)).body)).toContain('Your account has been locked.');
    const refreshed = await tokenRequest(identity.ca, identity.signInAuthority, {
      grant_type: 'refresh_token',
      refresh_token: signedIn.refresh_token as string,
    });
    expect(refreshed.status).toBe(400);
    // the provider session no longer signs in silently
    const silent = await openLoginPage(browser, identity.signInAuthority, createPkce(), { prompt: 'none' });
    expect(redirectParams(silent).get('error')).toBe('login_required');
    // nor can the password be reset
    const reset = await openLoginPage(identity.browser(), identity.passwordResetAuthority, createPkce());
    expect((await click(identity.browser(), reset, /^Continue$/, { email: account.email })).status).toBe(400);

    expect(json(await admin(`/accounts/${account.sub}`, 'PATCH', { enabled: true })).enabled).toBe(true);
    expect(redirectParams(await signInWithPassword(account.email, DEMO_PASSWORD)).get('code')).toEqual(expect.any(String));
  });

  it('a removed account is unknown: AADB2C99002 at sign-in, and gone from the demo buttons', async () => {
    const account = DEMO_ACCOUNTS.find((a) => a.role === 'BRAND_MANAGER')!;
    expect((await admin(`/accounts/${account.sub}`, 'DELETE')).status).toBe(204);
    expect((await admin(`/accounts/${account.sub}`)).status).toBe(404);
    expect(redirectParams(await signInWithPassword(account.email, DEMO_PASSWORD)).get('error_description')).toMatch(/^AADB2C99002:/);
    const page = await openLoginPage(identity.browser(), identity.signInAuthority, createPkce());
    expect(textOf(page.body)).not.toContain(account.displayName);
  });
});
