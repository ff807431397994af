// GET /markets: read-only reference data for every signed-in user.
import type { Role } from '@ottilia/shared-contracts/permissions';
import { markets } from '../src/markets/market-table.js';
import { problem, startTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); }, 120_000);
afterAll(() => t?.close());

test.each(['SUPER_ADMIN', 'BRAND_MANAGER', 'AGENCY_MANAGER', 'AGENCY_USER'] as Role[])('%s reads the markets, by country name, GO as Global', async (role) => {
  const res = await t.call(role, { method: 'GET', url: '/markets?page=0&size=250' });
  expect(res.statusCode).toBe(200);
  const body = res.json() as { content: { code: string; countryName: string }[]; totalElements: number };
  const seeded = await t.db.select().from(markets);
  expect(body.totalElements).toBe(seeded.length);
  expect(body.content.map((m) => m.countryName)).toEqual(seeded.map((m) => m.countryName).sort((a, b) => a.localeCompare(b)));
  expect(body.content).toContainEqual({ code: 'GO', countryName: 'Global' });
  expect(Object.keys(body.content[0]!).sort()).toEqual(['code', 'countryName']);
});

test('filters and sorts by code', async () => {
  const res = await t.call('AGENCY_USER', { method: 'GET', url: `/markets?$filter=${encodeURIComponent("code in ('SE','DK','NO')")}&$orderBy=${encodeURIComponent('code desc')}` });
  expect(res.json().content).toEqual([{ code: 'SE', countryName: 'Sweden' }, { code: 'NO', countryName: 'Norway' }, { code: 'DK', countryName: 'Denmark' }]);
  const search = await t.call('AGENCY_USER', { method: 'GET', url: `/markets?$filter=${encodeURIComponent("startswith(countryName,'united')")}` });
  expect(search.json().content.map((m: { code: string }) => m.code)).toEqual(['GB', 'US']);
});

test('needs a signed-in user; markets cannot be written', async () => {
  expect((await t.call(null, { method: 'GET', url: '/markets' })).statusCode).toBe(401);
  const put = await t.call('SUPER_ADMIN', { method: 'PUT', url: '/markets/XX', body: { code: 'XX', countryName: 'Nowhere' } });
  expect(problem(put).status).toBe(404);
});
