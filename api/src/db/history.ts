/**
 * The audit trail: every write adds one `history` row inside its own transaction, so a change
 * and its record commit or roll back together.
 */
import type { Executor } from './client.js';
import { history, HISTORY_ACTIONS } from './history-table.js';

export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

export interface HistoryEntry {
  resource: string;
  resourceId: string;
  action: HistoryAction;
  actorEid: string | null;
  changes: Record<string, unknown>;
}

export async function recordHistory(tx: Executor, entry: HistoryEntry) {
  await tx.insert(history).values(entry);
}

const comparable = (value: unknown) => (value instanceof Date ? value.toISOString() : JSON.stringify(value));

/** `{ field: { from, to } }` for every field of `after` whose value differs in `before`. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [field, to] of Object.entries(after)) {
    const from = before[field];
    if (comparable(from) !== comparable(to)) changes[field] = { from: from ?? null, to: to ?? null };
  }
  return changes;
}

/** A record the seed or an import wrote: its id, and when and by whom it came to be (default now, the system). */
export interface Creation {
  resourceId: string;
  at?: Date;
  actorEid?: string | null;
}

/** Stored rows per insert: far below PostgreSQL's 65535 bind parameters. */
const CREATIONS_PER_INSERT = 5_000;

/**
 * The 'create' rows of records written by the seed or an import, so their histories start with
 * their creation as those written on screen do. No field values: the record itself shows them.
 */
export async function recordCreations(tx: Executor, resource: string, created: readonly Creation[]) {
  const rows = created.map(({ resourceId, at, actorEid = null }) => ({ resource, resourceId, action: 'create' as const, actorEid, changes: {}, ...(at ? { at } : {}) }));
  for (let start = 0; start < rows.length; start += CREATIONS_PER_INSERT) {
    await tx.insert(history).values(rows.slice(start, start + CREATIONS_PER_INSERT));
  }
}
