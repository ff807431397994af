// The public consent script per project: what it carries, caching (ETag, 304, versioned and
// immutable), the portal's own script, and its size budget.
import { gzipSync } from 'node:zlib';
import { DEFAULT_STYLE } from '../src/projects/age-gate/age-gate-schemas.js';
import { createProject } from './helpers/projects.js';
import { problem, startTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(() => t?.close());

// identity unless a test asks for gzip (fetch would otherwise ask for it and unpack it unseen)
const script = (path: string, headers: Record<string, string> = {}) =>
  t.call(null, { method: 'GET', url: path, headers: { 'accept-encoding': 'identity', ...headers } });
const put = (uuid: string, body: object) => t.call('SUPER_ADMIN', { method: 'PUT', url: `/cookies/${uuid}/en`, body });

/** The configuration inlined in the script. */
const configOf = (body: string) => JSON.parse(/\}\)\((\{.*\})\);\n$/s.exec(body)![1]!.replace(/\\u003c/g, '<'));

async function projectWithCookies() {
  const uuid = await createProject(t, { markets: ['DK', 'SE'] });
  await put(uuid, { name: '_ga', category: 'performance', duration: '2y', provider: 'Google', description: 'Counts visits.' });
  await put(uuid, { name: 'lang', category: 'functional', duration: '1y' });
  await put(uuid, { name: 'old', category: 'marketing', duration: '30d', isActive: false });
  await t.call('SUPER_ADMIN', {
    method: 'PUT',
    url: `/projects/${uuid}/age-gateway/current/style`,
    body: { style: { ...DEFAULT_STYLE, headline: 'Over </script> {age}?' } },
  });
  await t.call('SUPER_ADMIN', {
    method: 'PUT',
    url: `/projects/${uuid}/age-gateway/current/markets`,
    body: { marketCode: 'SE', minimumAge: 20 },
  });
  return uuid;
}

