// What the five backoffice resources share: the role matrix on every route, preconditions,
// names, delete refusals, CSV export, bulk activation and history.
import { eq } from 'drizzle-orm';
import { DEMO_ACCOUNTS } from '@ottilia/shared-contracts/demo-accounts';
import type { Permission, Role } from '@ottilia/shared-contracts/permissions';
import { agencies } from '../src/agencies/agency-table.js';
import { brands } from '../src/brands/brand-table.js';
import { DEFINITIONS } from '@ottilia/shared-contracts/resources';
import { tableOf } from '../src/reference-data/from-definition.js';
// their table files add columns to the definitions' tables: loaded before tableOf is asked below
import '../src/legal-entities/legal-entity-table.js';
import '../src/project-types/project-type-table.js';
import { users } from '../src/users/user-table.js';
import type { CallOptions, TestApp } from './helpers/test-app.js';
import { createRecord, FIXTURES, historyRows, newEid, parseCsv, type ResourceFixture, unique } from './helpers/reference-data.js';
import { countRows } from './helpers/rows.js';
import { problem, startTestApp } from './helpers/test-app.js';
import { describeDefinedResource } from './helpers/reference-suite.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(() => t?.close());

// the resources written as definitions bring their own tables
const TABLES = {
  agencies,
  ...Object.fromEntries(DEFINITIONS.map((definition) => [definition.identity.apiPath.slice(1), tableOf(definition)])),
};
const resources = Object.values(FIXTURES);
const withFlag = resources.filter((f) => f.hasActiveFlag);
const admin = DEMO_ACCOUNTS.find((a) => a.role === 'SUPER_ADMIN')!;
const rowOf = async (f: ResourceFixture, eid: string) => {
  const table = TABLES[f.path as keyof typeof TABLES]!;
  return (await t.db.select().from(table).where(eq(table.eid, eid)))[0];
};
const q = (text: string) => encodeURIComponent(text);

// the shared suite of every resource written as a definition
for (const definition of DEFINITIONS) describeDefinedResource(definition, () => t, tableOf(definition));

