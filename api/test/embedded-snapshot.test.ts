// Before migrations change an embedded database, it is saved (src/db/embedded/snapshot-before-migrations.ts).
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../src/db/client.js';
import { backupsFolderOf } from '../src/db/embedded/backup.js';
import { startEmbeddedDatabase } from '../src/db/embedded/embedded-database.js';
import { snapshotBeforeMigrations } from '../src/db/embedded/snapshot-before-migrations.js';

const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));
let root: string;
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'ottilia-snapshot-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The migrations of this checkout plus one newer: what the next checkout brings. */
function withOneMoreMigration(): string {
  const folder = path.join(root, 'drizzle-next');
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number; when: number; tag: string }[] };
  const last = journal.entries.at(-1)!;
  journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1000, tag: '9999_next' });
  writeFileSync(journalFile, JSON.stringify(journal));
  writeFileSync(path.join(folder, '9999_next.sql'), 'create table next_thing (n int);');
  return folder;
}

test('the database is dumped before pending migrations, and not when none are pending', async () => {
  const dataDir = path.join(root, 'api-data');
  // a new database: nothing to save, the migrations create it
  await (await openDatabase({ kind: 'pglite', dataDir })).close();
  expect(readdirSync(root)).not.toContain('api-data-backups');

  const embedded = await startEmbeddedDatabase(dataDir);
  const pool = new pg.Pool({ connectionString: embedded.url, max: 1 });
  try {
    expect(await snapshotBeforeMigrations(pool, embedded, dataDir, migrationsFolder)).toBeNull();
    const file = await snapshotBeforeMigrations(pool, embedded, dataDir, withOneMoreMigration());
    expect(file && path.dirname(file)).toBe(backupsFolderOf(dataDir));
    expect(path.basename(file!)).toMatch(/^before-migrations-.*\.sql$/);
    const dump = readFileSync(file!, 'utf8');
    // what the restore needs to bring the database back to before the migration
    expect(dump).toContain('CREATE TABLE drizzle.__drizzle_migrations');
    expect(dump).toContain('INSERT INTO drizzle.__drizzle_migrations VALUES');
  } finally {
    await pool.end();
    await embedded.close();
  }
}, 180_000);