describe('GET /consent/{projectId}/consent.js', () => {
  test('is public JavaScript with the active cookies by category and the age gate markets', async () => {
    const uuid = await projectWithCookies();
    const res = await script(`/consent/${uuid}/consent.js`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=60');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers.etag).toMatch(/^"[0-9a-f]{16}"$/);
    const config = configOf(res.body);
    expect(config.categories.map((c: { id: string }) => c.id)).toEqual(['necessary', 'functional', 'performance']);
    expect(config.categories[2].cookies).toEqual([{ name: '_ga', duration: '2 years', provider: 'Google', description: 'Counts visits.' }]);
    expect(config.ageGate.markets).toEqual({ SE: 20 });
    expect(config.ageGate.style.headline).toBe('Over </script> {age}?');
    // the closing tag never appears raw in the script
    expect(res.body).not.toContain('</script>');
    expect(() => new Function(res.body)).not.toThrow();
    expect(config.version).toBe(res.headers.etag!.replace(/"/g, ''));
  });

  test('answers 304 to its ETag and changes its ETag when a cookie changes', async () => {
    const uuid = await projectWithCookies();
    const first = await script(`/consent/${uuid}/consent.js`);
    const again = await script(`/consent/${uuid}/consent.js`, { 'if-none-match': first.headers.etag! });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await put(uuid, { name: '_fbp', category: 'marketing', duration: '90d' });
    const changed = await script(`/consent/${uuid}/consent.js`, { 'if-none-match': first.headers.etag! });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(first.headers.etag);
  });

  test('the versioned URL is immutable, and 404 script-version-gone once the script changed', async () => {
    const uuid = await projectWithCookies();
    const version = (await script(`/consent/${uuid}/consent.js`)).headers.etag!.replace(/"/g, '');
    const pinned = await script(`/consent/${uuid}/${version}/consent.js`);
    expect(pinned.statusCode).toBe(200);
    expect(pinned.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    await put(uuid, { name: 'new', category: 'functional', duration: '1d' });
    expect(problem(await script(`/consent/${uuid}/${version}/consent.js`))).toMatchObject({ status: 404, code: 'script-version-gone' });
  });

  test("the banner's stylesheet comes from the script's origin (no inline styles), versioned and immutable", async () => {
    const config = configOf((await script('/consent/portal/consent.js')).body);
    expect(config).toMatchObject({
      style: expect.stringMatching(/^[0-9a-f]{16}$/),
      revision: expect.stringMatching(/^[0-9a-f]{16}$/),
      lifetimeMonths: 12,
      records: true,
    });
    const sheet = await script(`/consent/consent.css?v=${config.style}`);
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(sheet.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(sheet.body).toContain('.otc-banner{position:fixed');
    expect((await script('/consent/consent.css?v=old')).headers['cache-control']).toBe('public, max-age=300');
    // the script writes no style element and no style attribute
    const body = (await script('/consent/portal/consent.js')).body;
    expect(body).not.toMatch(/el\('style'|setAttribute\('style'/);
    expect(body).not.toContain('.otc-banner{');
  });

  test('an unknown project is 404, a malformed id 400', async () => {
    expect(problem(await script('/consent/00000000-0000-4000-8000-000000000000/consent.js')).code).toBe('project-not-found');
    expect((await script('/consent/nope/consent.js')).statusCode).toBe(400);
  });

  test("the portal's own script has no age gate, and asks for performance cookies only in a stage with analytics", async () => {
    const res = await script('/consent/portal/consent.js');
    expect(res.statusCode).toBe(200);
    const categories = (body: string) => configOf(body).categories.map((c: { id: string }) => c.id);
    expect(configOf(res.body)).toMatchObject({ projectId: 'portal', ageGate: null });
    expect(categories(res.body)).toEqual(['necessary', 'functional']);
    // the banner names only the purposes it offers
    expect(configOf(res.body).texts.banner).toBe(
      'We use cookies to make this site work and, with your consent, to remember your choices. You can change your choice at any time.',
    );

    const withAnalytics = await startTestApp({ env: { PORTAL_ANALYTICS_CONTAINER: 'GTM-TEST01' } });
    try {
      const body = (
        await withAnalytics.call(null, { method: 'GET', url: '/consent/portal/consent.js', headers: { 'accept-encoding': 'identity' } })
      ).body;
      expect(categories(body)).toEqual(['necessary', 'functional', 'performance']);
      expect(configOf(body).texts.banner).toBe(
        'We use cookies to make this site work and, with your consent, to remember your choices and measure visits. You can change your choice at any time.',
      );
      expect(configOf(body).categories[2].cookies.map((c: { name: string }) => c.name)).toEqual(['_ga', '_ga_*']);
    } finally {
      await withAnalytics.close();
    }
  }, 60_000);

  test('goes gzipped to a browser that takes it, as its own representation with its own ETag', async () => {
    const uuid = await projectWithCookies();
    const plain = await script(`/consent/${uuid}/consent.js`);
    const zipped = await script(`/consent/${uuid}/consent.js`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(zipped.body).toBe(plain.body); // fetch unpacked it
    expect(zipped.headers.etag).toBe(plain.headers.etag!.replace(/"$/, '.gz"'));
    const again = await script(`/consent/${uuid}/consent.js`, { 'accept-encoding': 'gzip', 'if-none-match': zipped.headers.etag! });
    expect(again.statusCode).toBe(304);
  });

  test('stays within 15 KB gzip with many cookies', async () => {
    const uuid = await projectWithCookies();
    for (let i = 0; i < 40; i++)
      await put(uuid, {
        name: `cookie_${i}`,
        category: 'marketing',
        duration: `${i + 1}d`,
        provider: 'Ad network',
        description: 'Measures advertising conversions across sites.',
      });
    const res = await script(`/consent/${uuid}/consent.js`);
    const gzip = gzipSync(res.body).length;
    // reported in docs/adr/0089-consent-that-lasts-and-can-be-proven.md
    console.info(`consent script: ${res.body.length} B, ${gzip} B gzip with 42 cookies`);
    expect(gzip).toBeLessThanOrEqual(15 * 1024);
  }, 60_000); // 42 writes: slow on a loaded machine
});
