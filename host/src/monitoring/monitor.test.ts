import { waitFor } from '@testing-library/react';
import { reportError, startMonitoring } from './monitor';
import { routeOf, scrub } from '@ottilia/shared-auth/scrub';
import { envelopeOf, parseDsn } from './monitoring-event';

const DSN = 'http://ottilia-local@localhost:1860/monitoring/1';
const eventOf = (body: string) => JSON.parse(body.split('\n')[2]!) as { tags: Record<string, string>; exception: { values: { type: string; value: string }[] }; request: { url: string }; release: string; environment: string };

describe('monitoring events', () => {
  it('sends to the envelope endpoint of the DSN, key in the query', () => {
    expect(parseDsn(DSN).envelopeUrl).toBe('http://localhost:1860/monitoring/api/1/envelope/?sentry_key=ottilia-local&sentry_version=7');
    expect(parseDsn('https://abc@o1.ingest.example.io/42').envelopeUrl).toBe('https://o1.ingest.example.io/api/42/envelope/?sentry_key=abc&sentry_version=7');
    expect(() => parseDsn('https://o1.ingest.example.io/42')).toThrow(/not a DSN/);
  });

  it('carries no token, e-mail address or query string', () => {
    const jwt = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl';
    expect(scrub(`Bearer ${jwt} for ann@northwind.example at https://localhost:1847/home?token=${jwt}#code=abc`))
      .toBe('Bearer [token] for [e-mail] at https://localhost:1847/home');
    expect(routeOf('/projects/0b6f3c1e-4a55-4d36-9a9e-1f2a3b4c5d6e')).toBe('/projects/:id');
    expect(routeOf('/users/u-123')).toBe('/users/:id');
    expect(routeOf('/backoffice/agencies')).toBe('/backoffice/agencies');
  });

  it('names stage, release, remote, chunk and route', () => {
    const error = new TypeError('Loading chunk 12 failed for ann@northwind.example');
    const event = eventOf(envelopeOf(error, { kind: 'remote-load', remote: 'remoteUsers', module: './UserListPage', chunk: 'https://localhost:1853/12.js?v=1' },
      { stage: 'dev', release: 'host@1.0.0+abc', origin: 'https://localhost:1847', pathname: '/users/u-7' }));
    expect(event).toMatchObject({
      release: 'host@1.0.0+abc', environment: 'dev',
      exception: { values: [{ type: 'TypeError', value: 'Loading chunk 12 failed for [e-mail]' }] },
      tags: { kind: 'remote-load', remote: 'remoteUsers', module: './UserListPage', chunk: 'https://localhost:1853/12.js', route: '/users/:id' },
      request: { url: 'https://localhost:1847/users/:id' },
    });
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

  it('reports unhandled rejections', async () => {
    const post = jest.fn(() => Promise.resolve({ ok: true } as Response));
    stop = startMonitoring({ dsn: DSN, stage: 'dev', release: 'host@test', fetch: post });
    const event = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.assign(event, { reason: new Error('nobody caught me') });
    window.dispatchEvent(event);
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(eventOf((post.mock.calls[0] as unknown as [string, RequestInit])[1].body as string)).toMatchObject({ tags: { kind: 'unhandled' }, exception: { values: [{ value: 'nobody caught me' }] } });
  });

  it('without a DSN writes to the console only', () => {
    const post = jest.fn();
    stop = startMonitoring({ dsn: undefined, stage: 'prd', release: 'host@test', fetch: post });
    reportError(new Error('quiet'), { kind: 'render' });
    expect(post).not.toHaveBeenCalled();
    expect(console.error).toHaveBeenCalledWith('[render]', expect.objectContaining({ message: 'quiet' }));
  });
});
