import { ReadableStream } from 'node:stream/web';
import { startEventStream, type ChangeEvent, type StreamStatus } from './event-stream';
import { pathOfKey, staleBy, underAny } from './live-keys';

const encoder = new TextEncoder();

/** A response whose body sends `blocks` and then ends (the server closed the stream). */
function stream(blocks: string[], status = 200, { open = false } = {}) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const block of blocks) controller.enqueue(encoder.encode(block));
      if (!open) controller.close();
    },
  });
  // the fields the reader uses of a fetch Response (jsdom has none)
  return { ok: status === 200, status, body: status === 200 ? body : null, headers: new Map<string, string>() } as unknown as Response;
}

const change = (id: string, event: Partial<ChangeEvent>) =>
  `id: ${id}\nevent: change\ndata: ${JSON.stringify({ resource: 'project', id: 'p-1', type: 'updated', version: 2, by: 'u-2', byName: 'Bruno Keller', at: '2026-12-01T10:00:00Z', ...event })}\n\n`;

function run(responses: Response[]) {
  const requests: { headers: Record<string, string> }[] = [];
  const fetch = jest.fn(async (_url: string, init: RequestInit) => {
    requests.push({ headers: init.headers as Record<string, string> });
    const next = responses.shift();
    if (!next) return new Promise<Response>(() => undefined); // stays open
    return next;
  }) as unknown as typeof globalThis.fetch;
  const events: ChangeEvent[] = [];
  const statuses: StreamStatus[] = [];
  const resets = jest.fn();
  const renewToken = jest.fn(async () => 'renewed');
  const stop = startEventStream({
    baseUrl: 'https://api.example/',
    getToken: async () => 'token',
    renewToken,
    onChange: (event) => events.push(event),
    onReset: resets,
    onStatus: (status) => statuses.push(status),
    fetch,
  });
  return { requests, events, statuses, resets, renewToken, stop };
}

describe("the tab's event stream", () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] }));
  afterEach(() => jest.useRealTimers());

  it('reads change events, split anywhere, with the bearer token', async () => {
    const whole = change('7', { id: 'p-1' }) + ': heartbeat\n\n' + change('8', { id: 'p-2', type: 'created' });
    const { events, requests, statuses, stop } = run([stream([whole.slice(0, 13), whole.slice(13, 90), whole.slice(90)])]);
    await jest.advanceTimersByTimeAsync(0);
    expect(requests[0]!.headers.Authorization).toBe('Bearer token');
    expect(events.map((event) => [event.id, event.type])).toEqual([
      ['p-1', 'updated'],
      ['p-2', 'created'],
    ]);
    expect(statuses[1]).toBe('live');
    stop();
  });

  it("reconnects after the server's retry hint with Last-Event-ID, and passes a reset on", async () => {
    const { requests, resets, stop } = run([stream([`retry: 500\n\n${change('41', {})}`]), stream(['event: reset\ndata: {}\n\n'])]);
    await jest.advanceTimersByTimeAsync(0);
    expect(requests).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(500);
    expect(requests).toHaveLength(2);
    expect(requests[1]!.headers['Last-Event-ID']).toBe('41');
    expect(resets).toHaveBeenCalledTimes(1);
    stop();
  });

  it('renews the token once on a 401', async () => {
    const { requests, renewToken, stop } = run([stream([], 401), stream([change('1', {})])]);
    await jest.advanceTimersByTimeAsync(0);
    expect(renewToken).toHaveBeenCalledTimes(1);
    expect(requests[1]!.headers.Authorization).toBe('Bearer renewed');
    stop();
  });

  it('says it is paused while it cannot connect, and live again once it can', async () => {
    const { statuses, stop } = run([stream([], 502), stream([], 502), stream([], 200, { open: true })]);
    await jest.advanceTimersByTimeAsync(0);
    expect(statuses.at(-1)).toBe('paused');
    await jest.advanceTimersByTimeAsync(30_000);
    expect(statuses.at(-1)).toBe('live');
    stop();
  });
});

describe('what an event makes stale', () => {
  it('a project: its lists, its record page, the dashboard', () => {
    const stale = staleBy({ resource: 'project', id: 'p-1', type: 'updated', version: 3, by: null, byName: null, at: '' });
    expect(stale).toEqual({ prefixes: ['/projects', '/dashboard'], record: '/projects/p-1' });
    expect(underAny(pathOfKey(['/projects', { page: 2 }])!.path, stale.prefixes)).toBe(true);
    expect(underAny(pathOfKey('/projects?page=1')!.path, stale.prefixes)).toBe(true);
    expect(underAny(pathOfKey('/project-types')!.path, stale.prefixes)).toBe(false);
    expect(pathOfKey(['record', '/projects/p-1'])).toEqual({ path: '/projects/p-1', record: true });
  });

  it("a reference record: its resource's lists and record", () => {
    expect(staleBy({ resource: 'email-domain', id: 'D 1', type: 'deleted', version: null, by: null, byName: null, at: '' })).toEqual({
      prefixes: ['/email-domains'],
      record: '/email-domains/D%201',
    });
  });
});
