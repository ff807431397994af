import { ApiError, reportFieldRefusal } from '@ottilia/shared-auth';
import { waitFor } from '@testing-library/react';
import { reportError, setAreaRelease, startMonitoring } from './monitor';
import { routeOf, scrub } from '@ottilia/shared-auth/scrub';
import { envelopeOf, framesOf, parseDsn } from './monitoring-event';

const DSN = 'http://ottilia-local@localhost:1860/monitoring/1';
const eventOf = (body: string) =>
  JSON.parse(body.split('\n')[2]!) as {
    tags: Record<string, string>;
    exception: { values: { type: string; value: string }[] };
    request: { url: string };
    release: string;
    environment: string;
  };

describe('monitoring events', () => {
  it('sends to the envelope endpoint of the DSN, key in the query', () => {
    expect(parseDsn(DSN).envelopeUrl).toBe('http://localhost:1860/monitoring/api/1/envelope/?sentry_key=ottilia-local&sentry_version=7');
    expect(parseDsn('https://abc@o1.ingest.example.io/42').envelopeUrl).toBe(
      'https://o1.ingest.example.io/api/42/envelope/?sentry_key=abc&sentry_version=7',
    );
    expect(() => parseDsn('https://o1.ingest.example.io/42')).toThrow(/not a DSN/);
  });

  it('carries no token, e-mail address or query string', () => {
    const jwt = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl';
    expect(scrub(`Bearer ${jwt} for ann@northwind.example at https://localhost:1847/home?token=${jwt}#code=abc`)).toBe(
      'Bearer [token] for [e-mail] at https://localhost:1847/home',
    );
    expect(routeOf('/projects/0b6f3c1e-4a55-4d36-9a9e-1f2a3b4c5d6e')).toBe('/projects/:id');
    expect(routeOf('/users/u-123')).toBe('/users/:id');
    expect(routeOf('/backoffice/agencies')).toBe('/backoffice/agencies');
  });

  it('names stage, release, remote, chunk and route', () => {
    const error = new TypeError('Loading chunk 12 failed for ann@northwind.example');
    const event = eventOf(
      envelopeOf(
        error,
        { kind: 'remote-load', remote: 'remoteUsers', module: './UserListPage', chunk: 'https://localhost:1853/12.js?v=1' },
        { stage: 'dev', release: 'host@1.0.0+abc', origin: 'https://localhost:1847', pathname: '/users/u-7' },
      ),
    );
    expect(event).toMatchObject({
      release: 'host@1.0.0+abc',
      environment: 'dev',
      exception: { values: [{ type: 'TypeError', value: 'Loading chunk 12 failed for [e-mail]' }] },
      tags: {
        kind: 'remote-load',
        remote: 'remoteUsers',
        module: './UserListPage',
        chunk: 'https://localhost:1853/12.js',
        route: '/users/:id',
      },
      request: { url: 'https://localhost:1847/users/:id' },
    });
  });
});

describe('stack frames and breadcrumbs', () => {
  it('reads V8 and Gecko stacks into frames, outermost first, without queries', () => {
    const v8 =
      'TypeError: x is undefined\n    at ProjectRow (https://localhost:1851/412.3f2a.js?v=2:1:2345)\n    at https://localhost:1847/main.js:2:10\n    at node:internal/x:1:1';
    expect(framesOf(v8)).toEqual([
      { function: '?', abs_path: 'https://localhost:1847/main.js', lineno: 2, colno: 10, in_app: true },
      { function: 'ProjectRow', abs_path: 'https://localhost:1851/412.3f2a.js', lineno: 1, colno: 2345, in_app: true },
    ]);
    expect(framesOf('render@https://localhost:1851/412.js:3:4\n@https://localhost:1847/main.js:1:1')).toEqual([
      { function: '?', abs_path: 'https://localhost:1847/main.js', lineno: 1, colno: 1, in_app: true },
      { function: 'render', abs_path: 'https://localhost:1851/412.js', lineno: 3, colno: 4, in_app: true },
    ]);
  });

  it('sends the trail of navigations and API calls without ids, queries or e-mail addresses', () => {
    const trail = [
      { at: 1_000, category: 'navigation' as const, message: '/projects/0b6f3c1e-4a55-4d36-9a9e-1f2a3b4c5d6e' },
      { at: 2_000, category: 'api' as const, message: 'GET /users?search=ann@northwind.example', status: 200 },
      { at: 3_000, category: 'api' as const, message: 'PUT /brands/BR-12', status: 0 },
    ];
    const body = envelopeOf(
      new Error('boom'),
      { kind: 'render' },
      { stage: 'dev', release: 'host@test', origin: 'https://localhost:1847', pathname: '/projects', trail },
    );
    expect(JSON.parse(body.split('\n')[2]!).breadcrumbs.values).toEqual([
      { timestamp: 1, category: 'navigation', message: '/projects/:id' },
      { timestamp: 2, category: 'fetch', message: 'GET /users', data: { status_code: 200 } },
      { timestamp: 3, category: 'fetch', message: 'PUT /brands/:id', data: { status_code: 0 } },
    ]);
    expect(body).not.toContain('northwind');
  });
});

