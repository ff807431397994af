import { DEMO_ACCOUNTS } from '@ottilia/shared-contracts/demo-accounts';
import { localOidc } from '@ottilia/shared-contracts/local-env';
import { formsOf, textOf } from './support/html.js';
import { createPkce, openLoginPage, redirectParams, signInAs } from './support/oidc-client.js';
import { APP_ORIGIN, startTestIdentity, type TestIdentity } from './support/test-identity.js';

let identity: TestIdentity;
beforeAll(async () => {
  identity = await startTestIdentity();
});
afterAll(() => identity.stop());

const account = DEMO_ACCOUNTS.find((a) => a.role === 'AGENCY_MANAGER')!;

function endSessionUrl(params: Record<string, string>) {
  return `${identity.signInAuthority}/session/end?${new URLSearchParams(params)}`;
}

describe('RP-initiated logout', () => {
  it('with id_token_hint: signs out without asking and returns to the post-logout URI', async () => {
    const browser = identity.browser();
    const tokens = await signInAs(browser, identity.ca, identity.signInAuthority, account);

    const page = await browser.navigate(
      endSessionUrl({ id_token_hint: tokens.id_token, post_logout_redirect_uri: APP_ORIGIN, state: 'bye' }),
    );
    expect(page.status).toBe(200);
    expect(textOf(page.body)).not.toContain('Yes, sign me out');
    // the page submits itself (what a browser does on load)
    const [form] = formsOf(page.body, page.url);
    expect(page.body).toContain('document.forms[0].submit()');
    expect(form!.fields).toMatchObject({ logout: 'yes', xsrf: expect.any(String) });

    const done = await browser.navigate(form!.action, { form: form!.fields });
    expect(done.status).toBe(303);
    expect(done.location).toBe(`${APP_ORIGIN}/?state=bye`);

    // the provider session is gone: silent sign-in now needs interaction
    const silent = await openLoginPage(browser, identity.signInAuthority, createPkce(), { prompt: 'none' });
    expect(redirectParams(silent).get('error')).toBe('login_required');
  });

  it('without id_token_hint: asks the user to confirm', async () => {
    const browser = identity.browser();
    await signInAs(browser, identity.ca, identity.signInAuthority, account);

    const page = await browser.navigate(endSessionUrl({ client_id: localOidc.clientId }));
    expect(page.status).toBe(200);
    expect(textOf(page.body)).toContain('Do you want to sign out of the Ottilia portal? Yes, sign me out No, stay signed in');
  });

  it('without a post-logout URI (or after confirming): returns to the app, not to a page of the provider', async () => {
    const browser = identity.browser();
    await signInAs(browser, identity.ca, identity.signInAuthority, account);

    const page = await browser.navigate(endSessionUrl({ client_id: localOidc.clientId }));
    const [form] = formsOf(page.body, page.url);
    const done = await browser.navigate(form!.action, { form: { ...form!.fields, logout: 'yes' } });
    expect(done.status).toBe(303);
    expect(done.location).toBe(`${APP_ORIGIN}/`);
  });
});
