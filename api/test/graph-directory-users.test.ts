// The users routes with the Microsoft Graph directory (issue 23): inviting, disabling and deleting
// reach the hosted tenant's accounts (here the local fake Graph), and a directory failure rolls the
// user change back as with the local provider.
import { eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { DEMO_ACCOUNTS } from '@ottilia/shared-contracts/demo-accounts';
import { users } from '../src/users/user-table.js';
import { graphDirectory } from '../src/identity/graph/graph-directory.js';
import { startFakeGraph, type FakeGraph } from './helpers/fake-graph/index.js';
import { unique } from './helpers/reference-data.js';
import { problem, startTestApp, type TestApp } from './helpers/test-app.js';

let fake: FakeGraph;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeGraph();
  t = await startTestApp({ directory: graphDirectory(fake.config) });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
// a request the fake refused departs from the Graph reference (cleared so one does not fail the next test)
afterEach(() => expect(fake.refused.splice(0)).toEqual([]));

const NORTHWIND = DEMO_ACCOUNTS.find((a) => a.role === 'AGENCY_MANAGER')!.agencyEid!;
const newEmail = () => `invitee.${unique().toLowerCase()}@people.example`;
const invite = (email: string) =>
  t.call('SUPER_ADMIN', {
    method: 'PUT',
    url: '/users/invite',
    body: { email, displayName: 'Ines Invitee', roles: ['AGENCY_USER'], agencyEid: NORTHWIND },
  });
const usersWithEmail = async (email: string) =>
  (
    await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
  )[0]!.n;
const accountWithEmail = (email: string) =>
  [...fake.users.values()].find((user) => user.identities.some((identity) => identity.issuerAssignedId === email));
const read = async (eid: string) => (await t.call('SUPER_ADMIN', { method: 'GET', url: `/users/${eid}` })).json();
const put = async (eid: string, changes: Record<string, unknown>) => {
  const current = await read(eid);
  const next = { displayName: current.displayName, roles: current.roles, agencyEid: current.agencyEid, state: current.state, ...changes };
  return t.call('SUPER_ADMIN', { method: 'PUT', url: `/users/${eid}`, headers: { 'if-match': `"${current.version}"` }, body: next });
};
const signIn = async (eid: string) => t.call({ token: await t.tokens.mint(eid) }, { method: 'GET', url: '/users/me' });
/** Graph answers 503 on every attempt the adapter makes. */
const graphDown = () => fake.failNext(4, { status: 503, retryAfter: '0' });

test('inviting creates the B2C account and mails a link with its id_token_hint', async () => {
  const email = newEmail();
  const response = await invite(email);
  expect(response.statusCode).toBe(201);
  const { eid } = response.json();
  const account = accountWithEmail(email);
  expect(account).toMatchObject({ id: eid, accountEnabled: true, displayName: 'Ines Invitee' });

  await t.waitForMail(); // mail leaves through the outbox
  const mail = t.mailer.sink!.messages().find((m) => m.to.includes(email))!;
  const token = /\?invitation=([\w.-]+)$/m.exec(mail.text)![1]!;
  expect(decodeJwt(token)).toMatchObject({ sub: eid, invitationId: account!.extensions[fake.invitationAttribute] });
});

test('disabling, enabling and renaming follow on the account; deleting removes it', async () => {
  const { eid } = (await invite(newEmail())).json();
  await signIn(eid);
  expect((await put(eid, { state: 'DISABLED' })).statusCode).toBe(200);
  expect(fake.users.get(eid)).toMatchObject({ accountEnabled: false });
  expect((await put(eid, { state: 'ACTIVE', displayName: 'Ines Renamed' })).statusCode).toBe(200);
  expect(fake.users.get(eid)).toMatchObject({ accountEnabled: true, displayName: 'Ines Renamed' });
  expect((await t.call('SUPER_ADMIN', { method: 'DELETE', url: `/users/${eid}` })).statusCode).toBe(204);
  expect(fake.users.has(eid)).toBe(false);
});

test('a throttled Graph is waited for: the invitation goes through', async () => {
  fake.failNext(1, { status: 429, retryAfter: '1' });
  const email = newEmail();
  expect((await invite(email)).statusCode).toBe(201);
  expect(accountWithEmail(email)).toBeDefined();
});

describe('a directory failure changes nothing', () => {
  test('inviting: 502, and no user', async () => {
    const email = newEmail();
    graphDown();
    expect(problem(await invite(email))).toMatchObject({ status: 502, code: 'identity-directory-failed' });
    expect(await usersWithEmail(email)).toBe(0);
    expect(accountWithEmail(email)).toBeUndefined();
  });

  test('disabling: 502, the user stays active, the account enabled', async () => {
    const { eid } = (await invite(newEmail())).json();
    await signIn(eid);
    const before = await read(eid);
    graphDown();
    expect(problem(await put(eid, { state: 'DISABLED' }))).toMatchObject({ status: 502, code: 'identity-directory-failed' });
    expect(await read(eid)).toMatchObject({ state: 'ACTIVE', version: before.version });
    expect(fake.users.get(eid)).toMatchObject({ accountEnabled: true });
  });

  test('deleting: 502, the user and the account remain', async () => {
    const { eid } = (await invite(newEmail())).json();
    graphDown();
    expect(problem(await t.call('SUPER_ADMIN', { method: 'DELETE', url: `/users/${eid}` }))).toMatchObject({
      status: 502,
      code: 'identity-directory-failed',
    });
    expect((await t.call('SUPER_ADMIN', { method: 'GET', url: `/users/${eid}` })).statusCode).toBe(200);
    expect(fake.users.has(eid)).toBe(true);
  });
});
