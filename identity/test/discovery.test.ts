import { send } from './support/https-client.js';
import { startTestIdentity, type TestIdentity } from './support/test-identity.js';

let identity: TestIdentity;
beforeAll(async () => {
  identity = await startTestIdentity();
});
afterAll(() => identity.stop());

async function getJson(url: string) {
  const response = await send(url, identity.ca);
  expect(response.status).toBe(200);
  return JSON.parse(response.body) as Record<string, unknown>;
}

describe('discovery', () => {
  it.each([
    ['sign-up/sign-in', () => identity.signInAuthority, '/b2c_1_susi'],
    ['password reset', () => identity.passwordResetAuthority, '/b2c_1_reset'],
  ])('publishes the %s authority with its own issuer on the real port', async (_name, authority, policyPath) => {
    expect(authority()).toBe(`${identity.url}${policyPath}`);
    const metadata = await getJson(`${authority()}/.well-known/openid-configuration`);

    expect(metadata).toMatchObject({
      issuer: authority(),
      authorization_endpoint: `${authority()}/auth`,
      token_endpoint: `${authority()}/token`,
      jwks_uri: `${authority()}/jwks`,
      end_session_endpoint: `${authority()}/session/end`,
      response_types_supported: ['code'],
      code_challenge_methods_supported: ['S256'],
      token_endpoint_auth_methods_supported: expect.arrayContaining(['none']),
      grant_types_supported: expect.arrayContaining(['authorization_code', 'refresh_token']),
    });
  });

  it('signs both authorities with the same RS256 key', async () => {
    const susi = await getJson(`${identity.signInAuthority}/jwks`);
    const reset = await getJson(`${identity.passwordResetAuthority}/jwks`);

    expect(reset).toEqual(susi);
    expect(susi.keys).toEqual([expect.objectContaining({ kty: 'RSA', alg: 'RS256', use: 'sig', kid: expect.any(String) })]);
    // only the public part is published
    expect(susi.keys).toEqual([expect.not.objectContaining({ d: expect.anything() })]);
  });

  it('answers unknown paths with a 404 page', async () => {
    const response = await send(`${identity.url}/nowhere`, identity.ca);
    expect(response.status).toBe(404);
    expect(response.body).toContain('Page not found');
  });
});
