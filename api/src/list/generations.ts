/**
 * The generations of the tables a list reads, from the database: triggers bump a table's
 * generation as part of the commit of every transaction that wrote to it (migration 0004), so a
 * committed write through any API instance, or by hand in SQL, changes the key of every cached
 * page and total built on that table. Read before the list's own queries: under READ COMMITTED
 * they then see data at least as new as the generations, so a page is never cached under a newer
 * key than its data. (TRUNCATE bumps nothing: the API never truncates.)
 */
import { getTableName, inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.js';
import { listGenerations } from './list-generations-table.js';

export interface Generations {
  /** 'projects:3\0brands:7', in the order given; a table never written to is generation 0. */
  key: string;
  /** The row counts the database keeps with the generations (migration 0008), by table name. */
  rowCounts: ReadonlyMap<string, number>;
}

export async function readGenerations(db: Executor, reads: readonly PgTable[]): Promise<Generations> {
  const tables = reads.map((table) => getTableName(table));
  const rows = await db
    .select()
    .from(listGenerations)
    .where(inArray(listGenerations.name, [...tables]));
  const byName = new Map(rows.map((row) => [row.name, row.generation]));
  return {
    key: tables.map((table) => `${table}:${byName.get(table) ?? 0}`).join('\0'),
    rowCounts: new Map(rows.flatMap((row) => (row.rowCount === null ? [] : [[row.name, row.rowCount] as const]))),
  };
}
