/**
 * Unique fields (the name, and any a definition marks) are unique per resource whatever their
 * case. The check inside the write's transaction gives the form a 409 with the field's code
 * naming the field; the unique index on lower(field) stays the guarantee when two writers race,
 * and its violation is answered the same way.
 */
import { and, getTableName, ne, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.js';
import { duplicateName, duplicateValue } from './reference-problems.js';
import type { ReferenceTable, UniqueField } from './reference-resource.js';

/** What a resource without its own unique fields keeps unique: its name. */
export const uniqueName = (table: ReferenceTable): UniqueField => ({
  field: 'name',
  code: 'duplicate-name',
  index: `${getTableName(table)}_name_idx`,
});

/** The refusal of a taken value: the name's own words, or the field's code. */
export const taken = (unique: UniqueField, noun: string, value: string) =>
  unique.field === 'name' && unique.code === 'duplicate-name' ? duplicateName(noun, value) : duplicateValue(unique, noun, value);

/** Refuses a value of a unique field (whatever its case) that another record has. */
export async function assertUnique(tx: Executor, table: ReferenceTable, unique: UniqueField, noun: string, value: unknown, eid: string) {
  if (typeof value !== 'string') return;
  const column = (table as unknown as Record<string, PgColumn>)[unique.field]!;
  const [other] = await tx
    .select({ eid: table.eid })
    .from(table)
    .where(and(sql`lower(${column}) = lower(${value})`, ne(table.eid, eid)))
    .limit(1);
  if (other) throw taken(unique, noun, value);
}

/** True when `error` (or its cause) is PostgreSQL's unique violation of the table's name index. */
export function isNameViolation(error: unknown, indexName: string): boolean {
  for (
    let e = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as typeof e, depth++
  ) {
    if (e.code === '23505' && e.constraint === indexName) return true;
  }
  return false;
}
