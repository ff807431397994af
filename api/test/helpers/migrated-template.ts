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
 *
 * The seeded template is the migrated one plus the demo data and translations as of today (UTC), what
 * startTestApp() seeds: the seed is a function of the day, so a copy of today's seeded template is the
 * database seeding would give, without seeding it again in every test file.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase, type OpenDatabase } from '../../src/db/client.js';
import { openPglite } from '../../src/db/embedded/embedded-database.js';
import { serveWireProtocol } from '../../src/db/embedded/wire-server.js';
import { migrationsFolder } from '../../src/db/migrate.js';
import { createMailer } from '../../src/mail/mailer.js';
import { seedDemoData } from '../../src/seed/demo.js';
import { seedTranslations } from '../../src/translations/translation-seed.js';
import { idleOutbox } from './idle-outbox.js';

const here = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));
const apiDir = here('../../');
const cacheDir = here('../../../.local/test-templates/');

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();

/** What the template is made of: the migrations, the outbox's pg-boss set-up, this file, and the two engines' versions. */
function templateHash(): string {
  const hash = createHash('sha256');
  const files = [...filesUnder(migrationsFolder), here('../../src/mail/outbox.ts'), here('./migrated-template.ts')];
  for (const file of files) hash.update(path.relative(apiDir, file)).update('\0').update(readFileSync(file)).update('\0');
  for (const pkg of ['@electric-sql/pglite', 'pg-boss']) {
    hash.update(
      `${pkg}@${(JSON.parse(readFileSync(path.join(apiDir, 'node_modules', pkg, 'package.json'), 'utf8')) as { version: string }).version}\0`,
    );
  }
  return hash.digest('hex').slice(0, 16);
}

