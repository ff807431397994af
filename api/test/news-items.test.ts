// Writing news items: Super Admins only, versioned like every record, validated strictly.
import type { Role } from '@ottilia/shared-contracts/permissions';
import { newEid } from './helpers/reference-data.js';
import { problem, startTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(() => t?.close());

const item = (overrides: object = {}) => ({
  title: 'Consent banner refreshed',
  summary: 'Clearer categories.',
  body: 'All brand sites…',
  published: false,
  ...overrides,
});
const put = (as: Role | null, eid: string, body: unknown, headers: Record<string, string> = { 'if-none-match': '*' }) =>
  t.call(as, { method: 'PUT', url: `/news-items/${eid}`, headers, body });

test('a Super Admin creates, edits, publishes, unpublishes and deletes an item', async () => {
  const eid = newEid();
  const created = await put('SUPER_ADMIN', eid, item());
  expect(created.statusCode).toBe(201);
  expect(created.headers.etag).toBe('"1"');
  expect(created.json()).toMatchObject({ eid, handle: 'ottilia-news', published: false, publishedAt: null });

  const published = await put('SUPER_ADMIN', eid, item({ title: 'Consent banner v2', published: true }), { 'if-match': '"1"' });
  expect(published.statusCode).toBe(200);
  expect(published.json()).toMatchObject({ title: 'Consent banner v2', published: true, version: 2 });
  const publishedAt = published.json().publishedAt;
  expect(Math.abs(Date.parse(publishedAt) - Date.now())).toBeLessThan(60_000);

  // editing a published item keeps its publication date
  const edited = await put('SUPER_ADMIN', eid, item({ summary: 'Even clearer.', published: true }), { 'if-match': '"2"' });
  expect(edited.json()).toMatchObject({ summary: 'Even clearer.', publishedAt, version: 3 });

  const unpublished = await put('SUPER_ADMIN', eid, item({ published: false }), { 'if-match': '"3"' });
  expect(unpublished.json()).toMatchObject({ published: false, publishedAt: null });

  const listed = await t.call('SUPER_ADMIN', { method: 'GET', url: `/news-items?$filter=${encodeURIComponent(`eid eq '${eid}'`)}` });
  expect(listed.json().content.map((row: { eid: string }) => row.eid)).toEqual([eid]);

  expect((await t.call('SUPER_ADMIN', { method: 'DELETE', url: `/news-items/${eid}`, headers: { 'if-match': '"4"' } })).statusCode).toBe(
    204,
  );
  expect(problem(await t.call('SUPER_ADMIN', { method: 'GET', url: `/news-items/${eid}` })).code).toBe('news-item-not-found');
});

test.each<Role>(['BRAND_MANAGER', 'AGENCY_MANAGER', 'AGENCY_USER'])('%s may not read or write news items (403)', async (role) => {
  const eid = newEid();
  expect(problem(await put(role, eid, item())).status).toBe(403);
  expect(problem(await t.call(role, { method: 'GET', url: '/news-items' })).status).toBe(403);
  expect((await put('SUPER_ADMIN', eid, item())).statusCode).toBe(201);
  expect(problem(await t.call(role, { method: 'GET', url: `/news-items/${eid}` })).status).toBe(403);
  expect(problem(await t.call(role, { method: 'DELETE', url: `/news-items/${eid}` })).status).toBe(403);
});

test('without a token every route is 401', async () => {
  const eid = newEid();
  expect((await put(null, eid, item())).statusCode).toBe(401);
  expect((await t.call(null, { method: 'GET', url: '/news-items' })).statusCode).toBe(401);
  expect((await t.call(null, { method: 'GET', url: `/news-items/${eid}` })).statusCode).toBe(401);
  expect((await t.call(null, { method: 'DELETE', url: `/news-items/${eid}` })).statusCode).toBe(401);
});

test('versions: a stale If-Match is 412, an update without one 428, a second create 412', async () => {
  const eid = newEid();
  await put('SUPER_ADMIN', eid, item());
  expect((await put('SUPER_ADMIN', eid, item({ title: 'A' }), { 'if-match': '"1"' })).statusCode).toBe(200);
  expect(problem(await put('SUPER_ADMIN', eid, item({ title: 'B' }), { 'if-match': '"1"' }))).toMatchObject({
    status: 412,
    code: 'version-mismatch',
  });
  expect(problem(await put('SUPER_ADMIN', eid, item(), {})).status).toBe(428);
  expect(problem(await put('SUPER_ADMIN', eid, item())).code).toBe('already-exists');
  expect(problem(await t.call('SUPER_ADMIN', { method: 'DELETE', url: `/news-items/${eid}`, headers: { 'if-match': '"1"' } })).status).toBe(
    412,
  );
});

test('hostile and invalid input is 400 or 422, never stored', async () => {
  const eid = newEid();
  const refusals: [unknown, number][] = [
    [item({ title: '' }), 400],
    [item({ title: '   ' }), 400],
    [item({ title: 'x'.repeat(161) }), 400],
    [item({ published: 'yes' }), 400],
    [item({ imageUrl: 'javascript:alert(1)', imageAlt: 'x' }), 400],
    [item({ url: 'data:text/html,<script>alert(1)</script>' }), 400],
    [item({ publishedAt: 'tomorrow', published: true }), 400],
    [item({ extra: 1 }), 400],
    [item({ imageUrl: 'https://cdn.example/a.png' }), 422],
    ['not json', 415],
  ];
  for (const [body, status] of refusals) expect([status, (await put('SUPER_ADMIN', eid, body)).statusCode]).toEqual([status, status]);
  expect((await t.call('SUPER_ADMIN', { method: 'GET', url: `/news-items/${eid}` })).statusCode).toBe(404);
  expect(problem(await t.call('SUPER_ADMIN', { method: 'GET', url: "/news-items/x';drop%20table%20news_items;--" })).status).toBe(400);
  // script in text is stored as text (the portal renders text, never HTML)
  const stored = await put('SUPER_ADMIN', eid, item({ title: '<img src=x onerror=alert(1)>' }));
  expect(stored.json().title).toBe('<img src=x onerror=alert(1)>');
  expect(
    problem(await t.call('SUPER_ADMIN', { method: 'GET', url: '/news-items?$filter=' + encodeURIComponent('summary eq 1') })).status,
  ).toBe(400);
});
