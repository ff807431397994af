// The translations service mounted at /translations (its own api key; what the portal's i18next
// backend reads) and Super Admins editing its strings through /translation-strings.
import { DEV_TRANSLATION_PROJECT, DEV_TRANSLATIONS_API_KEY } from '@ottilia/shared-contracts/local-env';
import type { Role } from '@ottilia/shared-contracts/permissions';
import bundled from '../src/translations/bundled-english.json' with { type: 'json' };
import { sql } from 'drizzle-orm';
import { seedTranslations } from '../src/translations/translation-seed.js';
import { problem, startTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(() => t?.close());

const project = `/translations/projects/${DEV_TRANSLATION_PROJECT}`;
const namespaceUrl = (ns = 'translations', lng = 'en', version = 'latest') =>
  `${project}/versions/${version}/languages/${lng}/namespaces/${ns}`;
const service = (url: string, key: string | null = DEV_TRANSLATIONS_API_KEY) =>
  t.call(null, { method: 'GET', url, headers: key === null ? {} : { 'api-key': key } });

/** The admin record of one host string, e.g. nav.home. */
async function stringOf(key: string, ns = 'translations') {
  const filter = encodeURIComponent(`namespace eq '${ns}' and language eq 'en' and key eq '${key}'`);
  const res = await t.call('SUPER_ADMIN', { method: 'GET', url: `/translation-strings?$filter=${filter}` });
  expect(res.statusCode).toBe(200);
  return res.json().content[0];
}
const put = (as: Role | null, id: string, body: unknown, headers: Record<string, string>) =>
  t.call(as, { method: 'PUT', url: `/translation-strings/${id}`, headers, body });
const reset = (as: Role | null, id: string, headers: Record<string, string>) =>
  t.call(as, { method: 'POST', url: `/translation-strings/${id}/reset`, headers });

describe('the service', () => {
  test.each([namespaceUrl(), `${project}/languages`])(
    '%s: missing or wrong key is 401 problem+json; a user token is not the key',
    async (url) => {
      expect(problem(await service(url, null))).toMatchObject({ status: 401, code: 'api-key-missing' });
      expect(problem(await service(url, 'wrong-key'))).toMatchObject({ status: 401, code: 'api-key-invalid' });
      expect((await t.call('SUPER_ADMIN', { method: 'GET', url })).statusCode).toBe(401);
      expect((await service(url)).statusCode).toBe(200);
    },
  );

  test('a namespace is the nested bundled English, seeded', async () => {
    const res = await service(namespaceUrl());
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual(bundled.translations);
  });

  test('the language list of the project', async () => {
    expect((await service(`${project}/languages`)).json()).toEqual([{ code: 'en', name: 'English' }]);
  });

  test('unknown version, project, language or namespace is 404 problem+json', async () => {
    expect(problem(await service(namespaceUrl('translations', 'en', 'v2')))).toMatchObject({
      status: 404,
      code: 'translation-version-not-found',
    });
    expect(problem(await service(namespaceUrl('nope')))).toMatchObject({ status: 404, code: 'translation-namespace-not-found' });
    expect(problem(await service(namespaceUrl('translations', 'xx')))).toMatchObject({
      status: 404,
      code: 'translation-namespace-not-found',
    });
    expect(problem(await service('/translations/projects/unknown/languages'))).toMatchObject({
      status: 404,
      code: 'translation-project-not-found',
    });
    expect(problem(await service(`${project}/versions/latest/languages/en/namespaces/${encodeURIComponent('../x')}`)).status).toBe(400);
  });

  test('TRANSLATIONS_API_KEY replaces the dev key; "off" unmounts the part', async () => {
    const other = await startTestApp({ env: { TRANSLATIONS_API_KEY: 'stage-key-0123456789' }, seed: false });
    try {
      const url = `${other.baseUrl}${project}/languages`;
      expect((await fetch(url, { headers: { 'api-key': DEV_TRANSLATIONS_API_KEY } })).status).toBe(401);
      expect((await fetch(url, { headers: { 'api-key': 'stage-key-0123456789' } })).status).toBe(404); // not seeded
    } finally {
      await other.close();
    }
    const off = await startTestApp({ env: { TRANSLATIONS_API_KEY: 'off' }, seed: false });
    try {
      expect((await fetch(`${off.baseUrl}${project}/languages`, { headers: { 'api-key': DEV_TRANSLATIONS_API_KEY } })).status).toBe(404);
    } finally {
      await off.close();
    }
  }, 120_000);
});

describe('Super Admin editing', () => {
  test('an edit shows in the service at once; a reset brings the English back', async () => {
    const home = await stringOf('nav.home');
    expect(home).toMatchObject({ value: 'Home', english: 'Home', edited: false, namespace: 'translations', language: 'en' });
    const one = await t.call('SUPER_ADMIN', { method: 'GET', url: `/translation-strings/${home.eid}` });
    expect(one.headers.etag).toBe(`"${home.version}"`);

    const edited = await put('SUPER_ADMIN', home.eid, { ...home, value: 'Start' }, { 'if-match': `"${home.version}"` });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ value: 'Start', edited: true, version: home.version + 1 });
    expect(edited.headers.etag).toBe(`"${home.version + 1}"`);
    expect((await service(namespaceUrl())).json().nav.home).toBe('Start');

    const back = await reset('SUPER_ADMIN', home.eid, { 'if-match': `"${home.version + 1}"` });
    expect(back.json()).toMatchObject({ value: 'Home', edited: false, version: home.version + 2 });
    expect((await service(namespaceUrl())).json().nav.home).toBe('Home');
  });

  test('list: filter by namespace and language, search key or text, paged', async () => {
    const filter = encodeURIComponent(
      "namespace eq 'translations' and language eq 'en' and (contains(key,'nav.') or contains(value,'zzz'))",
    );
    const page = (await t.call('SUPER_ADMIN', { method: 'GET', url: `/translation-strings?$filter=${filter}&size=5` })).json();
    expect(page.totalElements).toBe(Object.keys(bundled.translations.nav).length);
    expect(page.content).toHaveLength(5);
    expect(page.content.every((row: { key: string }) => row.key.startsWith('nav.'))).toBe(true);
  });

  test('versions: a stale If-Match is 412, none 428', async () => {
    const s = await stringOf('nav.tutorials');
    expect((await put('SUPER_ADMIN', s.eid, { value: 'Guides' }, { 'if-match': `"${s.version}"` })).statusCode).toBe(200);
    expect(problem(await put('SUPER_ADMIN', s.eid, { value: 'Howtos' }, { 'if-match': `"${s.version}"` }))).toMatchObject({
      status: 412,
      code: 'version-mismatch',
    });
    expect(problem(await put('SUPER_ADMIN', s.eid, { value: 'Howtos' }, {})).status).toBe(428);
    expect(problem(await reset('SUPER_ADMIN', s.eid, { 'if-match': `"${s.version}"` })).status).toBe(412);
    expect((await reset('SUPER_ADMIN', s.eid, { 'if-match': `"${s.version + 1}"` })).json().value).toBe('Tutorials');
  });

  test('invalid input is 400 or 422 problem+json, never stored', async () => {
    const s = await stringOf('pageTitle');
    const ifMatch = { 'if-match': `"${s.version}"` };
    const refusals: [unknown, number][] = [
      [{ value: '' }, 400],
      [{ value: '   ' }, 400],
      [{ value: 'x'.repeat(5001) }, 400],
      [{ value: 3 }, 400],
      [{ value: 'A', extra: 1 }, 400],
      [{}, 400],
      [{ value: 'Ottilia' }, 422], // drops {{page}}
      [{ value: '{{pages}} | Ottilia' }, 422],
      ['not json', 415],
    ];
    for (const [body, status] of refusals)
      expect([body, (await put('SUPER_ADMIN', s.eid, body, ifMatch)).statusCode]).toEqual([body, status]);
    expect(problem(await put('SUPER_ADMIN', s.eid, { value: 'Ottilia' }, ifMatch))).toMatchObject({
      code: 'placeholders-changed',
      field: 'value',
    });
    expect((await stringOf('pageTitle')).value).toBe('{{page}} | Ottilia');
    expect(problem(await put('SUPER_ADMIN', '999999999', { value: 'x' }, ifMatch))).toMatchObject({
      status: 404,
      code: 'translation-string-not-found',
    });
    expect(problem(await t.call('SUPER_ADMIN', { method: 'GET', url: '/translation-strings/abc' })).status).toBe(400);
    expect(
      problem(await t.call('SUPER_ADMIN', { method: 'GET', url: `/translation-strings?$filter=${encodeURIComponent('secret eq 1')}` }))
        .status,
    ).toBe(400);
    // markup is stored as text (React renders text, never HTML)
    const stored = await put('SUPER_ADMIN', s.eid, { value: '<img src=x onerror=alert(1)> {{page}}' }, ifMatch);
    expect(stored.json().value).toBe('<img src=x onerror=alert(1)> {{page}}');
    await reset('SUPER_ADMIN', s.eid, { 'if-match': `"${s.version + 1}"` });
  });

  test.each<Role>(['BRAND_MANAGER', 'AGENCY_MANAGER', 'AGENCY_USER'])('%s may not read or edit strings (403)', async (role) => {
    const s = await stringOf('nav.dashboard');
    expect(problem(await t.call(role, { method: 'GET', url: '/translation-strings' })).status).toBe(403);
    expect(problem(await t.call(role, { method: 'GET', url: `/translation-strings/${s.eid}` })).status).toBe(403);
    expect(problem(await put(role, s.eid, { value: 'X' }, { 'if-match': `"${s.version}"` })).status).toBe(403);
    expect(problem(await reset(role, s.eid, { 'if-match': `"${s.version}"` })).status).toBe(403);
  });

  test('without a token every route is 401', async () => {
    const s = await stringOf('nav.dashboard');
    expect((await t.call(null, { method: 'GET', url: '/translation-strings' })).statusCode).toBe(401);
    expect((await t.call(null, { method: 'GET', url: `/translation-strings/${s.eid}` })).statusCode).toBe(401);
    expect((await put(null, s.eid, { value: 'X' }, { 'if-match': `"${s.version}"` })).statusCode).toBe(401);
    expect((await reset(null, s.eid, { 'if-match': `"${s.version}"` })).statusCode).toBe(401);
  });
});

