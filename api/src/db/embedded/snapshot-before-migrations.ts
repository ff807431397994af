/**
 * The automatic snapshot of the embedded database before migrations change it: a migration that
 * goes wrong (or a newer checkout's migration, then a switch back to an older branch) can then be
 * undone with the restore command. Only when migrations are pending, and the newest few are kept.
 */
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type pg from 'pg';
import { backupFileFor, prune } from './backup.js';
import type { EmbeddedDatabase } from './embedded-database.js';

const KEPT_SNAPSHOTS = 5;

/** Whether drizzle's migrator would apply something: it applies what is newer than the last applied. */
async function hasPendingMigrations(pool: pg.Pool, migrationsFolder: string): Promise<boolean> {
  const { rows } = await pool.query<{ applied: boolean }>(`select to_regclass('drizzle.__drizzle_migrations') is not null as applied`);
  // a new database: there is nothing to keep yet
  if (!rows[0]?.applied) return false;
  const last = await pool.query<{ created_at: string | null }>(
    'select max(created_at)::text as created_at from drizzle.__drizzle_migrations',
  );
  const lastApplied = Number(last.rows[0]?.created_at ?? 0);
  return readMigrationFiles({ migrationsFolder }).some((migration) => migration.folderMillis > lastApplied);
}

/** Dumps the database to `<folder>-backups/before-migrations-<time>.sql` when migrations are pending; answers the file. */
export async function snapshotBeforeMigrations(
  pool: pg.Pool,
  embedded: EmbeddedDatabase,
  dataDir: string,
  migrationsFolder: string,
): Promise<string | null> {
  if (!(await hasPendingMigrations(pool, migrationsFolder))) return null;
  const file = backupFileFor(dataDir, 'before-migrations');
  await embedded.dump(file);
  prune(dataDir, 'before-migrations', KEPT_SNAPSHOTS);
  console.log(`[embedded database] migrations are pending: the database was saved first to ${file}`);
  return file;
}
