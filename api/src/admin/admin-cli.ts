/**
 * `npm run admin -- create-super-admin <email> [--name "Display Name"] [--force]` in the api
 * package (after its build), with the API's environment: the first Super Admin of a database,
 * invited through the configured directory and mail (src/admin/create-super-admin.ts).
 * Exit code 0 when the person is (or already was) a Super Admin, 1 when refused or failed.
 */
import { parseArgs } from 'node:util';
import { ConfigError } from '../config/config-problems.js';
import { loadStartConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { Problem } from '../http/problem.js';
import { directoryFor } from '../identity/directory-for-config.js';
import { mailSettings } from '../mail/mail-settings.js';
import { createMailer } from '../mail/mailer.js';
import { createMailOutbox } from '../mail/outbox.js';
import { createSuperAdmin } from './create-super-admin.js';

const USAGE = 'usage: npm run admin -- create-super-admin <email> [--name "Display Name"] [--force]';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

const { positionals, values } = (() => {
  try {
    return parseArgs({ allowPositionals: true, options: { name: { type: 'string' }, force: { type: 'boolean', default: false } } });
  } catch (error) {
    return fail(`${(error as Error).message}\n${USAGE}`);
  }
})();
const [command, email, ...extra] = positionals;
if (command !== 'create-super-admin' || !email || extra.length > 0) fail(USAGE);

let config;
try {
  config = loadStartConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(`create-super-admin needs the API's configuration: ${error.message}`);
  throw error;
}
const database = await openDatabase(config.database, { migrate: false });
// the invitation goes into the outbox with the user; the API instances' workers send it
const mailer = await createMailer({ smtpUrl: config.smtpUrl ?? 'smtp://127.0.0.1:1', from: config.mailFrom });
const outbox = createMailOutbox({
  db: database.db,
  url: database.url,
  embedded: database.kind === 'pglite',
  mailer,
  settings: mailSettings(),
});
try {
  const status = await database.schemaStatus();
  if (!status.atHead) fail(`The database has ${status.applied} of ${status.known} migrations: run \`npm run migrate\` first.`);
  await outbox.start(console, { worker: false });
  const outcome = await createSuperAdmin(
    { db: database.db, directory: directoryFor(config.directory), outbox, appOrigin: config.appOrigin },
    { email, displayName: values.name, force: values.force },
  );
  switch (outcome.result) {
    case 'invited':
      console.log(
        `${email} is invited as Super Admin (user ${outcome.eid}); the invitation mail is in the outbox, sent by the running API instances.`,
      );
      break;
    case 'promoted':
      console.log(`${email} was already a user (${outcome.state}) and is now a Super Admin.`);
      break;
    case 'already-super-admin':
      console.log(
        `${email} is already a Super Admin (${outcome.state}); nothing changed.${outcome.state === 'INVITED' ? ' --force sends a new invitation.' : ''}`,
      );
      break;
    case 'refused':
      fail(
        `Refused: the database already has a Super Admin (${outcome.superAdmins.join(', ')}). Invite further ones in the portal, or add --force.`,
      );
  }
} catch (error) {
  fail(
    error instanceof Problem ? `${error.title}: ${error.detail ?? error.code}` : `create-super-admin failed: ${(error as Error).message}`,
  );
} finally {
  await outbox.stop();
  await mailer.close();
  await database.close();
}
