import { createApiClient, type ApiClientOptions } from './api-client';
import { ApiError } from './api-error';
import type { ResponseLike } from './http-types';
import { setMonitoringReporter } from '../msal/monitoring';

type Reply = { status: number; body?: unknown; contentType?: string; etag?: string } | Error;

function reply({ status, body, contentType = 'application/json', etag }: Exclude<Reply, Error>): ResponseLike {
  const headers: Record<string, string> = { 'content-type': contentType, ...(etag ? { etag } : {}) };
  return {
    status,
    headers: { get: (name) => headers[name.toLowerCase()] ?? null },
    text: async () => (body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body)),
  };
}

const problem = (status: number, code: string, title: string, detail?: string) => ({
  status,
  contentType: 'application/problem+json',
  body: { type: `https://ottilia.example/problems/${code}`, title, status, code, ...(detail ? { detail } : {}) },
});

/** A client whose fetch answers the given replies in order and records every call. */
function setup(replies: Reply[], overrides: Partial<ApiClientOptions> = {}) {
  const calls: { url: string; init: RequestInit }[] = [];
  const waits: number[] = [];
  const fetch = jest.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const next = replies.shift();
    if (!next) throw new Error('unexpected call');
    if (next instanceof Error) throw next;
    return reply(next);
  });
  const options = {
    baseUrl: 'https://api.test/',
    getToken: jest.fn(async () => 'stored-token'),
    renewToken: jest.fn(async () => 'renewed-token'),
    onSessionExpired: jest.fn(),
    fetch,
    // the jitter at its top: each wait is the full doubling one
    retry: { sleep: async (ms: number) => void waits.push(ms), random: () => 1 },
    ...overrides,
  };
  const header = (index: number, name: string) => (calls[index]!.init.headers as Record<string, string>)[name];
  return { client: createApiClient(options), calls, waits, options, header };
}

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

