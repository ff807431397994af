/**
 * Starts the API: checks the whole configuration (with NODE_ENV=production, every production
 * requirement; all problems listed, exit 1), opens the database (applying migrations under the
 * migration lock when MIGRATE_AT_START is on: by default outside production), runs the start
 * seeds once the schema is at head (src/seed/start-seeds.ts), listens, and shuts down cleanly
 * on SIGINT/SIGTERM. While the schema is behind it serves /health/ready as 503.
 */
import { mkdirSync } from 'node:fs';
import { buildApp } from './app.js';
import { ConfigError } from './config/config-problems.js';
import { loadStartConfig, type Config } from './config.js';
import { openDatabase } from './db/client.js';
import { createReadiness } from './health/readiness.js';
import { mailSettings } from './mail/mail-settings.js';
import { createMailer } from './mail/mailer.js';
import { createMailOutbox } from './mail/outbox.js';
import { seedAtStart } from './seed/start-seeds.js';
import { stopCleanlyOnSignals } from './shutdown.js';

let config: Config;
try {
  config = loadStartConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`The API did not start (NODE_ENV=${process.env.NODE_ENV ?? 'development'}): ${error.message}\n`);
  process.exit(1);
}
if (config.database.kind === 'pglite' && config.database.dataDir) mkdirSync(config.database.dataDir, { recursive: true });
const database = await openDatabase(config.database, { migrate: config.migrateAtStart });
const mailer = await createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom });
const outbox = createMailOutbox({
  db: database.db,
  url: database.url,
  embedded: database.kind === 'pglite',
  mailer,
  settings: mailSettings(),
});
const readiness = createReadiness(database.db, {
  whenAtHead: async () => {
    const seeded = await seedAtStart(config, database.db);
    app.log.info(
      { database: database.kind, ...seeded },
      seeded.demoData
        ? 'demo data seeded'
        : config.isProduction
          ? 'start seeds done (never demo data in production)'
          : 'existing data kept',
    );
  },
});
const app = await buildApp({ config, db: database.db, mailer, outbox, readiness });
await outbox.start(app.log);

if (database.migrationsApplied !== null) {
  app.log.info(
    { migrationsApplied: database.migrationsApplied },
    database.migrationsApplied > 0 ? 'migrations applied' : 'schema already at head',
  );
}
const state = await readiness
  .check()
  .catch((error: Error) => ({ ready: false, reason: 'database-unreachable', detail: error.message }) as const);
if (!state.ready) app.log.warn({ reason: state.reason }, `not ready: ${state.detail}`);
if (mailer.sink)
  app.log.info(
    { smtp: mailer.sink.url, reader: config.devMailReader ? 'GET /dev/mail (Super Admins)' : 'off' },
    'mail goes to the in-process sink',
  );

stopCleanlyOnSignals(app, [{ close: () => outbox.stop() }, mailer, database]);
// an error outside any request still reaches monitoring before the process ends, as Node would end it
process.on('uncaughtException', (error) => {
  app.log.fatal({ err: error }, 'uncaught exception');
  app.errorReports.report({
    level: 'error',
    error,
    message: error.message,
    method: '',
    route: 'process',
    status: 0,
    durationMs: 0,
    traceId: null,
    spanId: null,
  });
  void app.errorReports.flush().finally(() => process.exit(1));
});

await app.listen({ port: config.port, host: config.host });