/** The seeded template's: the migrated one's, every source the seed can read, and the day it seeds for. */
function seededHash(today: string): string {
  const hash = createHash('sha256').update(`${templateHash()}\0${today}\0`);
  for (const file of [...filesUnder(here('../../src/')), ...filesUnder(here('../../../shared-contracts/src/'))]) {
    hash.update(path.relative(apiDir, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

export type TemplateKind = 'migrated' | 'seeded';

/** What startTestApp() seeds into a new database (demo data as of `today`, translations). */
export async function seedTestData(database: { db: OpenDatabase['db'] }, today: Date) {
  await seedDemoData(database.db, today);
  await seedTranslations(database.db);
}

const utcDay = (date: Date) => date.toISOString().slice(0, 10);

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

/**
 * Migrates an in-memory PGlite over the wire protocol, as the API does, and dumps its data folder;
 * with `seedFrom` (the migrated image), seeds a copy of that instead.
 */
async function buildEmbeddedImage(file: string, seedFrom?: { image: Blob; today: Date }): Promise<void> {
  const pglite = openPglite(null, seedFrom?.image);
  try {
    const server = await serveWireProtocol(pglite);
    try {
      const url = `postgres://postgres@127.0.0.1:${server.port}/postgres`;
      if (seedFrom) {
        const database = await openDatabase({ kind: 'postgres', url, poolSize: 4 }, { migrate: false });
        try {
          await seedTestData(database, seedFrom.today);
        } finally {
          await database.close();
        }
      } else {
        const database = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
        await migrateAndInstall({ ...database, kind: 'pglite' }); // the outbox's embedded settings
      }
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
async function ensureEmbeddedImage(file: string, build: () => Promise<void>): Promise<void> {
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
      await build();
      dropStaleImages(file);
    } finally {
      rmSync(lock, { force: true });
    }
  }
}

/** Images of other days or sources, left by earlier runs (old enough that no run still reads them). */
function dropStaleImages(built: string) {
  const current = templateHash();
  for (const entry of readdirSync(cacheDir)) {
    const file = path.join(cacheDir, entry);
    if (file === built || entry === `${current}.tar` || !entry.endsWith('.tar')) continue;
    if (Date.now() - statSync(file).mtimeMs > 2 * 86_400_000) rmSync(file, { force: true });
  }
}

/**
 * The embedded template's data-folder dump (built, and kept in .local, on first use). Read from its
 * file only when PGlite asks: jest keeps each test file's modules, and 40 MB each would add up; and
 * one read of the file costs less than a file-backed Blob's stream of chunks (ADR 0380).
 */
export async function embeddedTemplate(kind: TemplateKind = 'migrated', today = new Date()): Promise<Blob> {
  const migrated = path.join(cacheDir, `${templateHash()}.tar`);
  await ensureEmbeddedImage(migrated, () => buildEmbeddedImage(migrated));
  if (kind === 'migrated') return new ImageFile(migrated);
  const seeded = path.join(cacheDir, `${templateHash()}-seeded-${seededHash(utcDay(today))}.tar`);
  await ensureEmbeddedImage(seeded, async () => buildEmbeddedImage(seeded, { image: new ImageFile(migrated), today }));
  return new ImageFile(seeded);
}

/** A Blob whose bytes are the file's, read in one go when asked (PGlite asks once, for all of them). */
class ImageFile extends Blob {
  constructor(private readonly file: string) {
    super([]);
  }
  override async arrayBuffer(): Promise<ArrayBuffer> {
    const bytes = await readFile(this.file);
    return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  }
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
      // the templates of older migrations and their seeded copies; one another run is copying right now stays (and is dropped next time)
      const { rows } = await c.query<{ datname: string }>('select datname from pg_database where datname ~ $1 and datname <> $2', [
        `^${prefix}_tpl_[0-9a-f]{16}(_s[0-9a-f]{8})?$`,
        name,
      ]);
      for (const { datname } of rows) await c.query(`drop database if exists "${datname}"`).catch(() => undefined);
    });
  } catch (error) {
    await withAdmin(adminUrl, (c) => c.query(`drop database if exists "${building}" with (force)`)).catch(() => undefined);
    throw error;
  }
}

/** Copies the migrated template and seeds the copy, then renames it into place (as buildPostgresTemplate does). */
async function buildSeededPostgresTemplate(adminUrl: string, migrated: string, name: string, today: Date): Promise<void> {
  const building = `${migrated}_b${randomBytes(4).toString('hex')}`; // within PostgreSQL's 63 characters
  await withAdmin(adminUrl, (c) => whileInUse(() => c.query(`create database "${building}" template "${migrated}"`)));
  try {
    const database = await openDatabase({ kind: 'postgres', url: databaseUrl(adminUrl, building), poolSize: 2 }, { migrate: false });
    try {
      await seedTestData(database, today);
    } finally {
      await database.close();
    }
    await withAdmin(adminUrl, async (c) => {
      try {
        await whileInUse(() => c.query(`alter database "${building}" rename to "${name}"`));
      } catch (error) {
        if ((error as { code?: string }).code !== '42P04') throw error;
        await c.query(`drop database if exists "${building}"`);
      }
      // the seeded templates of other days or sources
      const { rows } = await c.query<{ datname: string }>('select datname from pg_database where datname ~ $1 and datname <> $2', [
        `^${migrated}_s[0-9a-f]{8}$`,
        name,
      ]);
      for (const { datname } of rows) await c.query(`drop database if exists "${datname}"`).catch(() => undefined);
    });
  } catch (error) {
    await withAdmin(adminUrl, (c) => c.query(`drop database if exists "${building}" with (force)`)).catch(() => undefined);
    throw error;
  }
}

const postgres = new Map<string, Promise<string>>();

/** The name of the PostgreSQL template of `kind` on the server of `adminUrl` (built on first use). */
export function postgresTemplate(adminUrl: string, kind: TemplateKind = 'migrated', today = new Date()): Promise<string> {
  const key = kind === 'migrated' ? kind : `${kind}:${utcDay(today)}`;
  let template = postgres.get(key);
  if (!template) {
    template = (async () => {
      const prefix = (new URL(adminUrl).pathname.slice(1) || 'postgres')
        .toLowerCase()
        .replace(/[^a-z0-9_]/g, '_')
        .slice(0, 30);
      const migrated = `${prefix}_tpl_${templateHash()}`;
      // at most 30 + 5 + 16 + 2 + 8 characters: PostgreSQL cuts names at 63
      const name = kind === 'migrated' ? migrated : `${migrated}_s${seededHash(utcDay(today)).slice(0, 8)}`;
      const { rowCount } = await withAdmin(adminUrl, (c) => c.query('select 1 from pg_database where datname = $1', [name]));
      if (rowCount) return name;
      if (kind === 'migrated') await buildPostgresTemplate(adminUrl, prefix, name);
      else await buildSeededPostgresTemplate(adminUrl, await postgresTemplate(adminUrl), name, today);
      return name;
    })();
    postgres.set(key, template);
  }
  return template;
}

/** A new database on the server of `adminUrl`, a copy of the template of `kind` (or empty); answers its URL. */
export async function createPostgresDatabase(adminUrl: string, name: string, kind: TemplateKind | 'empty'): Promise<string> {
  const template = kind === 'empty' ? null : await postgresTemplate(adminUrl, kind);
  await withAdmin(adminUrl, (c) => whileInUse(() => c.query(`create database ${name}${template ? ` template "${template}"` : ''}`)));
  return databaseUrl(adminUrl, name);
}