test('seeding again adds nothing twice and keeps a Super Admin edit', async () => {
  const s = await stringOf('profile.signOut');
  await put('SUPER_ADMIN', s.eid, { value: 'Log out' }, { 'if-match': `"${s.version}"` });
  const before = (await t.call('SUPER_ADMIN', { method: 'GET', url: '/translation-strings?size=1' })).json().totalElements;
  await seedTranslations(t.db);
  expect((await t.call('SUPER_ADMIN', { method: 'GET', url: '/translation-strings?size=1' })).json().totalElements).toBe(before);
  expect((await stringOf('profile.signOut')).value).toBe('Log out');
  expect((await service(namespaceUrl())).json().profile.signOut).toBe('Log out');
});

test('a new English reaches an unedited string at the next seed; an edited one keeps its text', async () => {
  // as if both strings had been seeded from an older bundle
  const [open, edited] = [await stringOf('profile.menu'), await stringOf('profile.manageCookies')];
  await t.db.execute(sql`update translation_strings set english = 'Old menu', value = 'Old menu' where id = ${Number(open.eid)}`);
  await t.db.execute(sql`update translation_strings set english = 'Old cookies', value = 'My cookies' where id = ${Number(edited.eid)}`);
  await seedTranslations(t.db);
  expect(await stringOf('profile.menu')).toMatchObject({ value: 'Profile menu', english: 'Profile menu', edited: false });
  expect(await stringOf('profile.manageCookies')).toMatchObject({ value: 'My cookies', english: 'Manage Cookies', edited: true });
});
