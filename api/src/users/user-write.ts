/**
 * Editing and deleting a user: one transaction each that locks the row, checks visibility, the
 * rules of user-rules.ts and the If-Match precondition, writes, and records a history row.
 */
import { count, eq, sql } from 'drizzle-orm';
import { effectiveRole } from '@ottilia/shared-contracts/permissions';
import type { CurrentUser } from '../auth/current-user.js';
import type { Database, Executor } from '../db/client.js';
import { changedFields, recordHistory } from '../db/history.js';
import { agencies } from '../agencies/agency-table.js';
import { projectMembers } from '../projects/members/member-table.js';
import { users } from './user-table.js';
import { conflict, notFound, unprocessable } from '../http/problem.js';
import { checkDelete, checkPut, type Preconditions } from '../http/versioning.js';
import type { IdentityDirectory } from '../identity/identity-directory.js';
import { describeUsage } from '../reference-data/reference-problems.js';
import { assertAgency, assertMayGrant, assertMayManage, assertNotDemotingSelf, orderRoles } from './user-rules.js';
import type { UserPutBody } from './user-schemas.js';
import { mayReadUser } from './user-queries.js';

/** `history.resource` of users' rows (also written by invitations and the super-admin command). */
export const USER_HISTORY = 'user';

export const userNotFound = (eid: string) => notFound('user-not-found', `There is no user ${eid}, or you do not have access to them.`);

/** The user's row, locked for the rest of the transaction, if the caller may see it. */
async function lockVisibleUser(tx: Executor, actor: CurrentUser, eid: string) {
  const [row] = await tx.select().from(users).where(eq(users.eid, eid)).for('update');
  if (!row || !mayReadUser(actor, row)) throw userNotFound(eid);
  return row;
}

/**
 * 'updated' or 'unchanged'; the caller has usersEdit (route config). A new name or state goes to
 * the identity directory before the commit: if it fails, nothing changes; a disabled user cannot
 * sign in any more.
 */
export async function putUser(
  db: Database,
  directory: IdentityDirectory,
  actor: CurrentUser,
  eid: string,
  body: UserPutBody,
  pre: Preconditions,
): Promise<'updated' | 'unchanged'> {
  return db.transaction(async (tx) => {
    const current = await lockVisibleUser(tx, actor, eid);
    checkPut(pre, current, 'user');
    assertMayManage(actor, effectiveRole(current.roles));
    const roles = orderRoles(body.roles, body.mainRole);
    assertMayGrant(actor, roles);
    assertAgency(actor, roles, body.agencyEid, current.agencyEid);
    assertNotDemotingSelf(actor, eid, roles, body.state);
    if (body.state === 'INVITED' && current.state !== 'INVITED') {
      throw unprocessable('invalid-state', 'A user becomes INVITED only through an invitation.', { field: 'state' });
    }
    if (body.state === 'ACTIVE' && current.state === 'INVITED') {
      throw unprocessable('invalid-state', 'An invited user becomes active by signing in for the first time.', { field: 'state' });
    }
    if (body.agencyEid && body.agencyEid !== current.agencyEid) {
      const [agency] = await tx.select({ eid: agencies.eid }).from(agencies).where(eq(agencies.eid, body.agencyEid));
      if (!agency) throw unprocessable('unknown-agency', `There is no agency ${body.agencyEid}.`, { field: 'agencyEid' });
    }
    const values = { displayName: body.displayName.trim(), roles, agencyEid: body.agencyEid, state: body.state };
    const changes = changedFields(current, values);
    if (Object.keys(changes).length === 0) return 'unchanged';
    await tx
      .update(users)
      .set({ ...values, version: current.version + 1, updatedAt: sql`now()`, updatedBy: actor.eid })
      .where(eq(users.eid, eid));
    await recordHistory(tx, { resource: USER_HISTORY, resourceId: eid, action: 'update', actorEid: actor.eid, changes });
    if (changes.displayName || changes.state) {
      await directory.updateAccount(eid, { displayName: values.displayName, enabled: values.state !== 'DISABLED' });
    }
    return 'updated';
  });
}

/**
 * Deletes a user nothing refers to, and their sign-in account (before the commit). A project
 * member or an agency's requester is refused with 409 user-in-use: their projects and requests
 * would lose who they are; disable them instead.
 */
export async function deleteUser(
  db: Database,
  directory: IdentityDirectory,
  actor: CurrentUser,
  eid: string,
  pre: Preconditions,
): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockVisibleUser(tx, actor, eid);
    checkDelete(pre, current, 'user');
    if (eid === actor.eid) throw unprocessable('cannot-delete-yourself', 'You cannot delete your own account.');
    assertMayManage(actor, effectiveRole(current.roles));
    const [[memberships], [requests]] = await Promise.all([
      tx.select({ n: count() }).from(projectMembers).where(eq(projectMembers.userEid, eid)),
      tx.select({ n: count() }).from(agencies).where(eq(agencies.requestedBy, eid)),
    ]);
    const usage = { projects: memberships?.n ?? 0, agencyRequests: requests?.n ?? 0 };
    const reasons = [
      usage.projects ? `a member of ${describeUsage({ projects: usage.projects })}` : null,
      usage.agencyRequests ? `the requester of ${describeUsage({ agencies: usage.agencyRequests })}` : null,
    ].filter(Boolean);
    if (reasons.length) {
      throw conflict(
        'user-in-use',
        `${current.displayName} is ${reasons.join(' and ')}, so they cannot be deleted: disable them instead.`,
        { usage },
      );
    }
    await tx.delete(users).where(eq(users.eid, eid));
    await recordHistory(tx, {
      resource: USER_HISTORY,
      resourceId: eid,
      action: 'delete',
      actorEid: actor.eid,
      changes: {
        email: { from: current.email, to: null },
        displayName: { from: current.displayName, to: null },
        roles: { from: current.roles, to: null },
      },
    });
    await directory.removeAccount(eid);
  });
}
