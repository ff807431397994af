/** An outbox that is never started, for app instances of tests that send no mail. */
import type { OpenDatabase } from '../../src/db/client.js';
import { mailSettings } from '../../src/mail/mail-settings.js';
import type { Mailer } from '../../src/mail/mailer.js';
import { createMailOutbox } from '../../src/mail/outbox.js';

export const idleOutbox = (database: OpenDatabase, mailer: Mailer) =>
  createMailOutbox({ db: database.db, url: database.url, embedded: database.kind === 'pglite', mailer, settings: mailSettings() });
