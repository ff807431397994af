/**
 * The operator's view of the mail outbox (docs/adr/0061-mail-through-a-transactional-outbox.md), on the configured
 * database: `npm run mail -- status` prints the counts, `dead` lists the mails given up on with
 * their last error, `resend [id…]` gives those (or all dead mails) a new round of attempts, sent
 * by the running API instances' workers.
 */
import { eq } from 'drizzle-orm';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { mailOutbox } from './outbox-table.js';
import { mailSettings } from './mail-settings.js';
import { createMailer } from './mailer.js';
import { createMailOutbox, outboxStats } from './outbox.js';

const [command, ...ids] = process.argv.slice(2);
if (!['status', 'dead', 'resend'].includes(command ?? '')) {
  console.error('usage: npm run mail -- status | dead | resend [id…]');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase(config.database);
try {
  if (command === 'status') console.log(JSON.stringify(await outboxStats(database.db), null, 2));
  if (command === 'dead') {
    const dead = await database.db
      .select({
        id: mailOutbox.id,
        to: mailOutbox.recipients,
        subject: mailOutbox.subject,
        attempts: mailOutbox.attempts,
        lastError: mailOutbox.lastError,
        createdAt: mailOutbox.createdAt,
      })
      .from(mailOutbox)
      .where(eq(mailOutbox.state, 'DEAD'))
      .orderBy(mailOutbox.createdAt);
    for (const mail of dead) console.log(JSON.stringify(mail));
  }
  if (command === 'resend') {
    // no transport is used here: the API instances' workers send
    const mailer = await createMailer({ smtpUrl: config.smtpUrl ?? 'smtp://127.0.0.1:1', from: config.mailFrom });
    const outbox = createMailOutbox({
      db: database.db,
      url: database.url,
      embedded: database.kind === 'pglite',
      mailer,
      settings: mailSettings(),
    });
    await outbox.start(console, { worker: false });
    console.log(`${await outbox.resend(ids.length ? ids : undefined)} mail(s) queued again`);
    await outbox.stop();
    await mailer.close();
  }
} finally {
  await database.close();
}
