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
