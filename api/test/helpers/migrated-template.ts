/**
 * The migrated database every test database starts from
 * (docs/adr/0079-test-databases-from-a-migrated-template.md): the schema after every migration
 * plus pg-boss's schema and the mail queue, which is what a fresh database holds once the API has started on it. It is built through the
 * real paths (openDatabase migrating, the outbox's start) the first time a test asks for it, then
 * copied, instead of migrating and installing pg-boss in each test file:
 * - embedded: a dump of the PGlite data folder, .local/test-templates/<hash>.tar;
 * - PostgreSQL: the database `<admin database>_tpl_<hash>`, copied by `create database … template`.
 * The hash covers what the template is made of, so a new migration builds a new one. Two runs that
 * build at once each build their own copy and then rename it into place: one wins, neither sees a
 * half-built template. Tests of the migrations themselves use empty databases and migrate them.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, openAsBlob, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase, type OpenDatabase } from '../../src/db/client.js';
import { openPglite } from '../../src/db/embedded/embedded-database.js';
import { serveWireProtocol } from '../../src/db/embedded/wire-server.js';
import { migrationsFolder } from '../../src/db/migrate.js';
import { createMailer } from '../../src/mail/mailer.js';
import { idleOutbox } from './idle-outbox.js';

const here = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));
const apiDir = here('../../');
const cacheDir = here('../../../.local/test-templates/');

const filesUnder = (dir: string): string[] => readdirSync(dir, { withFileTypes: true, recursive: true })
  .filter((entry) => entry.isFile())
  .map((entry) => path.join(entry.parentPath, entry.name))
  .sort();

/** What the template is made of: the migrations, the outbox's pg-boss set-up, this file, and the two engines' versions. */
function templateHash(): string {
  const hash = createHash('sha256');
  const files = [...filesUnder(migrationsFolder), here('../../src/mail/outbox.ts'), here('./migrated-template.ts')];
  for (const file of files) hash.update(path.relative(apiDir, file)).update('\0').update(readFileSync(file)).update('\0');
  for (const pkg of ['@electric-sql/pglite', 'pg-boss']) {
    hash.update(`${pkg}@${(JSON.parse(readFileSync(path.join(apiDir, 'node_modules', pkg, 'package.json'), 'utf8')) as { version: string }).version}\0`);
  }
  return hash.digest('hex').slice(0, 16);
}

const quiet = { info() {}, warn() {}, error: (object: object, message: string) => console.error(message, object) };

/** What the API's start adds to a migrated database: pg-boss's schema and the mail queue. */
async function installMailQueue(database: OpenDatabase) {
  const mailer = await createMailer({ smtpUrl: null, from: 'test <t@example.com>' });
  const outbox = idleOutbox(database, mailer);
  try {
    await outbox.start(quiet, { worker: false });
  } finally {
    await outbox.stop();
    await mailer.close();
  }
}

async function migrateAndInstall(database: OpenDatabase) {
  try {
    await installMailQueue(database);
  } finally {
    await database.close();
  }
}

/** Migrates an in-memory PGlite over the wire protocol, as the API does, and dumps its data folder. */
async function buildEmbeddedImage(file: string): Promise<void> {
  const pglite = openPglite(null);
  try {
    const server = await serveWireProtocol(pglite);
    try {
      const database = await openDatabase({ kind: 'postgres', url: `postgres://postgres@127.0.0.1:${server.port}/postgres`, poolSize: 4 });
      await migrateAndInstall({ ...database, kind: 'pglite' }); // the outbox's embedded settings
    } finally {
      await server.close();
    }
    const image = Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer());
    const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
    await writeFile(partial, image);
    await rename(partial, file);
  } finally {
    await pglite.close();
  }
}

/** A builder that holds `<file>.building` this long has died or hangs: another one takes over. */
const BUILD_STALE_MS = 10 * 60_000;

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * One build at a time for all test files and processes: the first takes `<file>.building`, the
 * others wait for the file. A test file whose hook timed out while building must not leave the
 * next test file building a second copy beside it.
 */
