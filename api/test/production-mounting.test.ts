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
import { loadRoutePlugins } from '../src/route-plugins.js';

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
  expect((await t.call('SUPER_ADMIN', { method: 'GET', url: '/dev/traces/0badc0de' })).json()).toMatchObject({
    status: 404,
    code: 'not-found',
  });
  const form = new FormData();
  form.set('file', new Blob([png], { type: 'image/png' }), 'a.png');
  form.set('upload_preset', 'ottilia-dev-unsigned');
  expect((await fetch(`${t.baseUrl}/image-service/v1_1/ottilia-dev/image/upload`, { method: 'POST', body: form })).status).toBe(404);
  expect((await fetch(`${t.baseUrl}/content/news/ottilia-news`, { headers: { 'api-key': DEV_CONTENT_API_KEY } })).status).toBe(404);
  expect(
    (await fetch(`${t.baseUrl}/translations/projects/ottilia-portal-dev/languages`, { headers: { 'api-key': DEV_TRANSLATIONS_API_KEY } }))
      .status,
  ).toBe(404);
  expect((await fetch(`${t.baseUrl}/monitoring/api/1/envelope/`, { method: 'POST', body: '{}' })).status).toBe(404);
  const spec = (await t.call(null, { method: 'GET', url: '/openapi.json' })).json();
  expect(Object.keys(spec.paths).filter((p) => /^\/(dev|image-service|uploads|content|translations|monitoring)\b/.test(p))).toEqual([]);
  expect((await t.call(null, { method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
});

test('the development stand-ins live in src/dev, which a production start does not load: /dev/* is not found', async () => {
  // the resource folders' plugins, imported with app.ts, hold none of them
  expect(
    (await loadRoutePlugins())
      .map(({ file }) => file)
      .filter((file) => /^(dev|monitoring)\/|dev-mail|trace-routes|bi-report|plugin-docs/.test(file)),
  ).toEqual([]);
  // (Fastify's plugin tree names each plugin by its function)
  const { devRoutePlugins } = await import('../src/dev/dev-plugins.js');
  const devPlugins = (await devRoutePlugins()).map(({ plugin }) => plugin.name);
  expect(devPlugins).toEqual(expect.arrayContaining(['devMailRoutes', 'monitoringRoutes', 'traceRoutes']));
  expect(devPlugins.filter((name) => t.app.printPlugins().includes(name))).toEqual([]);
  for (const url of ['/dev/mail', '/dev/monitoring/events', '/dev/monitoring/failure', '/dev/traces/0badc0de', '/dev/anything']) {
    const res = await t.call('SUPER_ADMIN', { method: 'GET', url });
    expect([url, res.statusCode, res.json().code]).toEqual([url, 404, 'not-found']);
  }
  expect((await fetch(`${t.baseUrl}/monitoring/api/1/sourcemaps/?release=r&url=~/main.js`, { method: 'PUT', body: '{}' })).status).toBe(
    404,
  );

  // outside production the same app registers every one of them
  const dev = await startTestApp({ seed: false });
  try {
    expect(devPlugins.filter((name) => !dev.app.printPlugins().includes(name))).toEqual([]);
    // (there, without a token: asked to sign in, not told it does not exist)
    expect((await dev.call(null, { method: 'GET', url: '/dev/mail' })).statusCode).toBe(401);
  } finally {
    await dev.close();
  }
}, 120_000);

test('the start seeds no demo data into an empty production database; development does', async () => {
  expect(await seedAtStart(t.app.config, t.db)).toEqual({ demoData: false, translations: false });
  expect(await countRows(t.db, users)).toBe(0);
  expect(await countRows(t.db, brands)).toBe(0);
  // the market reference data comes with the migrations: agencies can be created from day one
  expect(
    await t.db
      .select({ code: markets.code, countryName: markets.countryName, minimumAge: markets.minimumAge })
      .from(markets)
      .where(inArray(markets.code, ['GO', 'US', 'DK']))
      .orderBy(markets.code),
  ).toEqual([
    { code: 'DK', countryName: 'Denmark', minimumAge: 18 },
    { code: 'GO', countryName: 'Global', minimumAge: 18 },
    { code: 'US', countryName: 'United States', minimumAge: 21 },
  ]);
  expect(await seedAtStart(loadConfig({ NODE_ENV: 'development' }), t.db)).toEqual({ demoData: true, translations: true });
  expect(await countRows(t.db, users)).toBeGreaterThan(0);
}, 120_000);
