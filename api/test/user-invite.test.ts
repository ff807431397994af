// PUT /users/invite and the identity directory behind users (issue 10): who may invite whom, the
// invitation e-mail and its one-time link, the first sign-in, and disabling/deleting reaching the
// sign-in accounts of the real local identity provider.
import { eq, sql } from 'drizzle-orm';
import { DEMO_ACCOUNTS } from '@ottilia/shared-contracts/demo-accounts';
import type { Role } from '@ottilia/shared-contracts/permissions';
import { users } from '../src/users/user-table.js';
import { fieldsOf, unique } from './helpers/reference-data.js';
import { problem, startTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ identity: true });
}, 120_000);
afterAll(() => t?.close());

const NORTHWIND = DEMO_ACCOUNTS.find((a) => a.role === 'AGENCY_MANAGER')!.agencyEid!;
const OTHER_AGENCY = 'AG-FJORD-FIELD';

const newEmail = () => `invitee.${unique().toLowerCase()}@people.example`;
const invite = (as: Role | null, body: Record<string, unknown>) => t.call(as, { method: 'PUT', url: '/users/invite', body });
const body = (changes: Record<string, unknown> = {}) => ({
  email: newEmail(),
  displayName: 'Ines Invitee',
  roles: ['AGENCY_USER'],
  agencyEid: NORTHWIND,
  ...changes,
});
/** The mails to `address` in the sink, once the outbox has sent what was written. */
const mailsTo = async (address: string) => {
  await t.waitForMail();
  return t.mailer.sink!.messages().filter((mail) => mail.to.includes(address));
};
const usersWithEmail = async (email: string) =>
  (
    await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
  )[0]!.n;