describe('role matrix (spec section 6)', () => {
  // The backoffice permissions each role holds; everything else is refused.
  const GRANTED: Record<Role, readonly Permission[]> = {
    SUPER_ADMIN: resources.flatMap((f) => Object.values(f.permissions)),
    BRAND_MANAGER: ['agenciesRead', 'agenciesCreate', 'brandsRead'],
    AGENCY_MANAGER: [],
    AGENCY_USER: [],
  };
  const ROLES = Object.keys(GRANTED) as Role[];

  interface RouteCase {
    route: string;
    permission: (f: ResourceFixture) => Permission;
    success: number;
    /** Builds the request (creating what it needs) and answers how to tell that nothing changed. */
    request: (f: ResourceFixture) => Promise<{ call: CallOptions; unchanged?: () => Promise<void> }>;
  }

  const existing = async (f: ResourceFixture) => (await createRecord(t, f)).eid;
  const ROUTES: RouteCase[] = [
    {
      route: 'GET list',
      permission: (f) => f.permissions.read,
      success: 200,
      request: async (f) => ({ call: { method: 'GET', url: `/${f.path}` } }),
    },
    {
      route: 'GET export.csv',
      permission: (f) => f.permissions.read,
      success: 200,
      request: async (f) => ({ call: { method: 'GET', url: `/${f.path}/export.csv` } }),
    },
    {
      route: 'GET one',
      permission: (f) => f.permissions.read,
      success: 200,
      request: async (f) => ({ call: { method: 'GET', url: `/${f.path}/${await existing(f)}` } }),
    },
    {
      route: 'GET history',
      permission: (f) => f.permissions.read,
      success: 200,
      request: async (f) => ({ call: { method: 'GET', url: `/${f.path}/${await existing(f)}/history` } }),
    },
    {
      route: 'PUT create',
      permission: (f) => f.permissions.create,
      success: 201,
      request: async (f) => {
        const eid = newEid();
        return {
          call: { method: 'PUT', url: `/${f.path}/${eid}`, headers: { 'if-none-match': '*' }, body: f.body(unique()) },
          unchanged: async () => expect(await rowOf(f, eid)).toBeUndefined(),
        };
      },
    },
    {
      route: 'PUT update',
      permission: (f) => f.permissions.edit,
      success: 200,
      request: async (f) => {
        const eid = await existing(f);
        const before = await rowOf(f, eid);
        return {
          call: { method: 'PUT', url: `/${f.path}/${eid}`, headers: { 'if-match': '"1"' }, body: f.body(unique()) },
          unchanged: async () => expect(await rowOf(f, eid)).toEqual(before),
        };
      },
    },
    {
      route: 'DELETE',
      permission: (f) => f.permissions.delete,
      success: 204,
      request: async (f) => {
        const eid = await existing(f);
        return { call: { method: 'DELETE', url: `/${f.path}/${eid}` }, unchanged: async () => expect(await rowOf(f, eid)).toBeDefined() };
      },
    },
    {
      route: 'POST bulk-delete',
      permission: (f) => f.permissions.delete,
      success: 200,
      request: async (f) => {
        const eid = await existing(f);
        return {
          call: { method: 'POST', url: `/${f.path}/bulk-delete`, body: { eids: [eid] } },
          unchanged: async () => expect(await rowOf(f, eid)).toBeDefined(),
        };
      },
    },
  ];
  const BULK: RouteCase = {
    route: 'PUT active-state',
    permission: (f) => f.permissions.edit,
    success: 200,
    request: async (f) => {
      const eid = await existing(f);
      const before = await rowOf(f, eid);
      return {
        call: { method: 'PUT', url: `/${f.path}/active-state`, body: { eids: [eid], isActive: false } },
        unchanged: async () => expect(await rowOf(f, eid)).toEqual(before),
      };
    },
  };

  const cases = resources.flatMap((f) =>
    [...ROUTES, ...(f.hasActiveFlag ? [BULK] : [])].flatMap((r) => ROLES.map((role) => [f.path, r.route, role, f, r] as const)),
  );

  test.each(cases)('%s %s as %s', async (_path, _route, role, f, r) => {
    const permission = r.permission(f);
    const { call, unchanged } = await r.request(f);
    const res = await t.call(role, call);
    if (GRANTED[role].includes(permission)) {
      expect(res.statusCode).toBe(r.success);
    } else {
      expect(res.statusCode).toBe(403);
      expect(problem(res)).toMatchObject({ code: 'forbidden', permission });
      await unchanged?.();
    }
  });

  test('a registered user without a role is refused everywhere', async () => {
    await t.db.insert(users).values({ eid: 'roleless', email: 'roleless@ottilia.example', displayName: 'Roleless', roles: [] });
    const token = { token: await t.tokens.mint('roleless') };
    for (const f of resources) {
      for (const r of [...ROUTES, ...(f.hasActiveFlag ? [BULK] : [])]) {
        const { call } = await r.request(f);
        const res = await t.call(token, call);
        expect([f.path, r.route, res.statusCode]).toEqual([f.path, r.route, 403]);
      }
    }
    const review = await t.call(token, {
      method: 'PUT',
      url: '/agencies/AG-HARBOR-LIGHTS/review',
      headers: { 'if-match': '"1"' },
      body: { decision: 'APPROVED' },
    });
    expect(problem(review)).toMatchObject({ code: 'forbidden', permission: 'agenciesReview' });
  });

  test('without a token every route answers 401', async () => {
    for (const f of resources) {
      expect((await t.call(null, { method: 'GET', url: `/${f.path}` })).statusCode).toBe(401);
      expect((await t.call(null, { method: 'PUT', url: `/${f.path}/${newEid()}`, body: f.body(unique()) })).statusCode).toBe(401);
    }
  });
});

