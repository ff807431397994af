/**
 * Names are unique per resource whatever their case. The check inside the write's transaction
 * gives the form a 409 `duplicate-name` naming the field; the unique index on lower(name) stays
 * the guarantee when two writers race, and its violation is answered the same way.
 */
import { and, ne, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { duplicateName } from './reference-problems.js';
import type { ReferenceTable } from './reference-resource.js';

export async function assertUniqueName(tx: Executor, table: ReferenceTable, noun: string, name: string, eid: string) {
  const [taken] = await tx
    .select({ eid: table.eid })
    .from(table)
    .where(and(sql`lower(${table.name}) = lower(${name})`, ne(table.eid, eid)))
    .limit(1);
  if (taken) throw duplicateName(noun, name);
}

/** True when `error` (or its cause) is PostgreSQL's unique violation of the table's name index. */
export function isNameViolation(error: unknown, indexName: string): boolean {
  for (let e = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (e.code === '23505' && e.constraint === indexName) return true;
  }
  return false;
}
