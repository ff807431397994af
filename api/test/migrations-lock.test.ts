/**
 * Migrations as a release step: an instance on a database whose schema is behind serves but is
 * not ready; several instances migrating at once apply each migration exactly once (the
 * advisory lock, src/db/migrate.ts).
 */
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { idleOutbox } from './helpers/idle-outbox.js';
import { createMailer } from '../src/mail/mailer.js';
import { createTestDatabase } from './helpers/test-database.js';
import { emptyPostgresDatabase } from './helpers/empty-postgres.js';

test('on an empty database /health/live answers and /health/ready is 503 until the migrations ran', async () => {
  const database = await createTestDatabase({ migrate: false });
  const mailer = await createMailer({ smtpUrl: null, from: 'test <t@example.com>' });
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test' }),
    db: database.db,
    mailer,
    outbox: idleOutbox(database, mailer),
    logger: false,
  });
  try {
    expect(database.migrationsApplied).toBeNull();
    expect((await app.inject({ method: 'GET', url: '/health/live' })).json()).toEqual({ status: 'live' });
    for (const url of ['/health/ready', '/health']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.json()).toMatchObject({
        code: 'not-ready-schema-behind',
        detail: expect.stringMatching(/has 0 of this release's \d+ migrations/),
      });
    }
    // the release step (npm run migrate), from another connection pool
    const migrating = await database.openAnother();
    const { known } = await migrating.schemaStatus();
    expect(migrating.migrationsApplied).toBe(known);
    await migrating.close();
    expect((await app.inject({ method: 'GET', url: '/health/ready' })).json()).toEqual({ status: 'ready' });
    expect((await app.inject({ method: 'GET', url: '/health' })).json()).toEqual({ status: 'ok' });
  } finally {
    await app.close();
    await mailer.close();
    await database.close();
  }
}, 120_000);

const onPostgres = process.env.DATABASE_URL ? test : test.skip;

onPostgres(
  'four pools migrating an empty PostgreSQL database at once: one applies every migration, none fails',
  async () => {
    const empty = await emptyPostgresDatabase();
    try {
      const results = await Promise.allSettled([1, 2, 3, 4].map(() => openDatabase({ kind: 'postgres', url: empty.url, poolSize: 3 })));
      const opened = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
      try {
        expect(results.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason))).toEqual([]);
        const { known, applied, atHead } = await opened[0]!.schemaStatus();
        expect({ applied, atHead }).toEqual({ applied: known, atHead: true });
        expect(opened.map((d) => d.migrationsApplied).sort()).toEqual([0, 0, 0, known]);
      } finally {
        await Promise.all(opened.map((d) => d.close()));
      }
    } finally {
      await empty.drop();
    }
  },
  120_000,
);
