/**
 * In production the development stand-ins are not mounted and nothing seeds demo data: what a
 * caller of a production instance can (not) reach, on an empty database.
 */
import { DEV_CONTENT_API_KEY, DEV_TRANSLATIONS_API_KEY } from '@ottilia/shared-contracts/local-env';
import { loadConfig } from '../src/config.js';
import { inArray } from 'drizzle-orm';
import { brands } from '../src/brands/brand-table.js';
import { markets } from '../src/markets/market-table.js';
import { users } from '../src/users/user-table.js';
import { seedAtStart } from '../src/seed/start-seeds.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';
import { countRows } from './helpers/rows.js';
import { PRODUCTION_ENV } from './helpers/production-env.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: false, env: { ...PRODUCTION_ENV, DEV_MAIL_READER: 'off', DEV_MONITORING: 'off' } });
}, 120_000);
afterAll(() => t?.close());

const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

test('no /dev/mail, /dev/plugin-docs, /dev/bi-report or /dev/traces, no image-service stand-in, no content or translations stand-ins, no monitoring receiver', async () => {
  expect(t.app.config.isProduction).toBe(true);
  expect((await t.call('SUPER_ADMIN', { method: 'GET', url: '/dev/mail' })).statusCode).toBe(404);
  expect((await t.call(null, { method: 'GET', url: '/dev/plugin-docs' })).statusCode).toBe(404);
  expect((await t.call(null, { method: 'GET', url: '/dev/bi-report' })).statusCode).toBe(404);
  // no route at all (a kept-traces store would answer trace-not-found)
  expect((await t.call('SUPER_ADMIN', { method: 'GET', url: '/dev/traces/0badc0de' })).json()).toMatchObject({ status: 404, code: 'not-found' });
  const form = new FormData();
  form.set('file', new Blob([png], { type: 'image/png' }), 'a.png');
  form.set('upload_preset', 'ottilia-dev-unsigned');
  expect((await fetch(`${t.baseUrl}/image-service/v1_1/ottilia-dev/image/upload`, { method: 'POST', body: form })).status).toBe(404);
  expect((await fetch(`${t.baseUrl}/content/news/ottilia-news`, { headers: { 'api-key': DEV_CONTENT_API_KEY } })).status).toBe(404);
  expect((await fetch(`${t.baseUrl}/translations/projects/ottilia-portal-dev/languages`, { headers: { 'api-key': DEV_TRANSLATIONS_API_KEY } })).status).toBe(404);
  expect((await fetch(`${t.baseUrl}/monitoring/api/1/envelope/`, { method: 'POST', body: '{}' })).status).toBe(404);
  const spec = (await t.call(null, { method: 'GET', url: '/openapi.json' })).json();
  expect(Object.keys(spec.paths).filter((p) => /^\/(dev|image-service|uploads|content|translations|monitoring)\b/.test(p))).toEqual([]);
  expect((await t.call(null, { method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
});

test('the start seeds no demo data into an empty production database; development does', async () => {
  expect(await seedAtStart(t.app.config, t.db)).toEqual({ demoData: false, translations: false });
  expect(await countRows(t.db, users)).toBe(0);
  expect(await countRows(t.db, brands)).toBe(0);
  // the market reference data comes with the migrations: agencies can be created from day one
  expect(await t.db.select({ code: markets.code, countryName: markets.countryName, minimumAge: markets.minimumAge }).from(markets).where(inArray(markets.code, ['GO', 'US', 'DK'])).orderBy(markets.code))
    .toEqual([{ code: 'DK', countryName: 'Denmark', minimumAge: 18 }, { code: 'GO', countryName: 'Global', minimumAge: 18 }, { code: 'US', countryName: 'United States', minimumAge: 21 }]);
  expect(await seedAtStart(loadConfig({ NODE_ENV: 'development' }), t.db)).toEqual({ demoData: true, translations: true });
  expect(await countRows(t.db, users)).toBeGreaterThan(0);
}, 120_000);
