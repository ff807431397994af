/**
 * PostgreSQL only (the PG run of `npm test`): when the server ends the pool's idle connections
 * (restart, failover, an administrator), the API keeps running and its next query works.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { queryRows } from '../src/db/client.js';
import { createTestDatabase } from './helpers/test-database.js';

const adminUrl = process.env.DATABASE_URL;
const onPostgres = adminUrl ? it : it.skip;

onPostgres(
  'survives the server ending its idle connections and reconnects on the next query',
  async () => {
    const database = await createTestDatabase();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      const [{ pid }] = (await queryRows(database.db, sql`select pg_backend_pid() as pid`)) as [{ pid: number }];
      // the pool's connection is idle now; an administrator ends it from outside
      const ended = await admin.query('select pg_terminate_backend($1) as ended', [pid]);
      expect(ended.rows[0].ended).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const rows = await queryRows(database.db, sql`select 1 as one`);
      expect(rows[0]?.one).toBe(1);
    } finally {
      await admin.end();
      await database.close();
    }
  },
  30_000,
);