describe.each(resources.map((f) => [f.path, f] as const))('%s: versions and names', (_path, f) => {
  const put = (eid: string, body: unknown, headers: Record<string, string>) =>
    t.call('SUPER_ADMIN', { method: 'PUT', url: `/${f.path}/${eid}`, headers, body });

  test('GET answers the version as ETag; an update without If-Match is 428, a stale one 412; the row is unchanged', async () => {
    const { eid } = await createRecord(t, f);
    const got = await t.call('SUPER_ADMIN', { method: 'GET', url: `/${f.path}/${eid}` });
    expect(got.headers.etag).toBe('"1"');
    expect(got.json().version).toBe(1);
    expect((await put(eid, f.body(unique()), { 'if-match': '"1"' })).headers.etag).toBe('"2"');
    const before = await rowOf(f, eid);
    const missing = await put(eid, f.body(unique()), {});
    expect(missing.statusCode).toBe(428);
    expect(problem(missing).code).toBe('precondition-required');
    const stale = await put(eid, f.body(unique()), { 'if-match': '"1"' });
    expect(stale.statusCode).toBe(412);
    expect(problem(stale)).toMatchObject({ code: 'version-mismatch', currentVersion: 2 });
    expect(await rowOf(f, eid)).toEqual(before);
  });

  test('If-None-Match: * on an existing record is 412 already-exists; If-Match on a missing one is 412', async () => {
    const { eid } = await createRecord(t, f);
    const before = await rowOf(f, eid);
    expect(problem(await put(eid, f.body(unique()), { 'if-none-match': '*' })).code).toBe('already-exists');
    expect(await rowOf(f, eid)).toEqual(before);
    const missing = newEid();
    expect((await put(missing, f.body(unique()), { 'if-match': '"1"' })).statusCode).toBe(412);
    expect(await rowOf(f, missing)).toBeUndefined();
  });

  test('an identical PUT keeps the version and writes no history', async () => {
    const { eid, record } = await createRecord(t, f);
    const res = await put(eid, record, { 'if-match': '"1"' });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBe('"1"');
    expect(await historyRows(t, f.kind, eid)).toHaveLength(1);
  });

  test('a taken name (other case) is 409 duplicate-name; a name over 120 characters is 400', async () => {
    const { record } = await createRecord(t, f);
    const eid = newEid();
    const duplicate = await put(eid, { ...f.body(unique()), name: record.name.toUpperCase() }, { 'if-none-match': '*' });
    expect(problem(duplicate)).toMatchObject({ status: 409, code: 'duplicate-name', field: 'name' });
    const long = await put(eid, { ...f.body(unique()), name: 'a'.repeat(254) }, { 'if-none-match': '*' });
    expect(long.statusCode).toBe(400);
    expect(await rowOf(f, eid)).toBeUndefined();
  });

  test('a DELETE with a stale If-Match is 412 and deletes nothing; GET of a deleted record is 404', async () => {
    const { eid } = await createRecord(t, f);
    expect((await t.call('SUPER_ADMIN', { method: 'DELETE', url: `/${f.path}/${eid}`, headers: { 'if-match': '"9"' } })).statusCode).toBe(
      412,
    );
    expect(await rowOf(f, eid)).toBeDefined();
    expect((await t.call('SUPER_ADMIN', { method: 'DELETE', url: `/${f.path}/${eid}`, headers: { 'if-match': '"1"' } })).statusCode).toBe(
      204,
    );
    expect(problem(await t.call('SUPER_ADMIN', { method: 'GET', url: `/${f.path}/${eid}` }))).toMatchObject({
      status: 404,
      code: `${f.kind}-not-found`,
    });
  });

  if (f.usedEid) {
    test('a record in use is refused with 409 in-use and nothing is deleted', async () => {
      const res = await t.call('SUPER_ADMIN', { method: 'DELETE', url: `/${f.path}/${f.usedEid}` });
      expect(problem(res)).toMatchObject({ status: 409, code: 'in-use' });
      expect(problem(res).detail).toMatch(/is used by \d+ /);
      expect(await rowOf(f, f.usedEid!)).toBeDefined();
    });
  }
});

