/**
 * The audit trail: every write adds one `history` row inside its own transaction, so a change
 * and its record commit or roll back together.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from './client.js';
import { history, HISTORY_ACTIONS } from './history-table.js';

/** The channel every committed write is announced on (src/events). */
export const EVENTS_CHANNEL = 'ottilia_events';

export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

export interface HistoryEntry {
  resource: string;
  resourceId: string;
  action: HistoryAction;
  actorEid: string | null;
  changes: Record<string, unknown>;
}

/**
 * Adds the history row and, in the same statement, announces the write on EVENTS_CHANNEL: the
 * database delivers a NOTIFY only when its transaction commits (never on a rollback), to every
 * instance listening, so each write path is announced after commit without knowing of it.
 */
export async function recordHistory(tx: Executor, entry: HistoryEntry) {
  const { resource, resourceId, action, actorEid, changes } = entry;
  await tx.execute(sql`with row as (
    insert into ${history} (resource, resource_id, action, actor_eid, changes)
    values (${resource}, ${resourceId}, ${action}, ${actorEid}, ${JSON.stringify(changes)}::jsonb) returning id)
    select pg_notify(${EVENTS_CHANNEL}, json_build_object('e', row.id, 'r', ${resource}::text, 'i', ${resourceId}::text, 'a', ${action}::text, 'b', ${actorEid}::text)::text) from row`);
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
  const rows = created.map(({ resourceId, at, actorEid = null }) => ({
    resource,
    resourceId,
    action: 'create' as const,
    actorEid,
    changes: {},
    ...(at ? { at } : {}),
  }));
  for (let start = 0; start < rows.length; start += CREATIONS_PER_INSERT) {
    await tx.insert(history).values(rows.slice(start, start + CREATIONS_PER_INSERT));
  }
}
