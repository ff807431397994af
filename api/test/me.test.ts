import { eq } from 'drizzle-orm';
import { DEMO_ACCOUNTS } from '@ottilia/shared-contracts/demo-accounts';
import type { Role } from '@ottilia/shared-contracts/permissions';
import { users } from '../src/users/user-table.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(() => t?.close());

const me = (token: string) => t.call({ token }, { method: 'GET', url: '/users/me' });

// spec section 6, written out by hand so the test checks the matrix rather than repeating it
const expectedFlags: Record<Role, Record<string, boolean>> = {
  SUPER_ADMIN: {
    projectsRead: true,
    projectsCreate: true,
    usersRead: true,
    brandsRead: true,
    siteTypesRead: true,
    domainsRead: true,
    agenciesRead: true,
    entitiesRead: true,
    dashboardsRead: true,
  },
  BRAND_MANAGER: {
    projectsRead: true,
    projectsCreate: true,
    usersRead: true,
    brandsRead: true,
    siteTypesRead: false,
    domainsRead: false,
    agenciesRead: true,
    entitiesRead: false,
    dashboardsRead: true,
  },
  AGENCY_MANAGER: {
    projectsRead: true,
    projectsCreate: true,
    usersRead: true,
    brandsRead: false,
    siteTypesRead: false,
    domainsRead: false,
    agenciesRead: false,
    entitiesRead: false,
    dashboardsRead: false,
  },
  AGENCY_USER: {
    projectsRead: true,
    projectsCreate: false,
    usersRead: false,
    brandsRead: false,
    siteTypesRead: false,
    domainsRead: false,
    agenciesRead: false,
    entitiesRead: false,
    dashboardsRead: false,
  },
};

test.each(Object.keys(expectedFlags) as Role[])('GET /users/me for a %s answers the user and exactly the nine flags', async (role) => {
  const account = DEMO_ACCOUNTS.find((a) => a.role === role)!;
  const res = await t.call(role, { method: 'GET', url: '/users/me' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({
    eid: account.sub,
    displayName: account.displayName,
    mainRole: role,
    roles: [role],
    email: account.email,
    agencyEid: account.agencyEid,
    ...expectedFlags[role],
  });
});

test('GET /users/me records the sign-in time without bumping the version', async () => {
  const account = DEMO_ACCOUNTS.find((a) => a.role === 'BRAND_MANAGER')!;
  // a sign-in more than a minute ago (the tests above signed in just now)
  await t.db
    .update(users)
    .set({ lastLoginAt: new Date(Date.now() - 120_000) })
    .where(eq(users.eid, account.sub));
  const [before] = await t.db.select().from(users).where(eq(users.eid, account.sub));
  const started = Date.now();
  await t.call('BRAND_MANAGER', { method: 'GET', url: '/users/me' });
  const [after] = await t.db.select().from(users).where(eq(users.eid, account.sub));
  expect(after!.lastLoginAt!.getTime()).toBeGreaterThanOrEqual(started - 1000);
  expect(after!.lastLoginAt!.getTime()).toBeGreaterThan(before!.lastLoginAt!.getTime());
  expect(after!.version).toBe(before!.version);
});

test('GET /users/me writes the sign-in time at most once a minute', async () => {
  const account = DEMO_ACCOUNTS.find((a) => a.role === 'AGENCY_MANAGER')!;
  await t.call('AGENCY_MANAGER', { method: 'GET', url: '/users/me' });
  const [first] = await t.db.select().from(users).where(eq(users.eid, account.sub));
  await t.call('AGENCY_MANAGER', { method: 'GET', url: '/users/me' });
  const [second] = await t.db.select().from(users).where(eq(users.eid, account.sub));
  expect(second!.lastLoginAt!.getTime()).toBe(first!.lastLoginAt!.getTime());
  await t.db
    .update(users)
    .set({ lastLoginAt: new Date(Date.now() - 120_000) })
    .where(eq(users.eid, account.sub));
  await t.call('AGENCY_MANAGER', { method: 'GET', url: '/users/me' });
  const [third] = await t.db.select().from(users).where(eq(users.eid, account.sub));
  expect(third!.lastLoginAt!.getTime()).toBeGreaterThan(Date.now() - 60_000);
});

test('only the first role counts', async () => {
  await t.db.insert(users).values({
    eid: 'two-roles',
    email: 'two.roles@ottilia.example',
    displayName: 'Two Roles',
    roles: ['AGENCY_USER', 'SUPER_ADMIN'],
    agencyEid: 'AG-NORTHWIND',
  });
  const body = (await me(await t.tokens.mint('two-roles'))).json();
  expect(body.mainRole).toBe('AGENCY_USER');
  expect(body.roles).toEqual(['AGENCY_USER', 'SUPER_ADMIN']);
  expect(body).toMatchObject(expectedFlags.AGENCY_USER);
  // and the server enforces the same: no projectsCreate for this user
  const res = await t.call(
    { token: await t.tokens.mint('two-roles') },
    {
      method: 'PUT',
      url: '/projects/6b0f3c1e-0000-4000-8000-00000000a001',
      body: { name: 'Should not exist', brandEid: 'BR-AURORA-GIN', projectTypeEid: 'PT-CAMPAIGN', agencyEid: 'AG-NORTHWIND' },
    },
  );
  expect(res.statusCode).toBe(403);
  expect(res.json()).toMatchObject({ code: 'forbidden', permission: 'projectsCreate' });
});

test('a user without a role gets mainRole null and no flags, and no project access', async () => {
  await t.db.insert(users).values({ eid: 'no-role', email: 'no.role@ottilia.example', displayName: 'No Role', roles: [] });
  const token = await t.tokens.mint('no-role');
  const body = (await me(token)).json();
  expect(body.mainRole).toBeNull();
  expect(Object.values(expectedFlags.SUPER_ADMIN).length).toBe(9);
  for (const flag of Object.keys(expectedFlags.SUPER_ADMIN)) expect(body[flag]).toBe(false);
  const list = await t.call({ token }, { method: 'GET', url: '/projects' });
  expect(list.statusCode).toBe(403);
  expect(list.json()).toMatchObject({ code: 'forbidden', permission: 'projectsRead' });
});

test('an invited user becomes active on first sign-in', async () => {
  const [invited] = await t.db.select().from(users).where(eq(users.state, 'INVITED'));
  await me(await t.tokens.mint(invited!.eid));
  const [after] = await t.db.select().from(users).where(eq(users.eid, invited!.eid));
  expect(after!.state).toBe('ACTIVE');
});

test('a changed role applies as soon as the user cache is told (writers to users call invalidate)', async () => {
  await t.db.insert(users).values({
    eid: 'promoted',
    email: 'promoted@ottilia.example',
    displayName: 'Promoted',
    roles: ['AGENCY_USER'],
    agencyEid: 'AG-NORTHWIND',
  });
  const token = await t.tokens.mint('promoted');
  expect((await me(token)).json().mainRole).toBe('AGENCY_USER');
  await t.db
    .update(users)
    .set({ roles: ['BRAND_MANAGER'] })
    .where(eq(users.eid, 'promoted'));
  // kept for a few seconds: each request does not pay a user lookup
  expect((await me(token)).json().mainRole).toBe('AGENCY_USER');
  t.app.userCache.invalidate('promoted');
  expect((await me(token)).json()).toMatchObject({ mainRole: 'BRAND_MANAGER', ...expectedFlags.BRAND_MANAGER });
});
