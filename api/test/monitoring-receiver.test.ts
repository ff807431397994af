// The local error-monitoring receiver (DEV_MONITORING=on): the hosted service's envelope
// protocol in, the events out to Super Admins; refused keys, bodies and roles.
import { loadConfig, LOCAL_MONITORING_KEY } from '../src/config.js';
import { problem, startTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(() => t?.close());

const envelope = (event: Record<string, unknown>) =>
  [
    JSON.stringify({ event_id: event.event_id, sent_at: new Date().toISOString() }),
    JSON.stringify({ type: 'event' }),
    JSON.stringify(event),
    '',
  ].join('\n');
const send = (body: string, { key = LOCAL_MONITORING_KEY, type = 'text/plain;charset=UTF-8' } = {}) =>
  t.call(null, {
    method: 'POST',
    url: `/monitoring/api/1/envelope/?sentry_key=${key}&sentry_version=7`,
    headers: { 'content-type': type },
    body,
  });
const events = async () =>
  (await t.call('SUPER_ADMIN', { method: 'GET', url: '/dev/monitoring/events' })).json() as Record<string, unknown>[];

test('an envelope from the browser arrives and a Super Admin reads its event', async () => {
  const res = await send(
    envelope({
      event_id: 'a1b2c3',
      level: 'error',
      release: 'host@1.0.0',
      environment: 'dev',
      exception: { values: [{ type: 'ChunkLoadError', value: 'Loading chunk 12 failed' }] },
      tags: { remote: 'remoteUsers', chunk: 'src_pages_users', route: '/users' },
      request: { url: 'https://localhost:1847/users' },
    }),
  );
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ id: 'a1b2c3' });
  expect((await events()).at(-1)).toMatchObject({
    eventId: 'a1b2c3',
    release: 'host@1.0.0',
    environment: 'dev',
    exception: [{ type: 'ChunkLoadError', value: 'Loading chunk 12 failed' }],
    tags: { remote: 'remoteUsers', chunk: 'src_pages_users', route: '/users' },
    url: 'https://localhost:1847/users',
  });
});

test('the key may come in X-Sentry-Auth, and the SDK content type is accepted', async () => {
  const res = await t.call(null, {
    method: 'POST',
    url: '/monitoring/api/1/envelope/',
    headers: {
      'content-type': 'application/x-sentry-envelope',
      'x-sentry-auth': `Sentry sentry_version=7, sentry_key=${LOCAL_MONITORING_KEY}, sentry_client=test/1`,
    },
    body: envelope({ event_id: 'from-sdk' }),
  });
  expect(res.statusCode).toBe(200);
  expect((await events()).map((event) => event.eventId)).toContain('from-sdk');
});

test('a wrong or missing key is refused and nothing is kept', async () => {
  const before = (await events()).length;
  const wrong = await send(envelope({ event_id: 'wrong' }), { key: 'guess' });
  expect(wrong.statusCode).toBe(401);
  expect(problem(wrong).code).toBe('monitoring-key');
  const none = await t.call(null, {
    method: 'POST',
    url: '/monitoring/api/1/envelope/',
    headers: { 'content-type': 'text/plain' },
    body: envelope({ event_id: 'none' }),
  });
  expect(none.statusCode).toBe(401);
  expect((await events()).length).toBe(before);
});

test.each([
  ['not JSON', 'hello'],
  ['an item that is not JSON', `${JSON.stringify({})}\n${JSON.stringify({ type: 'event' })}\n{oops`],
  ['an array header', '[1,2]'],
])('%s answers 400 problem+json', async (_what, body) => {
  const res = await send(body);
  expect(res.statusCode).toBe(400);
  expect(problem(res).code).toBe('monitoring-envelope');
});

test('an oversized envelope answers 413, a bad project 400', async () => {
  expect((await send('x'.repeat(300_000))).statusCode).toBe(413);
  const res = await t.call(null, {
    method: 'POST',
    url: `/monitoring/api/abc/envelope/?sentry_key=${LOCAL_MONITORING_KEY}`,
    headers: { 'content-type': 'text/plain' },
    body: envelope({}),
  });
  expect(res.statusCode).toBe(400);
});

test.each(['BRAND_MANAGER', 'AGENCY_MANAGER', 'AGENCY_USER'] as const)('%s may not read the events', async (role) => {
  const res = await t.call(role, { method: 'GET', url: '/dev/monitoring/events' });
  expect(res.statusCode).toBe(403);
});

test('without a token the events are refused', async () => {
  expect((await t.call(null, { method: 'GET', url: '/dev/monitoring/events' })).statusCode).toBe(401);
});

