import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@ottilia/shared-contracts/demo-accounts';
import { localOidc } from '@ottilia/shared-contracts/local-env';
import { decodeJwt } from 'jose';
import { textOf } from './support/html.js';
import type { Browser, HttpResponse } from './support/https-client.js';
import { click, createPkce, openLoginPage, redirectParams, signInAs, tokenRequest, type Pkce } from './support/oidc-client.js';
import { REDIRECT_URI, startTestIdentity, type TestIdentity } from './support/test-identity.js';

let identity: TestIdentity;
beforeAll(async () => {
  identity = await startTestIdentity();
});
afterAll(() => identity.stop());

const brandManager = DEMO_ACCOUNTS.find((a) => a.role === 'BRAND_MANAGER')!;
const agencyManager = DEMO_ACCOUNTS.find((a) => a.role === 'AGENCY_MANAGER')!;
const unregistered = DEMO_ACCOUNTS.find((a) => a.role === null)!;

async function newPasswordPage(browser: Browser, email: string, pkce = createPkce()): Promise<HttpResponse> {
  const start = await openLoginPage(browser, identity.passwordResetAuthority, pkce);
  return click(browser, start, /^Continue$/, { email });
}

async function signInWithPassword(email: string, password: string): Promise<HttpResponse> {
  const browser = identity.browser();
  const page = await openLoginPage(browser, identity.signInAuthority, createPkce());
  return click(browser, page, /^Sign in$/, { email, password });
}

async function exchange(callback: HttpResponse, pkce: Pkce) {
  return tokenRequest(identity.ca, identity.passwordResetAuthority, {
    grant_type: 'authorization_code',
    code: redirectParams(callback).get('code')!,
    code_verifier: pkce.verifier,
    redirect_uri: REDIRECT_URI,
  });
}

describe('password reset authority', () => {
  it('asks for the account first and refuses an e-mail that is not in the directory', async () => {
    const browser = identity.browser();
    const start = await openLoginPage(browser, identity.passwordResetAuthority, createPkce());
    expect(start.status).toBe(200);
    expect(textOf(start.body)).toContain('Reset your password');

    const refused = await click(browser, start, /^Continue$/, { email: 'someone@else.example' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatch(/role="alert">An account could not be found for the provided e-mail address\.</);
  });

  it('explains a too short and a mismatching new password', async () => {
    const browser = identity.browser();
    const page = await newPasswordPage(browser, agencyManager.email);
    expect(textOf(page.body)).toContain(`Choose a new password Account: ${agencyManager.email}`);

    const tooShort = await click(browser, page, /^Change password$/, { newPassword: 'short', confirmPassword: 'short' });
    expect(tooShort.status).toBe(400);
    expect(textOf(tooShort.body)).toContain('The password must be at least 8 characters long.');

    const mismatch = await click(browser, tooShort, /^Change password$/, {
      newPassword: 'long-enough-1',
      confirmPassword: 'long-enough-2',
    });
    expect(mismatch.status).toBe(400);
    expect(textOf(mismatch.body)).toContain('The passwords do not match.');
  });

  it('changes the password, signs the user in, and the new password then works at the sign-in authority', async () => {
    const pkce = createPkce();
    const browser = identity.browser();
    const page = await newPasswordPage(browser, brandManager.email, pkce);
    const callback = await click(browser, page, /^Change password$/, {
      newPassword: 'Brand-new-pass-1',
      confirmPassword: 'Brand-new-pass-1',
    });

    const { status, json } = await exchange(callback, pkce);
    expect(status).toBe(200);
    expect(decodeJwt(json.access_token as string)).toMatchObject({
      iss: identity.passwordResetAuthority,
      aud: localOidc.apiAudience,
      sub: brandManager.sub,
    });

    expect(redirectParams(await signInWithPassword(brandManager.email, 'Brand-new-pass-1')).get('code')).toEqual(expect.any(String));
    expect(textOf((await signInWithPassword(brandManager.email, DEMO_PASSWORD)).body)).toContain('Your password is incorrect.');

    const stored = await readFile(path.join(identity.stateDir, 'identity', 'directory.json'), 'utf8');
    expect(stored).toContain(brandManager.sub);
    expect(stored).not.toContain('Brand-new-pass-1');

    // one tenant: the refresh token from the reset flow renews at the sign-in authority
    const renewed = await tokenRequest(identity.ca, identity.signInAuthority, {
      grant_type: 'refresh_token',
      refresh_token: json.refresh_token as string,
    });
    expect(renewed.status).toBe(200);
    expect(decodeJwt(renewed.json.access_token as string)).toMatchObject({ iss: identity.signInAuthority, sub: brandManager.sub });
  });

  it('ends with AADB2C99002 after a reset by an account the product does not know', async () => {
    const browser = identity.browser();
    const page = await newPasswordPage(browser, unregistered.email);
    const callback = await click(browser, page, /^Change password$/, { newPassword: 'Visitor-pass-1', confirmPassword: 'Visitor-pass-1' });

    expect(redirectParams(callback).get('error_description')).toMatch(/^AADB2C99002:/);
  });

  it('shows the reset pages even to a signed-in user', async () => {
    const browser = identity.browser();
    await signInAs(browser, identity.ca, identity.signInAuthority, agencyManager);

    const start = await openLoginPage(browser, identity.passwordResetAuthority, createPkce());
    expect(start.status).toBe(200);
    expect(textOf(start.body)).toContain('Reset your password');
  });
});
