/**
 * Opens the database the config names, embedded PGlite (a folder, or memory:// for tests) or
 * PostgreSQL through a `pg` pool, and applies the same drizzle-kit migrations to either.
 */
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** The drizzle database, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything queries can run on: the database or an open transaction. */
export type Executor = Database | Transaction;

export type DatabaseTarget =
  | { kind: 'pglite'; dataDir: string | null } // null = in memory
  | { kind: 'postgres'; url: string; poolSize?: number };

export interface OpenDatabase {
  db: Database;
  kind: DatabaseTarget['kind'];
  close(): Promise<void>;
}

// `drizzle/` sits beside `src/` and `dist/`, so this resolves from source and from the build.
const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

const PGLITE_WORK_MEM = '32MB';

export async function openDatabase(target: DatabaseTarget): Promise<OpenDatabase> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 20 });
    // An idle connection the server ends (restart, failover, a dropped test database) is emitted
    // on the pool; unhandled, that event would stop the process. The pool replaces the connection
    // on the next query, and a query that meets a dead server still fails with its own error.
    pool.on('error', (error) => process.emitWarning(`PostgreSQL ended an idle connection: ${error.message}`));
    const db = drizzlePg({ client: pool, schema });
    await migratePg(db, { migrationsFolder });
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  // PostgreSQL ships pg_trgm with the server; PGlite loads extensions the migrations create
  const client = new PGlite(target.dataDir ?? 'memory://', { extensions: { pg_trgm } });
  // one backend runs one query at a time, so a larger sort memory is safe: a list sorted by a
  // joined name sorts up to every row, and 4 MB (the default) spills 100k of them to disk
  await client.exec(`set work_mem = '${PGLITE_WORK_MEM}'`);
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  return { db, kind: 'pglite', close: () => client.close() };
}

/** The rows of a raw query; both drivers answer `{ rows }` (typed per driver, so unknown here). */
export async function queryRows(db: Executor, query: SQL): Promise<Record<string, unknown>[]> {
  return ((await db.execute(query)) as { rows: Record<string, unknown>[] }).rows;
}
