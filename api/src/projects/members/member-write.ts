/**
 * Adding and removing project members. Each write is one transaction that checks the project is
 * visible to the caller (404 otherwise), the preconditions and the user to add, writes, and
 * records a history row (resource 'project-member', id '<project uuid>/<user eid>').
 */
import { and, eq } from 'drizzle-orm';
import { isAgencyScoped, type CurrentUser } from '../../auth/current-user.js';
import type { Database, Executor } from '../../db/client.js';
import { recordHistory } from '../../db/history.js';
import { projectMembers } from './member-table.js';
import { users } from '../../users/user-table.js';
import { notFound, Problem, unprocessable } from '../../http/problem.js';
import { checkDelete, checkPut, type Preconditions } from '../../http/versioning.js';
import { assertStillVisible, shareLockVisibleProject } from '../project-queries.js';

const HISTORY_RESOURCE = 'project-member';
const WHAT = 'project member';

const lockMember = async (tx: Executor, projectUuid: string, userEid: string) =>
  (
    await tx
      .select()
      .from(projectMembers)
      .where(and(eq(projectMembers.projectUuid, projectUuid), eq(projectMembers.userEid, userEid)))
      .for('update')
  )[0];

const findUser = async (tx: Executor, eid: string) =>
  (await tx.select({ agencyEid: users.agencyEid, state: users.state }).from(users).where(eq(users.eid, eid)))[0];

/** Who may be added: a user who is not disabled; agency roles only add people of their own agency. */
function checkAddable(user: CurrentUser, candidate: { agencyEid: string | null; state: string }) {
  if (candidate.state === 'DISABLED') {
    throw unprocessable('user-disabled', 'This user has been disabled and cannot be added to a project.', { field: 'userEid' });
  }
  if (isAgencyScoped(user) && (candidate.agencyEid === null || candidate.agencyEid !== user.agencyEid)) {
    throw unprocessable('user-not-allowed', 'Agency users can only add people of their own agency to a project.', { field: 'userEid' });
  }
}

export type MemberPutOutcome = 'created' | 'unchanged';

/**
 * PUT is idempotent: adding a member twice answers the existing membership. `If-None-Match: *`
 * asks for a new membership only (412 already-exists); `If-Match` for an existing one.
 */
export async function putMember(
  db: Database,
  user: CurrentUser,
  projectUuid: string,
  userEid: string,
  pre: Preconditions,
): Promise<MemberPutOutcome> {
  return db.transaction(async (tx) => {
    await shareLockVisibleProject(tx, user, projectUuid);
    const candidate = await findUser(tx, userEid);
    if (!candidate) throw unprocessable('unknown-user', `There is no user ${userEid}.`, { field: 'userEid' });
    const existing = await lockMember(tx, projectUuid, userEid);
    // a plain PUT of an existing member needs no If-Match: there is nothing to overwrite
    if (existing && pre.ifMatch === null && !pre.createOnly) return 'unchanged';
    if (checkPut(pre, existing ?? null, WHAT) === 'update') return 'unchanged';
    checkAddable(user, candidate);
    const inserted = await tx
      .insert(projectMembers)
      .values({ projectUuid, userEid, addedBy: user.eid })
      .onConflictDoNothing()
      .returning({ version: projectMembers.version });
    // another request added the same member in between: the same end state
    if (inserted.length === 0) {
      if (pre.createOnly) throw new Problem(412, 'already-exists', 'Precondition failed', `The ${WHAT} already exists.`);
      return 'unchanged';
    }
    await recordHistory(tx, {
      resource: HISTORY_RESOURCE,
      resourceId: `${projectUuid}/${userEid}`,
      action: 'create',
      actorEid: user.eid,
      changes: { projectUuid, userEid },
    });
    return 'created';
  });
}

/** DELETE: 404 member-not-found for someone who is not a member; If-Match optional. */
export async function deleteMember(db: Database, user: CurrentUser, projectUuid: string, userEid: string, pre: Preconditions) {
  await db.transaction(async (tx) => {
    await shareLockVisibleProject(tx, user, projectUuid);
    const existing = await lockMember(tx, projectUuid, userEid);
    if (!existing) throw notFound('member-not-found', `User ${userEid} is not a member of project ${projectUuid}.`);
    checkDelete(pre, existing, WHAT);
    await tx.delete(projectMembers).where(and(eq(projectMembers.projectUuid, projectUuid), eq(projectMembers.userEid, userEid)));
    await recordHistory(tx, {
      resource: HISTORY_RESOURCE,
      resourceId: `${projectUuid}/${userEid}`,
      action: 'delete',
      actorEid: user.eid,
      changes: { projectUuid, userEid, addedAt: existing.addedAt, addedBy: existing.addedBy },
    });
    await assertStillVisible(tx, user, projectUuid, 'userEid');
  });
}
