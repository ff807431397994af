/**
 * Issue 15 item 3: every error the server sends is application/problem+json with a stable code,
 * including the refusals of Fastify and of Node's HTTP parser. Some are sent as raw requests:
 * fetch would refuse to send them.
 */
import { connect } from 'node:net';
import { problem, startTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(() => t?.close());

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Writes `chunks` to a new connection (waiting `pause` ms between them) and reads the answer until the server closes. */
function raw(baseUrl: string, chunks: string[], pause = 0, between?: () => void): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      text += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
    socket.on('connect', async () => {
      for (const [i, chunk] of chunks.entries()) {
        if (i > 0) {
          between?.();
          await new Promise((r) => setTimeout(r, pause));
        }
        socket.write(chunk);
      }
    });
  });
}

function expectProblem(res: RawResponse, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(JSON.parse(res.body)).toMatchObject({ status, code, type: `https://ottilia.example/problems/${code}` });
}

test('an oversized query is 431 header-too-large as problem+json', async () => {
  const res = await raw(t.baseUrl, [`GET /brands?$filter=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`]);
  expectProblem(res, 431, 'header-too-large');
});

test('an oversized header is 431 header-too-large as problem+json', async () => {
  const res = await raw(t.baseUrl, [`GET /health HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'b'.repeat(20_000)}\r\n\r\n`]);
  expectProblem(res, 431, 'header-too-large');
});

test('a request the HTTP parser cannot read is 400 malformed-request', async () => {
  expectProblem(await raw(t.baseUrl, ['NOT HTTP AT ALL\r\n\r\n']), 400, 'malformed-request');
});

test('a path with broken percent-encoding is 400 bad-url', async () => {
  const res = await raw(t.baseUrl, ['GET /brands/%zz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n']);
  expectProblem(res, 400, 'bad-url');
});

test('an unknown route is 404 not-found', async () => {
  const res = await t.call('SUPER_ADMIN', { method: 'GET', url: '/no-such-thing' });
  expect(res.statusCode).toBe(404);
  expect(problem(res)).toMatchObject({ code: 'not-found', detail: 'There is no GET /no-such-thing.' });
});

test('a path that exists with another method is 405 method-not-allowed with Allow', async () => {
  const res = await t.call('SUPER_ADMIN', { method: 'POST', url: '/brands' });
  expect(res.statusCode).toBe(405);
  expect(res.headers.allow).toBe('GET, HEAD');
  expect(problem(res)).toMatchObject({ code: 'method-not-allowed', allow: ['GET', 'HEAD'] });
  const record = await t.call('SUPER_ADMIN', { method: 'POST', url: '/brands/BR-AURORA-GIN' });
  expect(record.statusCode).toBe(405);
  expect(record.headers.allow).toBe('DELETE, GET, HEAD, PUT');
  // without a token too: the path's methods are no secret, the data is
  expect((await t.call(null, { method: 'DELETE', url: '/markets' })).statusCode).toBe(405);
});

test('a body that is not JSON is 415 unsupported-media-type', async () => {
  for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
    const res = await t.call('SUPER_ADMIN', {
      method: 'PUT',
      url: '/brands/BR-NEW-ONE',
      headers: { 'content-type': type, 'if-none-match': '*' },
      body: 'name=Gin',
    });
    expect(res.statusCode).toBe(415);
    expect(problem(res).code).toBe('unsupported-media-type');
  }
  expect((await t.call('SUPER_ADMIN', { method: 'GET', url: '/brands/BR-NEW-ONE' })).statusCode).toBe(404);
});

test('a body over the limit is 413 payload-too-large', async () => {
  const body = JSON.stringify({ name: 'x'.repeat(300 * 1024), type: 'spirits' });
  const res = await t.call('SUPER_ADMIN', {
    method: 'PUT',
    url: '/brands/BR-HUGE',
    headers: { 'content-type': 'application/json', 'if-none-match': '*' },
    body,
  });
  expect(res.statusCode).toBe(413);
  expect(problem(res).code).toBe('payload-too-large');
});

test('malformed or empty JSON is 400 malformed-json', async () => {
  for (const body of ['{"name": "Gin",', '']) {
    const res = await t.call('SUPER_ADMIN', {
      method: 'PUT',
      url: '/brands/BR-BROKEN',
      headers: { 'content-type': 'application/json', 'if-none-match': '*' },
      body,
    });
    expect(res.statusCode).toBe(400);
    expect(problem(res).code).toBe('malformed-json');
  }
});

describe('unavailable', () => {
  let own: TestApp;
  beforeEach(async () => {
    own = await startTestApp({ seed: false });
  }, 120_000);

  test('without its database the API answers 503 service-unavailable with Retry-After', async () => {
    try {
      await own.closeDatabase();
      const res = await own.call(null, { method: 'GET', url: '/health' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(problem(res).code).toBe('service-unavailable');
    } finally {
      await own.close();
    }
  }, 60_000);

  test('a request that arrives while the server shuts down is 503 service-unavailable', async () => {
    let closing: Promise<void> | undefined;
    // the request has begun (so the connection is not idle) when the shutdown starts
    const res = await raw(own.baseUrl, ['GET /health HTTP/1.1\r\n', 'Host: localhost\r\n\r\n'], 100, () => {
      closing = own.app.close();
    });
    expectProblem(res, 503, 'service-unavailable');
    expect(res.headers['retry-after']).toBe('5');
    await closing;
    await own.outbox.stop();
    await own.mailer.close();
    await own.closeDatabase();
  }, 60_000);
});
