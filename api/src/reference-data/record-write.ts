/**
 * Creating, updating and deleting a reference record. Each write is one transaction that locks
 * the row, checks the permission the write needs (create or edit), the If-Match/If-None-Match
 * preconditions and the name's uniqueness, writes, and records a history row of the changes.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Permission } from '@ottilia/shared-contracts/permissions';
import type { CurrentUser } from '../auth/current-user.js';
import type { Database, Executor } from '../db/client.js';
import { changedFields, recordHistory, type HistoryEntry } from '../db/history.js';
import { badRequest, unprocessable } from '../http/problem.js';
import { checkDelete, checkPut, type Preconditions } from '../http/versioning.js';
import { forbidden, inUse, recordNotFound } from './reference-problems.js';
import type { ReferenceResource, ReferenceTable, RowOf } from './reference-resource.js';
import { assertUnique, isNameViolation, taken, uniqueName } from './unique-name.js';

export type PutOutcome = 'created' | 'updated' | 'unchanged';

/** The row, locked for the rest of the transaction, or null. */
export async function lockRecord<T extends ReferenceTable>(tx: Executor, table: T, eid: string): Promise<RowOf<T> | null> {
  const [row] = await tx
    .select()
    .from(table as ReferenceTable)
    .where(eq(table.eid, eid))
    .for('update');
  return (row as RowOf<T> | undefined) ?? null;
}

/**
 * Every record of `eids`, locked in id order (so two bulk writes cannot deadlock); an unknown id
 * refuses the whole request with 422 `unknown-eids` listing them, saying nothing was `done`.
 */
export async function lockRecords<T extends ReferenceTable>(
  tx: Executor,
  resource: { table: T; noun: string },
  eids: readonly string[],
  done: string,
): Promise<RowOf<T>[]> {
  const { table, noun } = resource;
  const wanted = [...new Set(eids)];
  const rows = (await tx
    .select()
    .from(table as ReferenceTable)
    .where(inArray(table.eid, wanted))
    .orderBy(asc(table.eid))
    .for('update')) as RowOf<T>[];
  const found = new Set(rows.map((row) => row.eid));
  const unknown = wanted.filter((eid) => !found.has(eid));
  if (unknown.length)
    throw unprocessable('unknown-eids', `There is no ${noun} ${unknown.join(', ')}; nothing was ${done}.`, {
      field: 'eids',
      eids: unknown,
    });
  return rows;
}

export async function recordExists(db: Executor, table: ReferenceTable, eid: string): Promise<boolean> {
  const [row] = await db.select({ eid: table.eid }).from(table).where(eq(table.eid, eid));
  return row !== undefined;
}

/** The permission a PUT needs: create for a new record, edit for an existing one. */
export function requireWritePermission(permissions: { create: Permission; edit: Permission }, user: CurrentUser, exists: boolean) {
  const needed = exists ? permissions.edit : permissions.create;
  if (!user.permissions.has(needed)) throw forbidden(needed);
}

/** `{ field: { from: null, to } }` for each value a new record starts with. */
const creation = (values: Record<string, unknown>) => changedFields(Object.fromEntries(Object.keys(values).map((k) => [k, null])), values);

/** Ids in the body (`eid`, or `id` for project types) must name the record of the path. */
function checkBodyIds(body: unknown, eid: string) {
  for (const field of ['eid', 'id']) {
    const value = (body as Record<string, unknown>)[field];
    if (value !== undefined && value !== eid) {
      throw badRequest('eid-mismatch', `The body's ${field} ${String(value)} differs from the record ${eid} in the path.`, { field });
    }
  }
}

export async function putRecord<T extends ReferenceTable, Rec extends { version: number }, Body>(
  db: Database,
  resource: ReferenceResource<T, Rec, Body>,
  user: CurrentUser,
  eid: string,
  body: Body,
  pre: Preconditions,
): Promise<PutOutcome> {
  checkBodyIds(body, eid);
  const { table, noun, kind } = resource;
  const uniques = resource.unique ?? [uniqueName(table)];
  try {
    return await db.transaction(async (tx) => {
      const current = await lockRecord(tx, table, eid);
      requireWritePermission(resource.permissions, user, current !== null);
      checkPut(pre, current, noun);
      const values = await resource.toValues(tx, body, current, user);
      for (const unique of uniques) await assertUnique(tx, table, unique, noun, (values as Record<string, unknown>)[unique.field], eid);

      if (!current) {
        await tx.insert(table).values({ ...values, eid, updatedBy: user.eid });
        await recordHistory(tx, { resource: kind, resourceId: eid, action: 'create', actorEid: user.eid, changes: creation(values) });
        return 'created';
      }
      const changes = changedFields(current, values);
      if (Object.keys(changes).length === 0) return 'unchanged';
      await tx
        .update(table)
        .set({ ...values, version: current.version + 1, updatedAt: sql`now()`, updatedBy: user.eid })
        .where(eq(table.eid, eid));
      await recordHistory(tx, { resource: kind, resourceId: eid, action: 'update', actorEid: user.eid, changes });
      return 'updated';
    });
  } catch (error) {
    // two writers passed the check together: the unique index refused one, answered as the check would
    const raced = uniques.find((unique) => isNameViolation(error, unique.index));
    if (raced) throw taken(raced, noun, String((body as Record<string, unknown>)[raced.field] ?? '').trim());
    throw error;
  }
}

/** Deletes an unused record; anything still referring to it refuses the delete (no cascade). */
export async function deleteRecord<T extends ReferenceTable, Rec extends { version: number }, Body>(
  db: Database,
  resource: ReferenceResource<T, Rec, Body>,
  user: CurrentUser,
  eid: string,
  pre: Preconditions,
) {
  const { table, noun, kind } = resource;
  await db.transaction(async (tx) => {
    const current = await lockRecord(tx, table, eid);
    if (!current) throw recordNotFound(kind, noun, eid);
    checkDelete(pre, current, noun);
    const usage = (await resource.usage?.(tx, eid)) ?? {};
    if (Object.values(usage).some((n) => n > 0)) throw inUse(noun, usage);
    await tx.delete(table).where(eq(table.eid, eid));
    await recordHistory(tx, deletion(resource, current, user));
  });
}

/** The history row of a deleted record: each stored field's last value, to null. */
export function deletion<T extends ReferenceTable>(
  resource: { kind: string; fields: readonly (keyof T['$inferSelect'] & string)[] },
  row: RowOf<T>,
  user: CurrentUser,
): HistoryEntry {
  const last = Object.fromEntries(resource.fields.map((field) => [field, row[field]]));
  const changes = changedFields(last, Object.fromEntries(resource.fields.map((field) => [field, null])));
  return { resource: resource.kind, resourceId: row.eid, action: 'delete', actorEid: user.eid, changes };
}
