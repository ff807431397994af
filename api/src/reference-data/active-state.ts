/**
 * PUT /{resource}/active-state: (de)activates many records at once, all or nothing. The rows are
 * locked in id order (two bulk writes cannot deadlock), an unknown id refuses the whole request
 * with 422 `unknown-eids` listing them, and each record that changes gets a new version and its
 * own history row ('activate' or 'deactivate').
 */
import { inArray, sql } from 'drizzle-orm';
import type { CurrentUser } from '../auth/current-user.js';
import type { Database } from '../db/client.js';
import { changedFields, type HistoryEntry } from '../db/history.js';
import { history } from '../db/history-table.js';
import { lockRecords } from './record-write.js';
import type { ReferenceResource, ReferenceTable } from './reference-resource.js';

export async function setActiveState<T extends ReferenceTable, Rec extends { version: number }, Body>(
  db: Database,
  resource: ReferenceResource<T, Rec, Body>,
  activeValues: (isActive: boolean) => Partial<T['$inferInsert']>,
  user: CurrentUser,
  eids: readonly string[],
  isActive: boolean,
): Promise<number> {
  const { table, kind } = resource;
  const values = activeValues(isActive);
  return db.transaction(async (tx) => {
    const rows = await lockRecords(tx, resource, eids, 'changed');
    const entries: HistoryEntry[] = rows
      .map((row) => ({ eid: row.eid, changes: changedFields(row, values) }))
      .filter(({ changes }) => Object.keys(changes).length > 0)
      .map(({ eid, changes }) => ({
        resource: kind,
        resourceId: eid,
        action: isActive ? 'activate' : 'deactivate',
        actorEid: user.eid,
        changes,
      }));
    if (entries.length === 0) return 0;
    await tx
      .update(table)
      .set({ ...values, version: sql`${table.version} + 1`, updatedAt: sql`now()`, updatedBy: user.eid })
      .where(
        inArray(
          table.eid,
          entries.map((entry) => entry.resourceId),
        ),
      );
    await tx.insert(history).values(entries);
    return entries.length;
  });
}
