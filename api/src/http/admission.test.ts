import Fastify, { type FastifyInstance } from 'fastify';
import { registerAdmission } from './admission.js';
import { registerErrorHandling } from './error-handler.js';

let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  app = Fastify({ logger: false });
  registerErrorHandling(app);
  registerAdmission(app, { maxInFlight: 1, maxQueued: 1, maxWaitMs: 150 });
  app.get('/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    return { done: true };
  });
  app.get('/fast', async () => ({ done: true }));
  app.get('/health', async () => ({ status: 'ok' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => app.close());

const get = async (path: string) => {
  const res = await fetch(`${base}${path}`);
  return {
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    type: res.headers.get('content-type'),
    body: (await res.json()) as Record<string, unknown>,
  };
};
const tick = () => new Promise((resolve) => setTimeout(resolve, 50));

test('beyond the slots and the queue a request is refused at once with 503 and Retry-After; /health still answers', async () => {
  const slow = get('/slow');
  await tick();
  const queued = get('/fast');
  await tick();
  const started = Date.now();
  const refused = await get('/fast');
  expect(Date.now() - started).toBeLessThan(100);
  expect(refused).toMatchObject({ status: 503, retryAfter: '1', body: { code: 'overloaded' } });
  expect(refused.type).toMatch(/^application\/problem\+json/);
  expect((await get('/health')).status).toBe(200);
  // the queued one waited its 150 ms, no longer
  expect(await queued).toMatchObject({ status: 503, body: { code: 'overloaded' } });
  expect((await slow).status).toBe(200);
});

test('a queued request gets the slot when it frees, and slots come back after every answer', async () => {
  const first = get('/fast');
  const second = get('/fast');
  expect((await first).status).toBe(200);
  expect((await second).status).toBe(200);
  const results = [];
  for (let i = 0; i < 5; i++) results.push((await get('/fast')).status);
  expect(results).toEqual([200, 200, 200, 200, 200]);
});