describe('CSV export', () => {
  const exportOf = (path: string, query = '') => t.call('SUPER_ADMIN', { method: 'GET', url: `/${path}/export.csv${query}` });

  test('UTF-8 with BOM, a header row, an attachment named after the resource and the day, every row by name', async () => {
    const res = await exportOf('brands');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="brands-${new Date().toISOString().slice(0, 10)}.csv"`);
    // fetch's text() drops the BOM: read the raw bytes
    const raw = new Uint8Array(
      await (
        await fetch(`${t.baseUrl}/brands/export.csv`, { headers: { authorization: `Bearer ${await t.tokens.forRole('SUPER_ADMIN')}` } })
      ).arrayBuffer(),
    );
    expect([...raw.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(res.body.endsWith('\r\n')).toBe(true);
    const [header, ...rows] = parseCsv(res.body);
    expect(header).toEqual(['ID', 'Name', 'Type', 'Status', 'Projects', 'Created', 'Updated']);
    const stored = await t.db.select().from(brands);
    expect(rows.map((r) => r[1])).toEqual(stored.map((b) => b.name).sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(rows.find((r) => r[0] === 'BR-OLD-HARBOUR')).toEqual([
      'BR-OLD-HARBOUR',
      'Old Harbour Liqueur',
      'spirits',
      'Inactive',
      expect.stringMatching(/^\d+$/),
      expect.any(String),
      expect.any(String),
    ]);
  });

  test('the filter and order apply, without paging', async () => {
    const res = await exportOf(
      'agencies',
      `?$filter=${q("reviewState eq 'APPROVED' and isActive eq true")}&$orderBy=${q('marketName desc')}`,
    );
    const [header, ...rows] = parseCsv(res.body);
    expect(header).toEqual([
      'ID',
      'Name',
      'Market code',
      'Market',
      'Main contact',
      'Main contact e-mail',
      'Status',
      'Review state',
      'Review reason',
      'Requested by',
      'Projects',
      'Created',
      'Updated',
    ]);
    const expected = (await t.db.select().from(agencies)).filter((a) => a.reviewState === 'APPROVED' && a.isActive);
    expect(rows).toHaveLength(expected.length);
    const markets = rows.map((r) => r[3]!);
    expect(markets).toEqual([...markets].sort().reverse());
    expect(rows.every((r) => r[6] === 'Active' && r[7] === 'APPROVED')).toBe(true);

    const many = await t.call('SUPER_ADMIN', { method: 'GET', url: '/project-types?size=100' });
    expect(parseCsv((await exportOf('project-types')).body)).toHaveLength(many.json().totalElements + 1);
  });

  test('cells a spreadsheet would run as formulas get an apostrophe; commas and quotes are quoted', async () => {
    const formulas = ['=HYPERLINK("http://evil.example","x")', '+1+2', '-2+3', '@SUM(A1:A2)'];
    for (const name of formulas) await createRecord(t, FIXTURES['legal-entities']!, { name });
    await createRecord(t, FIXTURES['legal-entities']!, { name: 'Smith, Jones & "Partners"' });
    const res = await exportOf('legal-entities', `?$filter=${q("country eq 'DK'")}`);
    for (const name of formulas) expect(parseCsv(res.body).map((r) => r[1])).toContain(`'${name}`);
    expect(res.body).toContain('"\'=HYPERLINK(""http://evil.example"",""x"")"');
    expect(res.body).toContain(',"Smith, Jones & ""Partners""",');
  });

  test('a bad filter is a 400 like on the list', async () => {
    expect(problem(await exportOf('brands', `?$filter=${q('nope eq 1')}`)).code).toBe('filter-unknown-field');
  });
});