describe('inviting', () => {
  test('without a token: 401; without usersCreate (Agency User): 403; nothing is created', async () => {
    const wanted = body();
    expect((await invite(null, wanted)).statusCode).toBe(401);
    expect(problem(await invite('AGENCY_USER', wanted)).code).toBe('forbidden');
    expect(await usersWithEmail(wanted.email)).toBe(0);
  });

  test("creates an INVITED user with the spec's fields, a sign-in account without a password, and sends the link", async () => {
    const wanted = body({ email: `Mixed.${newEmail()}`, displayName: '  Ines Invitee  ' });
    const response = await invite('SUPER_ADMIN', wanted);
    expect(response.statusCode).toBe(201);
    const user = response.json();
    expect(user).toMatchObject({
      email: wanted.email,
      displayName: 'Ines Invitee',
      roles: ['AGENCY_USER'],
      mainRole: 'AGENCY_USER',
      agencyEid: NORTHWIND,
      isNewUser: true,
      state: 'INVITED',
      lastLoginDateTime: null,
      createdDateTime: expect.any(String),
      version: 1,
    });
    expect(response.headers.etag).toBe('"1"');

    const account = await t.identity!.admin('GET', `/accounts/${user.eid}`);
    expect(account.status).toBe(200);
    expect(await account.json()).toMatchObject({ email: wanted.email, enabled: true, hasPassword: false });

    const [mail] = await mailsTo(wanted.email);
    expect(mail).toMatchObject({ subject: 'You are invited to the Ottilia portal' });
    expect(mail!.text).toContain('Ada Lindqvist invited you to the Ottilia portal as Agency User of Northwind Digital.');
    expect(mail!.text).toMatch(/^https:\/\/localhost:1847\/\?invitation=[\w-]{43}$/m);
  });

  test('the first sign-in turns the user ACTIVE, no longer new, with the sign-in time', async () => {
    const { eid } = (await invite('BRAND_MANAGER', body())).json();
    const me = await t.call({ token: await t.tokens.mint(eid) }, { method: 'GET', url: '/users/me' });
    expect(me.json()).toMatchObject({ eid, mainRole: 'AGENCY_USER', projectsRead: true, usersRead: false });
    const user = (await t.call('SUPER_ADMIN', { method: 'GET', url: `/users/${eid}` })).json();
    expect(user).toMatchObject({ state: 'ACTIVE', isNewUser: false, lastLoginDateTime: expect.any(String) });
  });

  test('nobody grants a role above their own; an Agency Manager invites only into their own agency', async () => {
    expect(problem(await invite('BRAND_MANAGER', body({ roles: ['SUPER_ADMIN'], agencyEid: null }))).code).toBe('role-above-your-own');
    expect(problem(await invite('AGENCY_MANAGER', body({ roles: ['BRAND_MANAGER'], agencyEid: null }))).code).toBe('role-above-your-own');
    expect(problem(await invite('AGENCY_MANAGER', body({ agencyEid: OTHER_AGENCY }))).code).toBe('other-agency');
    expect((await invite('AGENCY_MANAGER', body({ roles: ['AGENCY_MANAGER'] }))).statusCode).toBe(201);
    // placing a new person in an agency is not moving them: no usersAgencyEdit needed
    expect((await invite('AGENCY_MANAGER', body())).statusCode).toBe(201);
    expect((await invite('BRAND_MANAGER', body({ agencyEid: OTHER_AGENCY }))).statusCode).toBe(201);
  });

  test('agency roles need an existing agency; the others none', async () => {
    expect(problem(await invite('SUPER_ADMIN', body({ agencyEid: null }))).code).toBe('agency-required');
    expect(problem(await invite('SUPER_ADMIN', body({ roles: ['BRAND_MANAGER'] }))).code).toBe('agency-not-allowed');
    const unknown = problem(await invite('SUPER_ADMIN', body({ agencyEid: 'AG-NOWHERE' })));
    expect(unknown).toMatchObject({ status: 422, code: 'unknown-agency', field: 'agencyEid' });
  });

  test('an e-mail address of an existing user is a 409 and sends nothing', async () => {
    const existing = DEMO_ACCOUNTS.find((a) => a.role === 'AGENCY_USER')!;
    const before = (await mailsTo(existing.email)).length;
    const refusal = problem(await invite('SUPER_ADMIN', body({ email: existing.email.toUpperCase() })));
    expect(refusal).toMatchObject({ status: 409, code: 'user-exists', field: 'email' });
    expect(await mailsTo(existing.email)).toHaveLength(before);
  });

  test('inviting someone still invited again updates the invitation and sends a new link', async () => {
    const wanted = body();
    const first = (await invite('SUPER_ADMIN', wanted)).json();
    const again = await invite('SUPER_ADMIN', { ...wanted, roles: ['AGENCY_MANAGER'] });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ eid: first.eid, mainRole: 'AGENCY_MANAGER', state: 'INVITED', version: 2 });
    const links = (await mailsTo(wanted.email)).map((mail) => /invitation=([\w-]+)/.exec(mail.text)![1]);
    expect(links).toHaveLength(2);
    expect(links[0]).not.toBe(links[1]);
    expect(await usersWithEmail(wanted.email)).toBe(1);
  });

  test('an Agency Manager cannot re-invite someone invited into another agency: it looks taken', async () => {
    const wanted = body({ agencyEid: OTHER_AGENCY });
    expect((await invite('SUPER_ADMIN', wanted)).statusCode).toBe(201);
    expect(problem(await invite('AGENCY_MANAGER', { ...wanted, agencyEid: NORTHWIND })).code).toBe('user-exists');
  });

  test('two invitations of one address at once make one user', async () => {
    const wanted = body();
    const answers = await Promise.all([invite('SUPER_ADMIN', wanted), invite('BRAND_MANAGER', wanted)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual(expect.arrayContaining([201]));
    for (const answer of answers) expect([200, 201, 409]).toContain(answer.statusCode);
    expect(await usersWithEmail(wanted.email)).toBe(1);
  });

  test.each([
    ['no e-mail address', { email: undefined }, 'email'],
    ['not an e-mail address', { email: 'someone' }, 'email'],
    ['a blank name', { displayName: '  ' }, 'displayName'],
    ['roles as text', { roles: 'AGENCY_USER' }, 'roles'],
    ['an unknown role', { roles: ['KING'] }, 'roles.0'],
    ['an unknown field', { colour: 'red' }, 'colour'],
  ])('%s is a 400 naming the field, and creates nothing', async (_what, changes, field) => {
    const wanted = body(changes);
    const response = await invite('SUPER_ADMIN', wanted);
    expect(problem(response).status).toBe(400);
    expect(fieldsOf(response)).toContain(`body.${field}`);
    if (typeof wanted.email === 'string') expect(await usersWithEmail(wanted.email)).toBe(0);
  });

  test('a repeat with the same Idempotency-Key (a lost answer) sends no second invitation', async () => {
    const wanted = body();
    const key = `invite-${unique()}`;
    const send = () => t.call('SUPER_ADMIN', { method: 'PUT', url: '/users/invite', headers: { 'idempotency-key': key }, body: wanted });
    const first = await send();
    expect(first.statusCode).toBe(201);
    const again = await send();
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await usersWithEmail(wanted.email)).toBe(1);
    expect(await mailsTo(wanted.email)).toHaveLength(1);
  });
});

