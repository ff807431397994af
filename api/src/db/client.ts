/**
 * Opens the database the config names, embedded PGlite (a folder, or memory:// for tests) or
 * PostgreSQL, through the same `pg` pool and drizzle driver, and applies the same drizzle-kit
 * migrations to either, under the migration lock (src/db/migrate.ts), unless told not to. PGlite
 * runs behind the wire protocol (src/db/embedded): in a child process, so its queries never stop
 * the API's HTTP handling (in this process for tests).
 */
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { servePglite, startEmbeddedDatabase, VACUUM } from './embedded/embedded-database.js';
import { snapshotBeforeMigrations } from './embedded/snapshot-before-migrations.js';
import { migrateUnderLock, migrationsFolder, poolQuery, schemaStatus, type SchemaStatus } from './migrate.js';

/**
 * No schema object: queries name their tables (each defined next to its resource, *-table.ts),
 * and nothing uses drizzle's relational `db.query` API, which would need them all in one place.
 */
type NoSchema = Record<string, never>;
/** The drizzle database, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, NoSchema>;
export type Transaction = PgTransaction<PgQueryResultHKT, NoSchema, ExtractTablesWithRelations<NoSchema>>;
/** Anything queries can run on: the database or an open transaction. */
export type Executor = Database | Transaction;

export type DatabaseTarget =
  | { kind: 'pglite'; dataDir: string | null } // null = in memory
  // in memory, in this process, from a dump of a data folder (tests start from a migrated template)
  | { kind: 'pglite'; dataDir: null; image: Blob }
  | { kind: 'postgres'; url: string; poolSize?: number };

export interface OpenDatabase {
  db: Database;
  kind: DatabaseTarget['kind'];
  /** A `pg` connection string to the same database (a second pool, as another instance opens). */
  url: string;
  /** Migrations this opening applied (0: none were pending, or another instance applied them); null = not asked to migrate. */
  migrationsApplied: number | null;
  /** Where the schema stands against this build's migrations (for readiness). */
  schemaStatus(): Promise<SchemaStatus>;
  close(): Promise<void>;
}

/** PGlite runs one query at a time: a few connections keep the next query queued, no more. */
const EMBEDDED_POOL_SIZE = 4;

function openPool(url: string, max: number) {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection the server ends (restart, failover, a dropped test database) is emitted
  // on the pool; unhandled, that event would stop the process. The pool replaces the connection
  // on the next query, and a query that meets a dead server still fails with its own error.
  pool.on('error', (error) => process.emitWarning(`the database ended an idle connection: ${error.message}`));
  return pool;
}

export async function openDatabase(target: DatabaseTarget, { migrate = true }: { migrate?: boolean } = {}): Promise<OpenDatabase> {
  const embedded =
    target.kind !== 'pglite'
      ? null
      : 'image' in target
        ? await servePglite(null, target.image)
        : await startEmbeddedDatabase(target.dataDir);
  const url = target.kind === 'postgres' ? target.url : embedded!.url;
  const pool = openPool(url, target.kind === 'postgres' ? (target.poolSize ?? 20) : EMBEDDED_POOL_SIZE);
  const db = drizzlePg({ client: pool });
  let migrationsApplied: number | null = null;
  try {
    if (migrate) {
      if (embedded && target.kind === 'pglite' && target.dataDir)
        await snapshotBeforeMigrations(pool, embedded, target.dataDir, migrationsFolder);
      migrationsApplied = (await migrateUnderLock(pool)).applied;
      // a migration may have rewritten rows (0006 did): clean up and count before serving; with
      // nothing applied there is nothing new to clean (the 10-minute VACUUM keeps up), and a start saves about 0.5 s
      if (embedded && migrationsApplied > 0) await pool.query(VACUUM);
    }
  } catch (error) {
    await pool.end();
    await embedded?.close();
    throw error;
  }
  return {
    db,
    kind: target.kind,
    url,
    migrationsApplied,
    schemaStatus: () => schemaStatus(poolQuery(pool)),
    async close() {
      await pool.end();
      await embedded?.close();
    },
  };
}

/** The rows of a raw query; both drivers answer `{ rows }` (typed per driver, so unknown here). */
export async function queryRows(db: Executor, query: SQL): Promise<Record<string, unknown>[]> {
  return ((await db.execute(query)) as { rows: Record<string, unknown>[] }).rows;
}
