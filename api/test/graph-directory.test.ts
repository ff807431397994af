// The identity directory in production (issue 23): the Microsoft Graph adapter against a local fake
// of Graph and of the token endpoint that checks each call against Graph's reference.
import { jwtVerify } from 'jose';
import { graphDirectory } from '../src/identity/graph/graph-directory.js';
import { retryAfterMs } from '../src/identity/graph/graph-http.js';
import type { IdentityDirectory } from '../src/identity/identity-directory.js';
import { startFakeGraph, type FakeGraph } from './helpers/fake-graph/index.js';
import { unique } from './helpers/reference-data.js';

let fake: FakeGraph;
let directory: IdentityDirectory;
beforeAll(async () => {
  fake = await startFakeGraph();
  directory = graphDirectory(fake.config);
}, 60_000);
afterAll(() => fake?.close());
// a request the fake refused departs from the Graph reference (cleared so one does not fail the next test)
afterEach(() => expect(fake.refused.splice(0)).toEqual([]));

const newEmail = () => `invitee.${unique().toLowerCase()}@people.example`;
const since = (from: number) => fake.requests.slice(from);
const directoryFailed = { status: 502, code: 'identity-directory-failed' };

describe('accounts', () => {
  test('ensureAccount creates an enabled B2C local account with an e-mail identity, and finds it again', async () => {
    const email = newEmail();
    const from = fake.requests.length;
    const { sub } = await directory.ensureAccount({ email, displayName: 'Ines Invitee' });

    const [find, create] = since(from);
    expect(find).toMatchObject({ method: 'GET', path: '/v1.0/users' });
    expect(Object.fromEntries(find!.query)).toEqual({
      $filter: `identities/any(c:c/issuerAssignedId eq '${email}' and c/issuer eq '${fake.config.tenantDomain}')`,
      $select: 'id',
    });
    expect(create).toMatchObject({ method: 'POST', path: '/v1.0/users', headers: { 'content-type': 'application/json' } });
    expect(create!.body).toMatchObject({
      accountEnabled: true,
      displayName: 'Ines Invitee',
      identities: [{ signInType: 'emailAddress', issuer: fake.config.tenantDomain, issuerAssignedId: email }],
      passwordProfile: { forceChangePasswordNextSignIn: false, password: expect.any(String) },
      passwordPolicies: 'DisablePasswordExpiration',
    });
    expect(fake.users.get(sub)).toMatchObject({ accountEnabled: true, displayName: 'Ines Invitee' });

    const before = fake.requests.length;
    expect(await directory.ensureAccount({ email: email.toUpperCase(), displayName: 'Someone Else' })).toEqual({ sub });
    expect(since(before).map((r) => r.method)).toEqual(['GET']);
  });

  test('an address with a quote is an OData literal with the quote doubled', async () => {
    const email = `o'${newEmail()}`;
    const { sub } = await directory.ensureAccount({ email, displayName: "Orla O'Brien" });
    expect(await directory.ensureAccount({ email, displayName: "Orla O'Brien" })).toEqual({ sub });
    expect(fake.requests.at(-1)!.query.get('$filter')).toContain(`eq 'o''${email.slice(2)}'`);
  });

  test('every call carries the bearer token of one client-credentials grant, cached', async () => {
    const tokensBefore = fake.tokenRequests;
    const { sub } = await directory.ensureAccount({ email: newEmail(), displayName: 'Cache Test' });
    await directory.updateAccount(sub, { displayName: 'Cache Tested' });
    expect(fake.tokenRequests - tokensBefore).toBe(0);
    expect(fake.tokenRequests).toBe(1);
    expect(fake.requests.every((r) => /^Bearer \S+$/.test(String(r.headers.authorization)))).toBe(true);
  });

  test('updateAccount disables, enables and renames with one PATCH; a missing account is left alone', async () => {
    const { sub } = await directory.ensureAccount({ email: newEmail(), displayName: 'Ines Invitee' });
    await directory.updateAccount(sub, { displayName: 'Ines Renamed', enabled: false });
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'PATCH',
      path: `/v1.0/users/${sub}`,
      body: { displayName: 'Ines Renamed', accountEnabled: false },
    });
    expect(fake.users.get(sub)).toMatchObject({ displayName: 'Ines Renamed', accountEnabled: false });
    await directory.updateAccount(sub, { enabled: true });
    expect(fake.users.get(sub)).toMatchObject({ accountEnabled: true });

    const count = fake.requests.length;
    await directory.updateAccount(sub, {});
    expect(fake.requests).toHaveLength(count);
    await expect(directory.updateAccount('00000000-0000-4000-8000-000000000000', { enabled: false })).resolves.toBeUndefined();
    fake.refused.length = 0; // Graph's 404 for the missing account was expected
  });

  test('removeAccount deletes the account; a missing one is left alone', async () => {
    const { sub } = await directory.ensureAccount({ email: newEmail(), displayName: 'Ines Invitee' });
    await directory.removeAccount(sub);
    expect(fake.requests.at(-1)).toMatchObject({ method: 'DELETE', path: `/v1.0/users/${sub}`, body: undefined });
    expect(fake.users.has(sub)).toBe(false);
    await expect(directory.removeAccount(sub)).resolves.toBeUndefined();
    fake.refused.length = 0;
  });
});