describe('the monitor', () => {
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('sends what was reported before it started, then each distinct error once', async () => {
    reportError(new Error('early'), { kind: 'route-manifest', remote: 'remoteProjects' });
    const post = jest.fn(() => Promise.resolve({ ok: true } as Response));
    stop = startMonitoring({ dsn: DSN, stage: 'dev', release: 'host@test', fetch: post });
    reportError(new Error('later'), { kind: 'render', remote: 'remoteUsers' });
    reportError(new Error('later'), { kind: 'render', remote: 'remoteUsers' });
    await waitFor(() => expect(post).toHaveBeenCalledTimes(2));
    const calls = post.mock.calls as unknown as [string, RequestInit][];
    expect(calls[0]![0]).toBe(parseDsn(DSN).envelopeUrl);
    expect(calls.map(([, init]) => eventOf(init.body as string).exception.values[0]!.value)).toEqual(['early', 'later']);
    expect(calls[0]![1]).toMatchObject({ method: 'POST', keepalive: true });
  });

  it("answers the reference each report carries, the first one again for the same error, the caller's trace when given", async () => {
    const post = jest.fn(() => Promise.resolve({ ok: true } as Response));
    stop = startMonitoring({ dsn: DSN, stage: 'dev', release: 'host@test', fetch: post });
    const crash = reportError(new TypeError('x is null'), { kind: 'render', remote: 'remoteBackoffice' });
    expect(crash).toMatch(/^[0-9a-f]{8}$/);
    expect(reportError(new TypeError('x is null'), { kind: 'render', remote: 'remoteBackoffice' })).toBe(crash);
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    // a call without an answer: an incident of its own each time, under its trace
    expect(reportError(new Error('Network error'), { kind: 'network', reference: '4bf92f35', traceId })).toBe('4bf92f35');
    expect(
      reportError(new Error('Network error'), { kind: 'network', reference: '0a1b2c3d', traceId: `0a1b2c3d${traceId.slice(8)}` }),
    ).toBe('0a1b2c3d');
    await waitFor(() => expect(post).toHaveBeenCalledTimes(3));
    const events = (post.mock.calls as unknown as [string, RequestInit][]).map(
      ([, init]) =>
        JSON.parse((init.body as string).split('\n')[2]!) as { tags: Record<string, string>; contexts: { trace: { trace_id: string } } },
    );
    expect(events.map((event) => event.tags.reference)).toEqual([crash, '4bf92f35', '0a1b2c3d']);
    expect(events[0]!.contexts.trace.trace_id).toMatch(new RegExp(`^${crash}[0-9a-f]{24}$`));
    expect(events[1]!.contexts.trace.trace_id).toBe(traceId);
    expect(events[1]!.tags).not.toHaveProperty('traceId');
  });

  it("sends a field's refusal at level info under the API's reference, with no trace of its own", async () => {
    const post = jest.fn(() => Promise.resolve({ ok: true } as Response));
    stop = startMonitoring({ dsn: DSN, stage: 'dev', release: 'host@test', fetch: post });
    reportFieldRefusal(
      new ApiError({
        status: 409,
        code: 'user-exists',
        title: 'Conflict',
        detail: 'A user with this e-mail already exists.',
        reference: '4bf92f35',
      }),
    );
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    const event = JSON.parse(((post.mock.calls[0] as unknown as [string, RequestInit])[1].body as string).split('\n')[2]!) as Record<
      string,
      unknown
    >;
    expect(event).toMatchObject({
      level: 'info',
      tags: { kind: 'refusal', reference: '4bf92f35' },
      exception: { values: [{ type: 'FieldRefusal', value: '409 user-exists' }] },
    });
    expect(event).not.toHaveProperty('contexts');
  });

  it('sends nothing more during the Retry-After of a 429', async () => {
    const post = jest.fn(() => Promise.resolve({ ok: false, status: 429, headers: new Headers({ 'retry-after': '30' }) } as Response));
    stop = startMonitoring({ dsn: DSN, stage: 'dev', release: 'host@test', fetch: post });
    reportError(new Error('first'), { kind: 'render' });
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    reportError(new Error('second'), { kind: 'render' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(post).toHaveBeenCalledTimes(1);
    jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 31_000);
    reportError(new Error('third'), { kind: 'render' });
    await waitFor(() => expect(post).toHaveBeenCalledTimes(2));
    jest.restoreAllMocks();
  });

  it('reports unhandled rejections', async () => {
    const post = jest.fn(() => Promise.resolve({ ok: true } as Response));
    stop = startMonitoring({ dsn: DSN, stage: 'dev', release: 'host@test', fetch: post });
    const event = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.assign(event, { reason: new Error('nobody caught me') });
    window.dispatchEvent(event);
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(eventOf((post.mock.calls[0] as unknown as [string, RequestInit])[1].body as string)).toMatchObject({
      tags: { kind: 'unhandled' },
      exception: { values: [{ value: 'nobody caught me' }] },
    });
  });

  it("names the host's release and the failing area's, told by the context or found in the stack", async () => {
    setAreaRelease('remoteUsers', 'remote-users@1.2.0', 'https://releases.example/remote-users/1.2.0/mf-manifest.json');
    setAreaRelease('remoteProjects', 'remote-projects@1.0.0', 'https://releases.example/remote-projects/1.0.0/mf-manifest.json');
    const post = jest.fn(() => Promise.resolve({ ok: true } as Response));
    stop = startMonitoring({ dsn: DSN, stage: 'prd', release: 'host@1.1.0+8b14f8a', fetch: post });
    reportError(new Error('render failed'), { kind: 'render', remote: 'remoteProjects' });
    const thrown = new TypeError("reading 'uuid'");
    thrown.stack =
      "TypeError: reading 'uuid'\n    at m (https://releases.example/remote-users/1.2.0/UserDetailPage.2acdd52c.js:1:4245)\n    at https://releases.example/remote-projects/1.0.0/main.js:1:1\n    at https://portal.example/main.js:1:1";
    reportError(thrown, { kind: 'unhandled' });
    reportError(new Error('host only'), { kind: 'unhandled' });
    await waitFor(() => expect(post).toHaveBeenCalledTimes(3));
    const events = (post.mock.calls as unknown as [string, RequestInit][]).map(([, init]) => eventOf(init.body as string));
    expect(events.map(({ release, tags }) => [release, tags.remote, tags.areaRelease])).toEqual([
      ['host@1.1.0+8b14f8a', 'remoteProjects', 'remote-projects@1.0.0'],
      ['host@1.1.0+8b14f8a', 'remoteUsers', 'remote-users@1.2.0'],
      ['host@1.1.0+8b14f8a', undefined, undefined],
    ]);
  });

  it('without a DSN writes to the console only', () => {
    const post = jest.fn();
    stop = startMonitoring({ dsn: undefined, stage: 'prd', release: 'host@test', fetch: post });
    reportError(new Error('quiet'), { kind: 'render' });
    expect(post).not.toHaveBeenCalled();
    expect(console.error).toHaveBeenCalledWith('[render]', expect.objectContaining({ message: 'quiet' }));
  });
});