test('the receiver cannot be switched on in production', () => {
  expect(() => loadConfig({ NODE_ENV: 'production', DEV_MONITORING: 'on', DATABASE_URL: 'postgres://x@localhost/y' })).toThrow(
    /DEV_MONITORING=on is for development and tests/,
  );
});

test('frames are resolved with the source map uploaded for their file: TypeScript file, function and line', async () => {
  const { SourceMapGenerator } = await import('source-map');
  const source = 'webpack://remote-projects/./src/features/widget/project-widget.tsx';
  const map = new SourceMapGenerator({ file: '412.3f2a.js' });
  map.setSourceContent(
    source,
    [
      'import { load } from "./load";',
      '',
      'export function ProjectWidget() {',
      '  const rows = load();',
      '  return rows.map((row) => <b>{row.name}</b>);',
      '}',
    ].join('\n'),
  );
  map.addMapping({ source, generated: { line: 1, column: 99 }, original: { line: 5, column: 33 }, name: 'name' });
  const url = 'https://localhost:1851/412.3f2a.js';
  const upload = (key: string) =>
    t.call(null, {
      method: 'PUT',
      url: `/monitoring/api/1/sourcemaps/?sentry_key=${key}&release=remoteProjects@1.0.0%2Babc&url=${encodeURIComponent(url)}`,
      body: map.toJSON(),
    });
  expect((await upload('guess')).statusCode).toBe(401);
  expect((await upload(LOCAL_MONITORING_KEY)).statusCode).toBe(204);

  const frames = [
    { function: 'Xe', abs_path: 'https://localhost:1847/main.js', lineno: 1, colno: 5 },
    { function: 'a', abs_path: url, lineno: 1, colno: 100 },
  ];
  await send(
    envelope({
      event_id: 'with-frames',
      release: 'host@1.0.0+abc',
      exception: { values: [{ type: 'TypeError', value: 'row is null', stacktrace: { frames } }] },
      breadcrumbs: { values: [{ category: 'fetch', message: 'GET /projects', data: { status_code: 200 } }] },
    }),
  );
  const event = (await events()).find((e) => e.eventId === 'with-frames') as {
    exception: { frames: Record<string, unknown>[] }[];
    breadcrumbs: unknown[];
  };
  expect(event.exception[0]!.frames).toEqual([
    frames[0],
    expect.objectContaining({
      filename: 'src/features/widget/project-widget.tsx',
      function: 'ProjectWidget',
      lineno: 5,
      colno: 34,
      context_line: 'return rows.map((row) => <b>{row.name}</b>);',
    }),
  ]);
  expect(event.breadcrumbs).toEqual([{ category: 'fetch', message: 'GET /projects', status: 200 }]);
});

test("a release's maps, uploaded by path, resolve its frames on any origin, the failing area's release first", async () => {
  const { SourceMapGenerator } = await import('source-map');
  const mapOf = (line: number) => {
    const source = 'webpack://remote-users/./src/features/users/user-projects.tsx';
    const map = new SourceMapGenerator({ file: 'UserDetailPage.2acdd52c.js' });
    map.addMapping({ source, generated: { line: 1, column: 4244 }, original: { line, column: 10 } });
    return map.toJSON();
  };
  const path = '/remote-users/1.2.0/UserDetailPage.2acdd52c.js';
  const upload = (release: string, line: number) =>
    t.call(null, {
      method: 'PUT',
      url: `/monitoring/api/1/sourcemaps/?sentry_key=${LOCAL_MONITORING_KEY}&release=${encodeURIComponent(release)}&url=${encodeURIComponent(`~${path}`)}`,
      body: mapOf(line),
    });
  expect((await upload('remote-users@1.2.0', 12)).statusCode).toBe(204);
  // another release with a file of that path (not the failing area's)
  expect((await upload('remote-users@9.9.9', 99)).statusCode).toBe(204);

  const frames = [{ function: 'm', abs_path: `https://releases.stg.example${path}`, lineno: 1, colno: 4245 }];
  await send(
    envelope({
      event_id: 'released-area',
      release: 'host@1.1.0+8b14f8a',
      tags: { areaRelease: 'remote-users@1.2.0' },
      exception: { values: [{ type: 'TypeError', value: 'x', stacktrace: { frames } }] },
    }),
  );
  const event = (await events()).find((e) => e.eventId === 'released-area') as { exception: { frames: Record<string, unknown>[] }[] };
  expect(event.exception[0]!.frames).toEqual([expect.objectContaining({ filename: 'src/features/users/user-projects.tsx', lineno: 12 })]);
});