describe('sign-in accounts follow the user', () => {
  const put = async (eid: string, changes: Record<string, unknown>) => {
    const current = (await t.call('SUPER_ADMIN', { method: 'GET', url: `/users/${eid}` })).json();
    const next = { displayName: current.displayName, roles: current.roles, agencyEid: current.agencyEid, state: current.state, ...changes };
    return t.call('SUPER_ADMIN', { method: 'PUT', url: `/users/${eid}`, headers: { 'if-match': `"${current.version}"` }, body: next });
  };
  const accountOf = async (eid: string) => {
    const response = await t.identity!.admin('GET', `/accounts/${eid}`);
    return response.status === 200 ? response.json() : null;
  };

  test('disabling blocks the account, enabling unblocks it, a new name follows, deleting removes it', async () => {
    const { eid } = (await invite('SUPER_ADMIN', body())).json();
    await t.call({ token: await t.tokens.mint(eid) }, { method: 'GET', url: '/users/me' });

    expect((await put(eid, { state: 'DISABLED' })).statusCode).toBe(200);
    expect(await accountOf(eid)).toMatchObject({ enabled: false });
    expect((await put(eid, { state: 'ACTIVE', displayName: 'Ines Renamed' })).statusCode).toBe(200);
    expect(await accountOf(eid)).toMatchObject({ enabled: true, displayName: 'Ines Renamed' });

    expect((await t.call('SUPER_ADMIN', { method: 'DELETE', url: `/users/${eid}` })).statusCode).toBe(204);
    expect(await accountOf(eid)).toBeNull();
  });
});

describe('without an identity directory', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await startTestApp();
  }, 120_000);
  afterAll(() => bare?.close());

  test('inviting, disabling and deleting answer 503 and change nothing', async () => {
    const wanted = body();
    expect(problem(await bare.call('SUPER_ADMIN', { method: 'PUT', url: '/users/invite', body: wanted }))).toMatchObject({
      status: 503,
      code: 'identity-directory-not-configured',
    });
    const daniel = DEMO_ACCOUNTS.find((a) => a.role === 'AGENCY_USER')!;
    const current = (await bare.call('SUPER_ADMIN', { method: 'GET', url: `/users/${daniel.sub}` })).json();
    const disable = await bare.call('SUPER_ADMIN', {
      method: 'PUT',
      url: `/users/${daniel.sub}`,
      headers: { 'if-match': `"${current.version}"` },
      body: { displayName: current.displayName, roles: current.roles, agencyEid: current.agencyEid, state: 'DISABLED' },
    });
    expect(problem(disable).status).toBe(503);
    expect((await bare.call('SUPER_ADMIN', { method: 'GET', url: `/users/${daniel.sub}` })).json()).toMatchObject({
      state: 'ACTIVE',
      version: current.version,
    });
  });
});
