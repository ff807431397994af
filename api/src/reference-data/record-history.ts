/** GET /{resource}/{eid}/history: a record's audit trail, newest first, with who did it and the names of the records it names by id. */
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { history } from '../db/history-table.js';
import { users } from '../users/user-table.js';
import { namesOf } from './history-names.js';

/** Enough for any record's screen; older entries stay in the table. */
export const HISTORY_LIMIT = 1000;

export async function readHistory(db: Executor, kind: string, eid: string) {
  const rows = await db
    .select({ at: history.at, action: history.action, actorEid: history.actorEid, actorName: users.displayName, changes: history.changes })
    .from(history)
    .leftJoin(users, eq(users.eid, history.actorEid))
    .where(and(eq(history.resource, kind), eq(history.resourceId, eid)))
    // one transaction's rows share their time: the id keeps their order
    .orderBy(desc(history.at), desc(history.id))
    .limit(HISTORY_LIMIT);
  const names = await namesOf(
    db,
    rows.map((row) => row.changes),
  );
  return rows.map((row, i) => ({
    at: row.at.toISOString(),
    action: row.action,
    // a user deleted since keeps their id
    actor: row.actorEid ? { eid: row.actorEid, displayName: row.actorName ?? row.actorEid } : null,
    changes: row.changes,
    names: names[i]!,
  }));
}