async function ensureEmbeddedImage(file: string): Promise<void> {
  const lock = `${file}.building`;
  while (!existsSync(file)) {
    try {
      mkdirSync(cacheDir, { recursive: true });
      writeFileSync(lock, String(process.pid), { flag: 'wx' });
    } catch (error) {
      if ((error as { code?: string }).code !== 'EEXIST') throw error;
      let stale: boolean;
      try {
        const holder = Number(readFileSync(lock, 'utf8')); // 0 while its holder is still writing it
        stale = (holder > 0 && !isAlive(holder)) || Date.now() - statSync(lock).mtimeMs > BUILD_STALE_MS;
      } catch {
        continue; // released meanwhile
      }
      if (stale) rmSync(lock, { force: true });
      else await new Promise((resolve) => setTimeout(resolve, 500));
      continue;
    }
    try {
      await buildEmbeddedImage(file);
    } finally {
      rmSync(lock, { force: true });
    }
  }
}

/**
 * The embedded template's data-folder dump (built, and kept in .local, on first use). A Blob backed
 * by the file, not a copy in memory: jest keeps each test file's modules, and 40 MB each would add up.
 */
export async function embeddedTemplate(): Promise<Blob> {
  const file = path.join(cacheDir, `${templateHash()}.tar`);
  await ensureEmbeddedImage(file);
  return openAsBlob(file);
}

/** A statement (or a few) on the server of `url`, over a connection of its own. */
export async function withAdmin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

const databaseUrl = (adminUrl: string, name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** PostgreSQL refuses to rename or copy a database while a session is still on it; a closed pool's last one may be ending. */
async function whileInUse<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt === 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

async function buildPostgresTemplate(adminUrl: string, prefix: string, name: string): Promise<void> {
  const building = `${name}_b${randomBytes(4).toString('hex')}`;
  await withAdmin(adminUrl, (c) => c.query(`create database "${building}"`));
  try {
    await migrateAndInstall(await openDatabase({ kind: 'postgres', url: databaseUrl(adminUrl, building), poolSize: 2 }));
    await withAdmin(adminUrl, async (c) => {
      try {
        await whileInUse(() => c.query(`alter database "${building}" rename to "${name}"`));
      } catch (error) {
        if ((error as { code?: string }).code !== '42P04') throw error; // another run's template got there first
        await c.query(`drop database if exists "${building}"`);
      }
      // the templates of older migrations; one another run is copying right now stays (and is dropped next time)
      const { rows } = await c.query<{ datname: string }>('select datname from pg_database where datname ~ $1 and datname <> $2', [`^${prefix}_tpl_[0-9a-f]{16}$`, name]);
      for (const { datname } of rows) await c.query(`drop database if exists "${datname}"`).catch(() => undefined);
    });
  } catch (error) {
    await withAdmin(adminUrl, (c) => c.query(`drop database if exists "${building}" with (force)`)).catch(() => undefined);
    throw error;
  }
}

let postgres: Promise<string> | undefined;

/** The name of the PostgreSQL template on the server of `adminUrl` (built on first use). */
export function postgresTemplate(adminUrl: string): Promise<string> {
  postgres ??= (async () => {
    const prefix = (new URL(adminUrl).pathname.slice(1) || 'postgres').toLowerCase().replace(/[^a-z0-9_]/g, '_').slice(0, 30);
    const name = `${prefix}_tpl_${templateHash()}`;
    const { rowCount } = await withAdmin(adminUrl, (c) => c.query('select 1 from pg_database where datname = $1', [name]));
    if (!rowCount) await buildPostgresTemplate(adminUrl, prefix, name);
    return name;
  })();
  return postgres;
}

/** A new database on the server of `adminUrl`, a copy of the template (or empty); answers its URL. */
export async function createPostgresDatabase(adminUrl: string, name: string, { migrated }: { migrated: boolean }): Promise<string> {
  const template = migrated ? await postgresTemplate(adminUrl) : null;
  await withAdmin(adminUrl, (c) => whileInUse(() => c.query(`create database ${name}${template ? ` template "${template}"` : ''}`)));
  return databaseUrl(adminUrl, name);
}
