/** Multi-row inserts in chunks that stay below PostgreSQL's 65535 bind parameters per statement. */
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.js';

const MAX_PARAMETERS = 60_000;

export async function insertInChunks<T extends PgTable>(tx: Executor, table: T, rows: T['$inferInsert'][]) {
  if (rows.length === 0) return;
  const perRow = Math.max(1, Object.keys(rows[0]!).length);
  const chunk = Math.max(1, Math.floor(MAX_PARAMETERS / perRow));
  for (let start = 0; start < rows.length; start += chunk) {
    await tx.insert(table).values(rows.slice(start, start + chunk));
  }
}
