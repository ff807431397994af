// GET /markets: reference data for every signed-in user; Super Admins create and edit markets.
import type { Role } from '@ottilia/shared-contracts/permissions';
import { markets } from '../src/markets/market-table.js';
import { problem, startTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(() => t?.close());

test.each(['SUPER_ADMIN', 'BRAND_MANAGER', 'AGENCY_MANAGER', 'AGENCY_USER'] as Role[])(
  '%s reads the markets, by country name, GO as Global',
  async (role) => {
    const res = await t.call(role, { method: 'GET', url: '/markets?page=0&size=250' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { content: { code: string; countryName: string }[]; totalElements: number };
    const seeded = await t.db.select().from(markets);
    expect(body.totalElements).toBe(seeded.length);
    expect(body.content.map((m) => m.countryName)).toEqual(seeded.map((m) => m.countryName).sort((a, b) => a.localeCompare(b)));
    expect(body.content).toContainEqual({ code: 'GO', countryName: 'Global', minimumAge: 18, version: expect.any(Number) });
    expect(body.content).toContainEqual(expect.objectContaining({ code: 'US', minimumAge: 21 }));
    expect(Object.keys(body.content[0]!).sort()).toEqual(['code', 'countryName', 'minimumAge', 'version']);
  },
);

test('filters and sorts by code', async () => {
  const res = await t.call('AGENCY_USER', {
    method: 'GET',
    url: `/markets?$filter=${encodeURIComponent("code in ('SE','DK','NO')")}&$orderBy=${encodeURIComponent('code desc')}`,
  });
  expect(res.json().content.map((m: { code: string; countryName: string }) => [m.code, m.countryName])).toEqual([
    ['SE', 'Sweden'],
    ['NO', 'Norway'],
    ['DK', 'Denmark'],
  ]);
  const search = await t.call('AGENCY_USER', {
    method: 'GET',
    url: `/markets?$filter=${encodeURIComponent("startswith(countryName,'united')")}`,
  });
  expect(search.json().content.map((m: { code: string }) => m.code)).toEqual(['GB', 'US']);
});

test('needs a signed-in user', async () => {
  expect((await t.call(null, { method: 'GET', url: '/markets' })).statusCode).toBe(401);
  expect((await t.call(null, { method: 'GET', url: '/markets/DK' })).statusCode).toBe(401);
});

test('a Super Admin creates a market, reads it and edits it under If-Match; the list shows it', async () => {
  const created = await t.call('SUPER_ADMIN', {
    method: 'PUT',
    url: '/markets/XA',
    headers: { 'if-none-match': '*' },
    body: { countryName: 'Atlantis', minimumAge: 20 },
  });
  expect(created.statusCode).toBe(201);
  expect(created.json()).toEqual({ code: 'XA', countryName: 'Atlantis', minimumAge: 20, version: 1 });
  expect(created.headers.etag).toBe('"1"');
  const read = await t.call('AGENCY_USER', { method: 'GET', url: '/markets/XA' });
  expect(read.json()).toMatchObject({ countryName: 'Atlantis', minimumAge: 20 });

  const again = await t.call('SUPER_ADMIN', {
    method: 'PUT',
    url: '/markets/XA',
    headers: { 'if-none-match': '*' },
    body: { countryName: 'Atlantis', minimumAge: 20 },
  });
  expect(problem(again)).toMatchObject({ status: 412, code: 'already-exists' });
  const edited = await t.call('SUPER_ADMIN', {
    method: 'PUT',
    url: '/markets/XA',
    headers: { 'if-match': '"1"' },
    body: { code: 'XA', countryName: 'Atlantis Isles', minimumAge: 21, version: 1 },
  });
  expect(edited.json()).toEqual({ code: 'XA', countryName: 'Atlantis Isles', minimumAge: 21, version: 2 });
  const stale = await t.call('SUPER_ADMIN', {
    method: 'PUT',
    url: '/markets/XA',
    headers: { 'if-match': '"1"' },
    body: { countryName: 'Lost', minimumAge: 21 },
  });
  expect(problem(stale)).toMatchObject({ status: 412, code: 'version-mismatch' });
  const list = await t.call('AGENCY_USER', { method: 'GET', url: `/markets?$filter=${encodeURIComponent("code eq 'XA'")}` });
  expect(list.json().content).toEqual([{ code: 'XA', countryName: 'Atlantis Isles', minimumAge: 21, version: 2 }]);
});

test('only Super Admins write markets, and what they write is checked', async () => {
  for (const role of ['BRAND_MANAGER', 'AGENCY_MANAGER', 'AGENCY_USER'] as Role[]) {
    const put = await t.call(role, {
      method: 'PUT',
      url: '/markets/XB',
      headers: { 'if-none-match': '*' },
      body: { countryName: 'Nowhere', minimumAge: 18 },
    });
    expect(problem(put).status).toBe(403);
  }
  const bad = (url: string, body: unknown) => t.call('SUPER_ADMIN', { method: 'PUT', url, headers: { 'if-none-match': '*' }, body });
  expect(problem(await bad('/markets/xb', { countryName: 'Lower', minimumAge: 18 })).status).toBe(400);
  expect(problem(await bad('/markets/XB', { countryName: 'Old', minimumAge: 120 })).status).toBe(400);
  expect(problem(await bad('/markets/XB', { countryName: ' ', minimumAge: 18 })).status).toBe(400);
  expect(problem(await bad('/markets/XB', { code: 'XC', countryName: 'Other', minimumAge: 18 }))).toMatchObject({
    status: 422,
    code: 'market-code-mismatch',
  });
  const update = await t.call('SUPER_ADMIN', { method: 'PUT', url: '/markets/DK', body: { countryName: 'Denmark', minimumAge: 18 } });
  expect(problem(update).status).toBe(428);
  expect(problem(await t.call('AGENCY_USER', { method: 'GET', url: '/markets/XB' })).status).toBe(404);
});

test("a market's history names each change, by whom; only Super Admins read it", async () => {
  await t.call('SUPER_ADMIN', {
    method: 'PUT',
    url: '/markets/XH',
    headers: { 'if-none-match': '*' },
    body: { countryName: 'Hyperborea', minimumAge: 18 },
  });
  await t.call('SUPER_ADMIN', {
    method: 'PUT',
    url: '/markets/XH',
    headers: { 'if-match': '"1"' },
    body: { countryName: 'Hyperborea', minimumAge: 20 },
  });
  const res = await t.call('SUPER_ADMIN', { method: 'GET', url: '/markets/XH/history' });
  expect(res.statusCode).toBe(200);
  const entries = res.json() as { action: string; actor: { displayName: string } | null; changes: Record<string, unknown> }[];
  expect(entries.map((entry) => [entry.action, entry.changes])).toEqual([
    ['update', { minimumAge: { from: 18, to: 20 } }],
    ['create', { countryName: { from: null, to: 'Hyperborea' }, minimumAge: { from: null, to: 18 } }],
  ]);
  expect(entries[0]!.actor).not.toBeNull();
  expect(problem(await t.call('BRAND_MANAGER', { method: 'GET', url: '/markets/XH/history' })).status).toBe(403);
  expect(problem(await t.call('SUPER_ADMIN', { method: 'GET', url: '/markets/XZ/history' }))).toMatchObject({
    status: 404,
    code: 'market-not-found',
  });
  expect(problem(await t.call('SUPER_ADMIN', { method: 'GET', url: '/markets/x%27/history' })).status).toBe(400);
});

test('GET /markets/export.csv: the markets the filter selects, for Super Admins', async () => {
  const res = await t.call('SUPER_ADMIN', {
    method: 'GET',
    url: `/markets/export.csv?${new URLSearchParams({ $filter: "code in ('DK','US')", $orderBy: 'code asc' })}`,
  });
  expect(res.statusCode).toBe(200);
  expect(res.body.trim().split(/\r?\n/)).toEqual(['Code,Country,Minimum age', 'DK,Denmark,18', 'US,United States,21']);
  expect(problem(await t.call('AGENCY_USER', { method: 'GET', url: '/markets/export.csv' })).status).toBe(403);
});