describe('bulk active state', () => {
  const bulk = (path: string, body: unknown) => t.call('SUPER_ADMIN', { method: 'PUT', url: `/${path}/active-state`, body });

  test.each(withFlag.map((f) => [f.path, f] as const))(
    '%s: deactivates and activates, one history row per changed record',
    async (_path, f) => {
      const a = await createRecord(t, f);
      const b = await createRecord(t, f);
      const off = await bulk(f.path, { eids: [a.eid, b.eid, a.eid], isActive: false });
      expect(off.statusCode).toBe(200);
      expect(off.json()).toEqual({ updated: 2 });
      for (const { eid } of [a, b]) {
        const got = (await t.call('SUPER_ADMIN', { method: 'GET', url: `/${f.path}/${eid}` })).json();
        expect(got).toMatchObject({ isActive: false, version: 2 });
        expect((await historyRows(t, f.kind, eid)).at(-1)).toMatchObject({
          action: 'deactivate',
          actorEid: admin.sub,
          changes: expect.objectContaining({ isActive: { from: true, to: false } }),
        });
      }
      // already inactive: nothing to change, no history
      expect((await bulk(f.path, { eids: [a.eid], isActive: false })).json()).toEqual({ updated: 0 });
      expect(await historyRows(t, f.kind, a.eid)).toHaveLength(2);
      expect((await bulk(f.path, { eids: [a.eid], isActive: true })).json()).toEqual({ updated: 1 });
      expect((await historyRows(t, f.kind, a.eid)).at(-1)!.action).toBe('activate');
    },
  );

  test('project types: the state follows', async () => {
    const { eid } = await createRecord(t, FIXTURES['project-types']!);
    await bulk('project-types', { eids: [eid], isActive: false });
    expect((await t.call('SUPER_ADMIN', { method: 'GET', url: `/project-types/${eid}` })).json()).toMatchObject({
      isActive: false,
      state: 'INACTIVE',
    });
  });

  test('an unknown eid refuses the whole request with 422 listing it; nothing changes', async () => {
    const { eid } = await createRecord(t, FIXTURES.brands!);
    const before = await rowOf(FIXTURES.brands!, eid);
    const res = await bulk('brands', { eids: [eid, 'BR-NOPE', 'BR-GONE'], isActive: false });
    expect(res.statusCode).toBe(422);
    expect(problem(res)).toMatchObject({ code: 'unknown-eids', eids: ['BR-NOPE', 'BR-GONE'] });
    expect(await rowOf(FIXTURES.brands!, eid)).toEqual(before);
    expect(await historyRows(t, 'brand', eid)).toHaveLength(1);
  });

  test.each([
    ['no eids', { eids: [], isActive: false }],
    ['more than 500 eids', { eids: Array.from({ length: 501 }, (_, i) => `BR-${i}`), isActive: false }],
    ['no flag', { eids: ['BR-VELA'] }],
  ])('%s is a 400', async (_what, body) => {
    expect((await bulk('brands', body)).statusCode).toBe(400);
  });
});