describe('invitations', () => {
  test('an id_token_hint signed with the shared key, bound to the account by its invitation attribute', async () => {
    const { sub } = await directory.ensureAccount({ email: newEmail(), displayName: 'Ines Invitee' });
    const invitation = await directory.createInvitation(sub);

    const { payload, protectedHeader } = await jwtVerify(invitation.token, new TextEncoder().encode(fake.config.invitation.signingKey), {
      issuer: fake.config.invitation.issuer,
      audience: fake.config.invitation.audience,
    });
    expect(protectedHeader).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(payload).toMatchObject({ sub, invitationId: fake.users.get(sub)!.extensions[fake.invitationAttribute] });
    expect(payload.exp! - payload.nbf!).toBe(7 * 24 * 60 * 60);
    expect(invitation.expiresAt).toBe(new Date(payload.exp! * 1000).toISOString());
    expect(fake.requests.at(-1)).toMatchObject({ method: 'PATCH', headers: { 'content-type': 'application/json' } });

    // a new invitation replaces the attribute: the previous link no longer matches the account
    const next = await directory.createInvitation(sub);
    const { payload: nextPayload } = await jwtVerify(next.token, new TextEncoder().encode(fake.config.invitation.signingKey));
    expect(nextPayload.invitationId).not.toBe(payload.invitationId);
    expect(fake.users.get(sub)!.extensions[fake.invitationAttribute]).toBe(nextPayload.invitationId);
  });

  test('an invitation for an account Graph does not know is the directory failure', async () => {
    await expect(directory.createInvitation('00000000-0000-4000-8000-000000000000')).rejects.toMatchObject(directoryFailed);
    expect(fake.refused.map((r) => r.error.code)).toEqual(['Request_ResourceNotFound']);
    fake.refused.length = 0;
  });
});

describe('throttling and failures', () => {
  test('429 with Retry-After is retried after the time Graph asks for', async () => {
    fake.failNext(2, { status: 429, retryAfter: '1' });
    const from = fake.requests.length;
    const started = Date.now();
    const { sub } = await directory.ensureAccount({ email: newEmail(), displayName: 'Patient Person' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_000);
    expect(since(from).map((r) => r.method)).toEqual(['GET', 'GET', 'GET', 'POST']);
    expect(fake.users.has(sub)).toBe(true);
  });

  test('503 without Retry-After is retried after a short backoff', async () => {
    const { sub } = await directory.ensureAccount({ email: newEmail(), displayName: 'Patient Person' });
    fake.failNext(1, { status: 503 });
    await directory.updateAccount(sub, { enabled: false });
    expect(fake.users.get(sub)).toMatchObject({ accountEnabled: false });
  });

  test('a Retry-After beyond the wait budget fails at once instead of holding the request', async () => {
    fake.failNext(1, { status: 429, retryAfter: '120' });
    const from = fake.requests.length;
    const started = Date.now();
    await expect(directory.ensureAccount({ email: newEmail(), displayName: 'Impatient' })).rejects.toMatchObject(directoryFailed);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(since(from)).toHaveLength(1);
  });

  test('Graph unavailable on every attempt: a bounded number of attempts, then the directory failure', async () => {
    fake.failNext(4, { status: 503, retryAfter: '0' });
    const from = fake.requests.length;
    await expect(directory.removeAccount('00000000-0000-4000-8000-000000000000')).rejects.toMatchObject(directoryFailed);
    expect(since(from)).toHaveLength(4);
  });

  test('a wrong client secret is the directory failure, and Graph is not called', async () => {
    const wrong = graphDirectory({ ...fake.config, clientSecret: 'not-the-secret' });
    const from = fake.requests.length;
    await expect(wrong.ensureAccount({ email: newEmail(), displayName: 'Nobody' })).rejects.toMatchObject(directoryFailed);
    expect(since(from)).toHaveLength(0);
  });

  test('Retry-After as an HTTP date', () => {
    const now = Date.parse('2026-11-26T12:00:00Z');
    expect(retryAfterMs('Thu, 26 Nov 2026 12:00:03 GMT', now)).toBe(3_000);
    expect(retryAfterMs('7', now)).toBe(7_000);
    expect(retryAfterMs('soon', now)).toBeNull();
  });
});
