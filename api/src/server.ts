/**
 * Starts the API: opens the database (applying migrations), seeds the demo data into an empty
 * one, listens, and shuts down cleanly on SIGINT/SIGTERM.
 */
import { mkdirSync } from 'node:fs';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { mailSettings } from './mail/mail-settings.js';
import { createMailer } from './mail/mailer.js';
import { createMailOutbox } from './mail/outbox.js';
import { seedDemoData } from './seed/demo.js';
import { seedTranslations } from './translations/translation-seed.js';
import { stopCleanlyOnSignals } from './shutdown.js';

const config = loadConfig();
if (config.database.kind === 'pglite' && config.database.dataDir) mkdirSync(config.database.dataDir, { recursive: true });
const database = await openDatabase(config.database);
const mailer = await createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom });
const outbox = createMailOutbox({ db: database.db, url: database.url, embedded: database.kind === 'pglite', mailer, settings: mailSettings() });
const app = await buildApp({ config, db: database.db, mailer, outbox });
await outbox.start(app.log);

const seeded = await seedDemoData(database.db);
app.log.info({ database: database.kind, seeded }, seeded ? 'demo data seeded' : 'existing data kept');
// every start: new bundled English keys reach the translations service; Super Admin edits stay
if (config.translationsApiKey) await seedTranslations(database.db);
if (mailer.sink) app.log.info({ smtp: mailer.sink.url, reader: config.devMailReader ? 'GET /dev/mail (Super Admins)' : 'off' }, 'mail goes to the in-process sink');

stopCleanlyOnSignals(app, [{ close: () => outbox.stop() }, mailer, database]);

await app.listen({ port: config.port, host: config.host });