describe('bulk delete', () => {
  const bulkDelete = (path: string, body: unknown) => t.call('SUPER_ADMIN', { method: 'POST', url: `/${path}/bulk-delete`, body });

  test.each(resources.map((f) => [f.path, f] as const))('%s: deletes every selected record, one history row each', async (_path, f) => {
    const a = await createRecord(t, f);
    const b = await createRecord(t, f);
    const res = await bulkDelete(f.path, { eids: [a.eid, b.eid, a.eid] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: 2 });
    for (const { eid } of [a, b]) {
      expect((await t.call('SUPER_ADMIN', { method: 'GET', url: `/${f.path}/${eid}` })).statusCode).toBe(404);
      expect((await historyRows(t, f.kind, eid)).at(-1)).toMatchObject({ action: 'delete', actorEid: admin.sub });
    }
  });

  test.each(resources.filter((f) => f.usedEid).map((f) => [f.path, f] as const))(
    '%s: one record in use refuses all with 409 naming it; nothing is deleted',
    async (_path, f) => {
      const free = await createRecord(t, f);
      const res = await bulkDelete(f.path, { eids: [free.eid, f.usedEid] });
      expect(res.statusCode).toBe(409);
      expect(problem(res)).toMatchObject({ code: 'in-use', inUse: [expect.objectContaining({ eid: f.usedEid })] });
      expect(problem(res).detail).toMatch(/^Nothing was deleted: this .+ is still used: ".+" \(\d+ /);
      expect(await rowOf(f, free.eid)).toBeDefined();
      expect(await rowOf(f, f.usedEid!)).toBeDefined();
    },
  );

  test('an unknown eid refuses the whole request with 422 listing it; nothing is deleted', async () => {
    const { eid } = await createRecord(t, FIXTURES.brands!);
    const res = await bulkDelete('brands', { eids: [eid, 'BR-NOPE'] });
    expect(res.statusCode).toBe(422);
    expect(problem(res)).toMatchObject({ code: 'unknown-eids', eids: ['BR-NOPE'] });
    expect(await rowOf(FIXTURES.brands!, eid)).toBeDefined();
  });

  test('two overlapping bulk deletes: one deletes, the other finds the rows gone; no deadlock', async () => {
    const f = FIXTURES['email-domains']!;
    const records = await Promise.all([1, 2, 3].map(() => createRecord(t, f)));
    const eids = records.map((r) => r.eid);
    const [first, second] = await Promise.all([bulkDelete(f.path, { eids }), bulkDelete(f.path, { eids: [...eids].reverse() })]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 422]);
    for (const eid of eids) expect(await rowOf(f, eid)).toBeUndefined();
  });

  test.each([
    ['no eids', { eids: [] }],
    ['more than 500 eids', { eids: Array.from({ length: 501 }, (_, i) => `BR-${i}`) }],
    ['eids as text', { eids: 'BR-VELA' }],
    ['another field', { eids: ['BR-VELA'], force: true }],
  ])('%s is a 400', async (_what, body) => {
    expect((await bulkDelete('brands', body)).statusCode).toBe(400);
  });

  test('without a token it is a 401, and no record is named bulk-delete', async () => {
    expect((await t.call(null, { method: 'POST', url: '/brands/bulk-delete', body: { eids: ['BR-VELA'] } })).statusCode).toBe(401);
    expect(
      (
        await t.call('SUPER_ADMIN', {
          method: 'PUT',
          url: '/brands/bulk-delete',
          headers: { 'if-none-match': '*' },
          body: { name: 'X', type: 'wine' },
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('history', () => {
  test('newest first, with the actor and the changed fields', async () => {
    const f = FIXTURES['email-domains']!;
    const { eid, record } = await createRecord(t, f, { name: 'history-one.example', type: 'brand' });
    await t.call('SUPER_ADMIN', {
      method: 'PUT',
      url: `/${f.path}/${eid}`,
      headers: { 'if-match': '"1"' },
      body: { ...record, name: 'history-two.example' },
    });
    await t.call('SUPER_ADMIN', { method: 'PUT', url: `/${f.path}/active-state`, body: { eids: [eid], isActive: false } });
    const res = await t.call('SUPER_ADMIN', { method: 'GET', url: `/${f.path}/${eid}/history` });
    expect(res.statusCode).toBe(200);
    const entries = res.json() as {
      at: string;
      action: string;
      actor: { eid: string; displayName: string } | null;
      changes: Record<string, { from: unknown; to: unknown }>;
    }[];
    expect(entries.map((e) => e.action)).toEqual(['deactivate', 'update', 'create']);
    expect(entries[1]).toEqual({
      at: expect.any(String),
      action: 'update',
      actor: { eid: admin.sub, displayName: admin.displayName },
      changes: { name: { from: 'history-one.example', to: 'history-two.example' } },
      names: {},
    });
    expect(entries[2]!.changes).toMatchObject({ name: { from: null, to: 'history-one.example' }, type: { from: null, to: 'brand' } });
    const times = entries.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  test('a deleted record keeps its history; a record that never existed is 404', async () => {
    const f = FIXTURES.brands!;
    const { eid } = await createRecord(t, f);
    await t.call('SUPER_ADMIN', { method: 'DELETE', url: `/brands/${eid}` });
    const res = await t.call('SUPER_ADMIN', { method: 'GET', url: `/brands/${eid}/history` });
    expect(res.json().map((e: { action: string }) => e.action)).toEqual(['delete', 'create']);
    expect(problem(await t.call('SUPER_ADMIN', { method: 'GET', url: `/brands/${newEid()}/history` })).code).toBe('brand-not-found');
  });
});

test('concurrent creates of one name: one is created, the others get 409 duplicate-name', async () => {
  // On PostgreSQL the writers can pass the name check together; the unique index then refuses all
  // but one, and that refusal must read as duplicate-name too (PGlite runs them one after another).
  const name = `Race Brand ${unique()}`;
  const replies = await Promise.all(
    Array.from({ length: 6 }, () =>
      t.call('SUPER_ADMIN', { method: 'PUT', url: `/brands/${newEid()}`, headers: { 'if-none-match': '*' }, body: { name, type: 'gin' } }),
    ),
  );
  expect(replies.filter((r) => r.statusCode === 201)).toHaveLength(1);
  for (const refused of replies.filter((r) => r.statusCode !== 201))
    expect(problem(refused)).toMatchObject({ status: 409, code: 'duplicate-name' });
  expect(await countRows(t.db, brands, eq(brands.name, name))).toBe(1);
});
