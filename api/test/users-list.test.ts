// GET /users: who sees which users, the shape, filters and sorting, and that writes show at once.
import { asc, eq, sql } from 'drizzle-orm';
import { DEMO_ACCOUNTS } from '@ottilia/shared-contracts/demo-accounts';
import type { Role } from '@ottilia/shared-contracts/permissions';
import { users } from '../src/users/user-table.js';
import { parseCsv } from './helpers/reference-data.js';
import { countRows } from './helpers/rows.js';
import { problem, startTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(() => t?.close());

const account = (role: Role) => DEMO_ACCOUNTS.find((a) => a.role === role)!;
const northwind = account('AGENCY_MANAGER').agencyEid!;

interface Row {
  eid: string;
  displayName: string;
  email: string;
  mainRole: string | null;
  agencyEid: string | null;
  state: string;
  agency: { eid: string; name: string } | null;
}

async function list(as: Role | { token: string }, query: Record<string, string> = {}) {
  const res = await t.call(as, { method: 'GET', url: `/users?${new URLSearchParams(query)}` });
  expect(res.statusCode).toBe(200);
  return res.json() as { content: Row[]; page: number; size: number; totalElements: number; totalPages: number };
}

/** A user written straight to the database, behind the API's back (the table's trigger tells the list caches). */
async function insertUser(values: typeof users.$inferInsert) {
  await t.db.insert(users).values(values);
}

/** Every row of a list, page by page. */
async function listAll(as: Role, filter?: string) {
  const rows: Row[] = [];
  for (let page = 1; ; page++) {
    const body = await list(as, { page: String(page), size: '100', ...(filter ? { $filter: filter } : {}) });
    rows.push(...body.content);
    if (page >= body.totalPages) return { rows, total: body.totalElements };
  }
}

describe('who sees whom', () => {
  test.each(['SUPER_ADMIN', 'BRAND_MANAGER'] as const)('%s sees every user', async (role) => {
    const { rows, total } = await listAll(role);
    expect(total).toBe(await countRows(t.db, users));
    expect(rows).toHaveLength(total);
    expect(new Set(rows.map((r) => r.agencyEid)).size).toBeGreaterThan(2);
  });

  test('an agency manager sees exactly the users of their agency', async () => {
    const { rows, total } = await listAll('AGENCY_MANAGER');
    expect(total).toBe(await countRows(t.db, users, eq(users.agencyEid, northwind)));
    expect(total).toBeGreaterThanOrEqual(2);
    expect(rows.every((r) => r.agencyEid === northwind)).toBe(true);
    // filtering for another agency or a non-agency role finds nobody
    expect((await list('AGENCY_MANAGER', { $filter: "agencyEid eq 'AG-BLUEPEAK'" })).totalElements).toBe(0);
    expect((await list('AGENCY_MANAGER', { $filter: "mainRole eq 'SUPER_ADMIN'" })).totalElements).toBe(0);
  });

  test('an agency user has no usersRead: 403', async () => {
    const res = await t.call('AGENCY_USER', { method: 'GET', url: '/users' });
    expect(res.statusCode).toBe(403);
    expect(problem(res)).toMatchObject({ code: 'forbidden', permission: 'usersRead' });
  });

  test('an agency role without an agency sees only itself', async () => {
    await insertUser({
      eid: 'agency-manager-without-agency',
      email: 'loose.manager@ottilia.example',
      displayName: 'Loose Manager',
      roles: ['AGENCY_MANAGER'],
    });
    const body = await list({ token: await t.tokens.mint('agency-manager-without-agency') });
    expect(body.content.map((r) => r.eid)).toEqual(['agency-manager-without-agency']);
  });
});

describe('shape and order', () => {
  test('a user with role, roles, agency and state', async () => {
    const manager = account('AGENCY_MANAGER');
    const body = await list('SUPER_ADMIN', { $filter: `eid eq '${manager.sub}'` });
    expect(body).toMatchObject({ page: 1, size: 20, totalElements: 1, totalPages: 1 });
    expect(body.content[0]).toEqual({
      eid: manager.sub,
      email: manager.email,
      displayName: manager.displayName,
      mainRole: 'AGENCY_MANAGER',
      roles: ['AGENCY_MANAGER'],
      agencyEid: northwind,
      agency: { eid: northwind, name: 'Northwind Digital' },
      state: 'ACTIVE',
      version: 1,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      updatedAt: expect.any(String),
    });
    const admin = (await list('SUPER_ADMIN', { $filter: `eid eq '${account('SUPER_ADMIN').sub}'` })).content[0]!;
    expect(admin).toMatchObject({ agencyEid: null, agency: null, mainRole: 'SUPER_ADMIN' });
  });

  test('a user whose first role is unknown has mainRole null', async () => {
    await insertUser({ eid: 'odd-role', email: 'odd.role@ottilia.example', displayName: 'Odd Role', roles: ['AUDITOR', 'SUPER_ADMIN'] });
    const [row] = (await list('SUPER_ADMIN', { $filter: "eid eq 'odd-role'" })).content;
    expect(row).toMatchObject({ mainRole: null, roles: ['AUDITOR', 'SUPER_ADMIN'] });
  });

  test('the default order is displayName ascending, regardless of case', async () => {
    const { rows } = await listAll('SUPER_ADMIN');
    const expected = await t.db.select({ eid: users.eid }).from(users).orderBy(sql`lower(${users.displayName})`, asc(users.eid));
    expect(rows.map((r) => r.eid)).toEqual(expected.map((r) => r.eid));
  });

  test('$orderBy by e-mail descending', async () => {
    const { content } = await list('SUPER_ADMIN', { $orderBy: 'email desc', size: '5' });
    const expected = await t.db
      .select({ eid: users.eid })
      .from(users)
      .orderBy(sql`lower(${users.email}) desc`, sql`${users.eid} desc`)
      .limit(5);
    expect(content.map((r) => r.eid)).toEqual(expected.map((r) => r.eid));
  });
});

describe('filters', () => {
  test("the member picker's search matches display name or e-mail, case-insensitively", async () => {
    const body = await list('SUPER_ADMIN', { $filter: "contains(displayName,'CHLO') or contains(email,'CHLO')", size: '10' });
    expect(body.content.map((r) => r.eid)).toContain(account('AGENCY_MANAGER').sub);
    expect(body.content.every((r) => /chlo/i.test(`${r.displayName} ${r.email}`))).toBe(true);
    const byMail = await list('SUPER_ADMIN', {
      $filter: "contains(displayName,'northwind-digital') or contains(email,'northwind-digital')",
      size: '10',
    });
    expect(byMail.totalElements).toBe(await countRows(t.db, users, sql`${users.email} ilike '%northwind-digital%'`));
  });

  test.each([
    ["mainRole eq 'BRAND_MANAGER'", sql`${users.roles}[1] = 'BRAND_MANAGER'`],
    ["state eq 'DISABLED'", eq(users.state, 'DISABLED')],
    ["state eq 'INVITED'", eq(users.state, 'INVITED')],
    ["agencyEid eq 'AG-BLUEPEAK'", eq(users.agencyEid, 'AG-BLUEPEAK')],
    ["agencyName eq 'bluepeak studio'", eq(users.agencyEid, 'AG-BLUEPEAK')],
    ['agencyEid eq null', sql`${users.agencyEid} is null`],
  ])('%s', async (filter, where) => {
    const { rows, total } = await listAll('SUPER_ADMIN', filter);
    const expected = await countRows(t.db, users, where);
    expect(expected).toBeGreaterThan(0);
    expect(total).toBe(expected);
    expect(rows).toHaveLength(expected);
  });

  test.each([
    ["colour eq 'red'", 'filter-unknown-field'],
    ["mainRole eq 'EMPEROR'", 'filter-type-mismatch'],
    ["state eq 'GONE'", 'filter-type-mismatch'],
  ])('%s is a 400', async (filter, code) => {
    const res = await t.call('SUPER_ADMIN', { method: 'GET', url: `/users?$filter=${encodeURIComponent(filter)}` });
    expect(res.statusCode).toBe(400);
    expect(problem(res).code).toBe(code);
  });

  test('an unknown sort field and an oversized page are 400', async () => {
    expect(problem(await t.call('SUPER_ADMIN', { method: 'GET', url: '/users?$orderBy=password%20asc' })).code).toBe(
      'orderby-unknown-field',
    );
    expect(problem(await t.call('SUPER_ADMIN', { method: 'GET', url: '/users?size=101' })).code).toBe('list-param-invalid');
  });
});

describe('freshness', () => {
  test('an invited user who signs in leaves the INVITED filter at once', async () => {
    const [target] = await t.db.select().from(users).where(eq(users.state, 'INVITED')).orderBy(users.eid).limit(1);
    const filter = "state eq 'INVITED'";
    const before = await listAll('SUPER_ADMIN', filter);
    expect(before.rows.map((r) => r.eid)).toContain(target!.eid);
    expect((await t.call({ token: await t.tokens.mint(target!.eid) }, { method: 'GET', url: '/users/me' })).statusCode).toBe(200);
    const after = await listAll('SUPER_ADMIN', filter);
    expect(after.total).toBe(before.total - 1);
    expect(after.rows.map((r) => r.eid)).not.toContain(target!.eid);
  });

  test('a renamed agency shows in the user list at once', async () => {
    const filter = "agencyEid eq 'AG-BLUEPEAK'";
    expect((await list('SUPER_ADMIN', { $filter: filter })).content[0]!.agency!.name).toBe('Bluepeak Studio');
    const agency = await t.call('SUPER_ADMIN', { method: 'GET', url: '/agencies/AG-BLUEPEAK' });
    const { name: _name, marketCode, mainContactName, mainContactEmail } = agency.json();
    const renamed = await t.call('SUPER_ADMIN', {
      method: 'PUT',
      url: '/agencies/AG-BLUEPEAK',
      headers: { 'if-match': agency.headers.etag! },
      body: { name: 'Bluepeak Studio Ltd', marketCode, mainContactName, mainContactEmail },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await list('SUPER_ADMIN', { $filter: filter })).content[0]!.agency!.name).toBe('Bluepeak Studio Ltd');
  });
});

describe('GET /users/export.csv', () => {
  const exportCsv = (as: Role | null, query: Record<string, string> = {}) =>
    t.call(as, { method: 'GET', url: `/users/export.csv?${new URLSearchParams(query)}` });

  test('without a token 401; without usersRead 403', async () => {
    expect((await exportCsv(null)).statusCode).toBe(401);
    expect(problem(await exportCsv('AGENCY_USER')).code).toBe('forbidden');
  });

  test("the list's rows, filter and order as a CSV attachment, roles in Title Case", async () => {
    const filter = `agencyEid eq '${northwind}'`;
    const res = await exportCsv('SUPER_ADMIN', { $filter: filter, $orderBy: 'email desc' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="users-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...rows] = parseCsv(res.body.replace(/^\uFEFF/, ''));
    expect(header).toEqual(['Name', 'E-mail', 'Main role', 'Roles', 'Agency', 'State', 'Created']);
    const listed = (await listAll('SUPER_ADMIN', filter)).rows.sort((a, b) => (a.email < b.email ? 1 : -1));
    expect(rows.map((row) => row[1])).toEqual(listed.map((user) => user.email));
    const chloe = rows.find((row) => row[1] === account('AGENCY_MANAGER').email)!;
    expect(chloe).toEqual([
      'Chloé Martin',
      account('AGENCY_MANAGER').email,
      'Agency Manager',
      'Agency Manager',
      'Northwind Digital',
      'Active',
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    ]);
  });

  test("an Agency Manager exports only their agency's people", async () => {
    const [, ...rows] = parseCsv((await exportCsv('AGENCY_MANAGER')).body.replace(/^\uFEFF/, ''));
    expect(rows.length).toBe((await listAll('AGENCY_MANAGER')).total);
    expect(rows.every((row) => row[4] === 'Northwind Digital')).toBe(true);
  });

  test('a bad filter is refused as the list refuses it', async () => {
    expect(problem(await exportCsv('SUPER_ADMIN', { $filter: "colour eq 'red'" })).code).toBe('filter-unknown-field');
  });
});
