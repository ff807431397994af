/**
 * A fresh database per test file: embedded PGlite in memory, or, when DATABASE_URL is set,
 * a new PostgreSQL database (random name, created through that URL, dropped on close).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type OpenDatabase } from '../../src/db/client.js';

async function admin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export interface TestDatabase extends OpenDatabase {
  /** Another pool on the same database, as a second API instance would open. */
  openAnother(): Promise<OpenDatabase>;
}

/** `migrate: false` leaves the database empty (no schema), as a new deployment finds it. */
export async function createTestDatabase({ migrate = true }: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    // from the sources PGlite runs in this process: nothing to spawn or compile
    const database = await openDatabase({ kind: 'pglite', dataDir: null }, { migrate });
    return { ...database, openAnother: () => openDatabase({ kind: 'postgres', url: database.url, poolSize: 4 }) };
  }
  const name = `ottilia_test_${randomBytes(6).toString('hex')}`;
  await admin(adminUrl, (c) => c.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 5 }, { migrate });
  return {
    ...database,
    openAnother: () => openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 5 }),
    async close() {
      await database.close();
      await admin(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
    },
  };
}
