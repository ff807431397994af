/**
 * Behind a load balancer (TRUST_PROXY): the client address for rate limits and logs comes from
 * X-Forwarded-For only through trusted hops; otherwise the socket's peer counts, whatever the
 * caller claims.
 */
import { buildApp, type App } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { idleOutbox } from './helpers/idle-outbox.js';
import { createMailer, type Mailer } from '../src/mail/mailer.js';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.js';

let database: TestDatabase;
let mailer: Mailer;
beforeAll(async () => {
  database = await createTestDatabase();
  mailer = await createMailer({ smtpUrl: null, from: 'test <t@example.com>' });
}, 120_000);
afterAll(async () => {
  await mailer?.close();
  await database?.close();
});

/** An instance with a budget of 2 calls a minute per address, logging each request's address. */
async function instance(trustProxy: string | undefined) {
  const logged: string[] = [];
  const stream = {
    write: (line: string) => {
      const entry = JSON.parse(line);
      if (entry.req?.remoteAddress) logged.push(entry.req.remoteAddress);
    },
  };
  const config = loadConfig({ NODE_ENV: 'test', RATE_LIMIT_PER_MINUTE: '2', ...(trustProxy ? { TRUST_PROXY: trustProxy } : {}) });
  const app: App = await buildApp({
    config,
    db: database.db,
    mailer,
    outbox: idleOutbox(database, mailer),
    logger: { level: 'info', stream },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const call = async (forwardedFor: string) =>
    (await fetch(`http://127.0.0.1:${port}/health/live`, { headers: { 'x-forwarded-for': forwardedFor } })).status;
  return { app, logged, call };
}

test('without TRUST_PROXY, X-Forwarded-For is ignored: every caller through this peer shares its budget', async () => {
  const { app, logged, call } = await instance(undefined);
  try {
    expect([await call('203.0.113.1'), await call('203.0.113.2'), await call('203.0.113.3')]).toEqual([200, 200, 429]);
    expect(new Set(logged)).toEqual(new Set(['127.0.0.1']));
  } finally {
    await app.close();
  }
});

test.each([
  ['a hop count', '1'],
  ["the proxy's address", '127.0.0.1'],
  ['its range', '127.0.0.0/8'],
])('trusting %s, each client behind the proxy has its own budget, and a forged first hop buys nothing', async (_what, setting) => {
  const { app, logged, call } = await instance(setting);
  try {
    expect([await call('203.0.113.1'), await call('203.0.113.1'), await call('203.0.113.1')]).toEqual([200, 200, 429]);
    expect(await call('203.0.113.2')).toBe(200);
    // the proxy appends the address it saw; what the client wrote before it is not believed
    expect(await call('198.51.100.7, 203.0.113.1')).toBe(429);
    expect(logged).toEqual(['203.0.113.1', '203.0.113.1', '203.0.113.1', '203.0.113.2', '203.0.113.1']);
  } finally {
    await app.close();
  }
});

test('a peer that is not the trusted proxy cannot set the client address', async () => {
  const { app, logged, call } = await instance('10.20.30.40');
  try {
    expect([await call('203.0.113.1'), await call('203.0.113.2'), await call('203.0.113.3')]).toEqual([200, 200, 429]);
    expect(new Set(logged)).toEqual(new Set(['127.0.0.1']));
  } finally {
    await app.close();
  }
});
