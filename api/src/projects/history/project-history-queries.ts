/**
 * A project's audit trail: the history rows of the project and of its members, legal data, cookies
 * and age gate (ids '<uuid>/…') and of its reviews (the project in changes.projectUuid), newest first.
 */
import { and, desc, eq, like, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { cookies } from '../../cookies/cookie-table.js';
import { history } from '../../db/history-table.js';
import { markets } from '../../markets/market-table.js';
import { users } from '../../users/user-table.js';
import { namesOf } from '../../reference-data/history-names.js';

/** A project's screen shows the newest 200; older entries stay in the table. */
export const PROJECT_HISTORY_LIMIT = 200;

export const HISTORY_KINDS = {
  project: 'project',
  'project-member': 'member',
  'project-legal-data': 'legal-data',
  'project-review': 'review',
  'project-cookie': 'cookie',
  'project-age-gate': 'age-gate',
} as const;
type Resource = keyof typeof HISTORY_KINDS;

const actor = alias(users, 'actor');
const member = alias(users, 'member');
/** The part of '<uuid>/<rest>' after the slash: the member's eid or the market's code. */
const childId = sql<string>`split_part(${history.resourceId}, '/', 2)`;

export async function readProjectHistory(db: Executor, uuid: string) {
  const children = `${uuid}/%`;
  const rows = await db
    .select({
      id: history.id,
      resource: history.resource,
      resourceId: history.resourceId,
      at: history.at,
      action: history.action,
      actorEid: history.actorEid,
      actorName: actor.displayName,
      memberName: member.displayName,
      marketName: markets.countryName,
      cookieName: cookies.name,
      changes: history.changes,
    })
    .from(history)
    .leftJoin(actor, eq(actor.eid, history.actorEid))
    .leftJoin(member, and(eq(history.resource, 'project-member'), eq(member.eid, childId)))
    .leftJoin(markets, and(eq(history.resource, 'project-legal-data'), eq(markets.code, childId)))
    .leftJoin(cookies, and(eq(history.resource, 'project-cookie'), sql`${cookies.id}::text = ${childId}`))
    .where(
      or(
        // the project's own 'review' row repeats its review's row (decision and comment are there)
        and(eq(history.resource, 'project'), eq(history.resourceId, uuid), sql`${history.action} <> 'review'`),
        and(eq(history.resource, 'project-member'), like(history.resourceId, children)),
        and(eq(history.resource, 'project-legal-data'), like(history.resourceId, children)),
        and(eq(history.resource, 'project-review'), sql`${history.changes}->>'projectUuid' = ${uuid}`),
        and(eq(history.resource, 'project-cookie'), like(history.resourceId, children)),
        and(eq(history.resource, 'project-age-gate'), like(history.resourceId, children)),
      ),
    )
    // one transaction's rows share their time: the id keeps their order
    .orderBy(desc(history.at), desc(history.id))
    .limit(PROJECT_HISTORY_LIMIT);
  const names = await namesOf(
    db,
    rows.map((row) => row.changes),
  );
  return rows.map((row, i) => {
    const kind = HISTORY_KINDS[row.resource as Resource];
    return {
      id: String(row.id),
      at: row.at.toISOString(),
      action: row.action,
      // a user deleted since keeps their id
      actor: row.actorEid ? { eid: row.actorEid, displayName: row.actorName ?? row.actorEid } : null,
      kind,
      subject: subjectOf(kind, row),
      changes: row.changes,
      names: names[i]!,
    };
  });
}

type Row = {
  resourceId: string;
  memberName: string | null;
  marketName: string | null;
  cookieName: string | null;
  changes: Record<string, unknown>;
};

/** A cookie's name as its history row holds it: the value written, or the new one of a rename. */
function cookieName(changes: Record<string, unknown>): string | null {
  const name = changes.name;
  if (typeof name === 'string') return name;
  if (typeof name === 'object' && name !== null && 'to' in name && typeof name.to === 'string') return name.to;
  return null;
}

/** Whom or what a member, legal-data or review entry concerns; null for the project itself. */
function subjectOf(kind: (typeof HISTORY_KINDS)[Resource], row: Row) {
  const child = row.resourceId.split('/')[1] ?? '';
  switch (kind) {
    case 'member':
      return { eid: child, name: row.memberName ?? child };
    case 'legal-data':
      return { eid: child, name: row.marketName ?? child };
    case 'review':
      return { eid: row.resourceId, name: null };
    case 'cookie':
      // the name the row recorded (create, delete, rename), else the cookie's current one
      return { eid: child, name: cookieName(row.changes) ?? row.cookieName };
    case 'age-gate':
      return { eid: child, name: null };
    case 'project':
      return null;
  }
}
