/**
 * The schema's migrations (drizzle-kit's SQL files in `drizzle/`), applied under a PostgreSQL
 * advisory lock: of several instances (or `npm run migrate` and a starting instance) that
 * migrate at the same moment, one applies the pending migrations while the others wait for the
 * lock and then find nothing left to apply. drizzle's migrator creates its bookkeeping schema
 * and table outside its transaction, so without the lock concurrent runs collide there.
 */
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';

// `drizzle/` sits beside `src/` and `dist/`, so this resolves from source and from the build.
export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** The advisory lock key of migrations: any constant no other part of the API locks on. */
const MIGRATION_LOCK_KEY = 7_261_134_402;

/** Each migration's timestamp (drizzle applies those newer than the newest applied one). */
const migrationTimes = () => readMigrationFiles({ migrationsFolder }).map((m) => m.folderMillis);

export interface SchemaStatus {
  /** Migrations recorded as applied in the database. */
  applied: number;
  /** Migrations this build has. */
  known: number;
  /** Nothing of this build is pending (a newer release may have applied more: still at head). */
  atHead: boolean;
}

/** Runs one statement and answers its rows (a `pg` pool or client, or the drizzle database). */
export type RunQuery = (text: string) => Promise<Record<string, unknown>[]>;

export const poolQuery =
  (db: Pick<pg.Pool | pg.PoolClient, 'query'>): RunQuery =>
  async (text) =>
    (await db.query(text)).rows as Record<string, unknown>[];

export async function schemaStatus(query: RunQuery): Promise<SchemaStatus> {
  const times = migrationTimes();
  const head = Math.max(...times);
  const [exists] = await query(`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!exists?.present) return { applied: 0, known: times.length, atHead: false };
  const [row] = await query('select count(*) as applied, max(created_at) as newest from drizzle.__drizzle_migrations');
  const newest = row?.newest == null ? null : Number(row.newest);
  return { applied: Number(row?.applied ?? 0), known: times.length, atHead: newest !== null && newest >= head };
}

/** Applies the pending migrations under the lock; answers how many this call applied. */
export async function migrateUnderLock(pool: pg.Pool): Promise<{ applied: number; status: SchemaStatus }> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      const before = await schemaStatus(poolQuery(client));
      // on the locked connection itself, so the lock covers every statement drizzle runs
      await migrate(drizzle({ client }), { migrationsFolder });
      const status = await schemaStatus(poolQuery(client));
      return { applied: status.applied - before.applied, status };
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } catch (error) {
    broken = error as Error;
    throw error;
  } finally {
    // a connection that failed mid-way is closed rather than handed out again
    client.release(broken);
  }
}