describe('API client', () => {
  it('starts a W3C trace per call, kept across its retries, whose reference a refusal carries', async () => {
    const { client, header } = setup([{ status: 503 }, problem(404, 'not-found', 'Not found')]);
    const error = (await client.get('/projects').catch((e: unknown) => e)) as ApiError;
    const [first, second] = [header(0, 'traceparent'), header(1, 'traceparent')];
    expect(first).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    expect(second).toBe(first);
    expect(error.reference).toBe(first!.slice(3, 11));

    const failed = {
      ...problem(500, 'internal-error', 'Internal server error'),
      body: { ...problem(500, 'internal-error', 'x').body, reference: '4bf92f35' },
    };
    const other = setup([failed, failed, failed]);
    const refused = (await other.client.post('/projects', {}).catch((e: unknown) => e)) as ApiError;
    expect(other.header(0, 'traceparent')).not.toBe(first);
    expect(refused.reference).toBe('4bf92f35');
  });

  it('sends the bearer token to the API base and parses JSON', async () => {
    const { client, calls, header } = setup([{ status: 200, body: { eid: 'U1' } }]);
    await expect(client.get('/users/me')).resolves.toEqual({ eid: 'U1' });
    expect(calls[0]!.url).toBe('https://api.test/users/me');
    expect(calls[0]!.init.method).toBe('GET');
    expect(header(0, 'Authorization')).toBe('Bearer stored-token');
  });

  it('uses the token the source fetches when none is stored', async () => {
    const getToken = jest.fn(async () => 'fetched-token');
    const { client, header } = setup([{ status: 200, body: [] }], { getToken });
    await client.get('agencies');
    expect(getToken).toHaveBeenCalledTimes(1);
    expect(header(0, 'Authorization')).toBe('Bearer fetched-token');
  });

  it('renews the token once after a 401 and retries once', async () => {
    const { client, calls, options, header } = setup([{ status: 401 }, { status: 200, body: { ok: true } }]);
    await expect(client.get('/brands')).resolves.toEqual({ ok: true });
    expect(options.renewToken).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(2);
    expect(header(1, 'Authorization')).toBe('Bearer renewed-token');
    expect(options.onSessionExpired).not.toHaveBeenCalled();
  });

  it('expires the session once when the retried call answers 401 again', async () => {
    const { client, calls, options } = setup([{ status: 401 }, { status: 401 }, { status: 401 }, { status: 401 }]);
    await expect(client.get('/brands')).rejects.toMatchObject({ code: 'session-expired', status: 401 });
    expect(calls).toHaveLength(2);
    expect(options.onSessionExpired).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('user session expired');

    await expect(client.get('/brands')).rejects.toMatchObject({ code: 'session-expired' });
    expect(calls).toHaveLength(4);
    expect(options.onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('expires the session when the renewal fails', async () => {
    const renewToken = jest.fn(async () => {
      throw new Error('interaction_required');
    });
    const { client, calls, options } = setup([{ status: 401 }], { renewToken });
    await expect(client.get('/brands')).rejects.toMatchObject({ code: 'session-expired' });
    expect(calls).toHaveLength(1);
    expect(options.onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('expires the session when no token can be had at all', async () => {
    const getToken = jest.fn(async () => {
      throw new Error('no account');
    });
    const { client, calls, options } = setup([], { getToken });
    await expect(client.get('/brands')).rejects.toMatchObject({ code: 'session-expired' });
    expect(calls).toHaveLength(0);
    expect(options.onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('expires the session on a 403 that says the user is not a product user', async () => {
    const { client, options } = setup([problem(403, 'user-not-registered', 'Forbidden')]);
    await expect(client.get('/users/me')).rejects.toMatchObject({ code: 'session-expired', status: 403 });
    expect(options.onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('expires the session when the call retried after renewal answers 403', async () => {
    const { client, calls, options } = setup([{ status: 401 }, problem(403, 'forbidden', 'Forbidden', 'You may not read brands.')]);
    await expect(client.get('/brands')).rejects.toMatchObject({ code: 'session-expired', status: 403, message: 'user session expired' });
    expect(calls).toHaveLength(2);
    expect(options.onSessionExpired).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('user session expired');
  });

  it('returns a permission 403 to the caller without ending the session', async () => {
    const { client, options } = setup([problem(403, 'forbidden', 'Forbidden', 'You may not delete brands.')]);
    const error = await client.del('/brands/B1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: 'forbidden', title: 'Forbidden', detail: 'You may not delete brands.' });
    expect(options.onSessionExpired).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it('retries a 500 with doubling waits and returns the later success', async () => {
    const { client, calls, waits } = setup([{ status: 500 }, { status: 503 }, { status: 200, body: { ok: 1 } }]);
    await expect(client.get('/projects')).resolves.toEqual({ ok: 1 });
    expect(calls).toHaveLength(3);
    expect(waits).toEqual([300, 600]);
  });

  it('gives up after three 500 answers with an ApiError', async () => {
    const { client, calls } = setup([
      problem(500, 'internal', 'Internal error'),
      problem(500, 'internal', 'Internal error'),
      problem(500, 'internal', 'Internal error'),
    ]);
    await expect(client.get('/projects')).rejects.toMatchObject({ status: 500, code: 'internal' });
    expect(calls).toHaveLength(3);
  });

  it('says the generic error, never a status line, when the answer carries no detail', async () => {
    const { client } = setup([
      { status: 500 },
      { status: 500 },
      { status: 500 },
      { status: 404, body: { code: 'not-found', title: 'Not Found', status: 404 } },
    ]);
    await expect(client.get('/projects')).rejects.toMatchObject({
      status: 500,
      message: "We can't satisfy your request right now. Please try again later.",
    });
    await expect(client.get('/projects/x')).rejects.toMatchObject({
      status: 404,
      message: "We can't satisfy your request right now. Please try again later.",
    });
  });

  it('says what a plain error body says when it is no problem document', async () => {
    const { client } = setup([{ status: 404, body: { statusCode: 404, error: 'Not Found', message: 'No such list.' } }]);
    await expect(client.get('/projects')).rejects.toMatchObject({ status: 404, code: 'http-404', message: 'No such list.' });
  });

  it('retries network failures and reports a network error when they persist', async () => {
    const ok = setup([new TypeError('Failed to fetch'), { status: 200, body: { ok: true } }]);
    await expect(ok.client.get('/projects')).resolves.toEqual({ ok: true });
    expect(ok.calls).toHaveLength(2);

    const down = setup([new TypeError('Failed to fetch'), new TypeError('Failed to fetch'), new TypeError('Failed to fetch')]);
    const failure = (await down.client.get('/projects').catch((e: unknown) => e)) as ApiError;
    expect(failure).toMatchObject({
      status: 0,
      code: 'network-error',
      message: "We can't satisfy your request right now. Please try again later.",
    });
    expect(failure.cause).toEqual(new TypeError('Failed to fetch'));
    expect(down.calls).toHaveLength(3);
  });

  it('gives a call without an answer the reference of its trace, and reports it with that reference', async () => {
    const reporter = jest.fn();
    setMonitoringReporter(reporter);
    try {
      const down = setup([new TypeError('Failed to fetch'), new TypeError('Failed to fetch'), new TypeError('Failed to fetch')]);
      const failure = (await down.client.get('/projects').catch((e: unknown) => e)) as ApiError;
      const traceId = (down.calls[0]!.init.headers as Record<string, string>).traceparent!.slice(3, 35);
      expect(failure.reference).toBe(traceId.slice(0, 8));
      expect(reporter).toHaveBeenCalledTimes(1);
      expect(reporter).toHaveBeenCalledWith(failure, { area: 'api', reference: failure.reference, traceId });

      // an answer is no failure to report here: the API logs and reports its own
      await setup([problem(409, 'duplicate-name', 'Conflict', 'The name is taken.')])
        .client.put('/brands/B1', {})
        .catch(() => undefined);
      expect(reporter).toHaveBeenCalledTimes(1);
    } finally {
      setMonitoringReporter();
    }
  });

  it('jitters the waits: between half and all of the doubling wait', async () => {
    const { client, waits } = setup([{ status: 500 }, { status: 503 }, { status: 200, body: {} }], {
      retry: { sleep: async (ms: number) => void waits.push(ms), random: () => 0 },
    });
    await client.get('/projects');
    expect(waits).toEqual([150, 300]);
  });

  it('sends every write with an Idempotency-Key, the same on each of its retries, so a POST is retried too', async () => {
    const { client, calls, header } = setup([{ status: 502 }, new TypeError('Failed to fetch'), { status: 200, body: { deleted: 2 } }]);
    await expect(client.post('/brands/bulk-delete', { eids: ['a', 'b'] })).resolves.toEqual({ deleted: 2 });
    expect(calls).toHaveLength(3);
    const key = header(0, 'Idempotency-Key');
    expect(key).toMatch(/^[\w-]{16,}$/);
    expect([header(1, 'Idempotency-Key'), header(2, 'Idempotency-Key')]).toEqual([key, key]);

    // the next write is another action: another key; a user action's own key is sent as given
    const next = setup([
      { status: 200, body: {} },
      { status: 200, body: {} },
      { status: 200, body: {} },
    ]);
    await next.client.put('/brands/B1', {});
    await next.client.put('/brands/B1', {}, { idempotencyKey: 'save-1' });
    await next.client.get('/brands/B1');
    expect(next.header(0, 'Idempotency-Key')).not.toBe(key);
    expect(next.header(1, 'Idempotency-Key')).toBe('save-1');
    expect(next.header(2, 'Idempotency-Key')).toBeUndefined();
  });

  it('stops retrying on a 4xx and on an aborted call', async () => {
    const refused = setup([{ status: 503 }, problem(422, 'idempotency-key-reused', 'Unprocessable content')]);
    await expect(refused.client.put('/brands/B1', {})).rejects.toMatchObject({ status: 422 });
    expect(refused.calls).toHaveLength(2);

    const controller = new AbortController();
    const aborted = setup([{ status: 503 }, { status: 200, body: {} }], { retry: { sleep: async () => controller.abort() } });
    await expect(aborted.client.get('/brands', { signal: controller.signal })).rejects.toMatchObject({ status: 503 });
    expect(aborted.calls).toHaveLength(1);
  });

  it('parses problem+json into ApiError with the whole body', async () => {
    const { client } = setup([problem(409, 'duplicate-name', 'Conflict', 'The name is taken.')]);
    const error = (await client.put('/brands/B1', { name: 'x' }).catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('The name is taken.');
    expect(error.problem).toEqual({
      type: 'https://ottilia.example/problems/duplicate-name',
      title: 'Conflict',
      status: 409,
      code: 'duplicate-name',
      detail: 'The name is taken.',
    });
  });

  it('returns the ETag when asked and sends If-Match / If-None-Match on writes', async () => {
    const { client, calls, header } = setup([
      { status: 200, body: { name: 'Brand' }, etag: 'W/"3"' },
      { status: 200, body: { name: 'Brand 2' }, etag: 'W/"4"' },
      { status: 201, body: { name: 'New' }, etag: 'W/"1"' },
      { status: 204 },
    ]);
    const { data, etag } = await client.get('/brands/B1', { withEtag: true });
    expect(data).toEqual({ name: 'Brand' });
    expect(etag).toBe('W/"3"');

    await expect(client.put('/brands/B1', { name: 'Brand 2' }, { ifMatch: etag!, withEtag: true })).resolves.toEqual({
      data: { name: 'Brand 2' },
      etag: 'W/"4"',
    });
    expect(header(1, 'If-Match')).toBe('W/"3"');
    expect(header(1, 'Content-Type')).toBe('application/json');
    expect(calls[1]!.init.body).toBe('{"name":"Brand 2"}');

    await client.put('/brands/B2', { name: 'New' }, { ifNoneMatch: '*' });
    expect(header(2, 'If-None-Match')).toBe('*');

    await expect(client.del('/brands/B1', { ifMatch: 'W/"4"' })).resolves.toBeUndefined();
    expect(calls[3]!.init.method).toBe('DELETE');
    expect(header(3, 'If-Match')).toBe('W/"4"');
  });

  it('builds the query string of list calls and passes extra headers', async () => {
    const { client, calls, header } = setup([{ status: 200, body: { content: [] } }]);
    await client.get('/cookies', {
      query: { page: 1, size: 20, $orderBy: 'name asc', $filter: "contains(name,'a b')", cc: 'en', skipped: undefined },
      headers: { 'x-project-id': 'P1' },
    });
    expect(calls[0]!.url).toBe("https://api.test/cookies?page=1&size=20&$orderBy=name%20asc&$filter=contains(name%2C'a%20b')&cc=en");
    expect(header(0, 'x-project-id')).toBe('P1');
  });
});
