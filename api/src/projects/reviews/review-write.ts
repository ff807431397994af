/**
 * PUT /projects/{id}/reviews/{reviewEid}: a reviewer's decision. The review is the pending one
 * (asked for when the project went IN_REVIEW) or a new one decided at once. APPROVED approves
 * the project, REJECTED sends it back to DRAFT; either way the project gets a new version. One
 * transaction with If-Match on the project and two history rows (the project, the review).
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { CurrentUser } from '../../auth/current-user.js';
import type { Database } from '../../db/client.js';
import { changedFields, recordHistory } from '../../db/history.js';
import { projects } from '../project-table.js';
import { projectReviews } from './review-table.js';
import { conflict, notFound, Problem } from '../../http/problem.js';
import { checkPut, type Preconditions } from '../../http/versioning.js';
import { projectNotFound } from '../project-queries.js';
import { lockVisible } from '../project-write.js';
import type { ReviewBody } from './review-schemas.js';

/** Projects already approved (or published) have nothing left to review. */
const DONE: readonly string[] = ['APPROVED', 'PUBLISHED'];

export type ReviewOutcome = 'decided' | 'created';

export async function decideReview(
  db: Database,
  user: CurrentUser,
  uuid: string,
  reviewEid: string,
  body: ReviewBody,
  pre: Preconditions,
): Promise<ReviewOutcome> {
  const comment = body.comment?.trim() || null;
  return db.transaction(async (tx) => {
    const project = await lockVisible(tx, user, uuid);
    if (!project || project === 'invisible') throw projectNotFound(uuid);
    if (pre.ifMatch === null) {
      throw new Problem(
        428,
        'precondition-required',
        'Precondition required',
        "Reviewing a project needs an If-Match header with the project's ETag from your last read, so you decide on what you have seen.",
      );
    }
    checkPut(pre, project, 'project');

    const [review] = await tx.select().from(projectReviews).where(eq(projectReviews.eid, reviewEid)).for('update');
    if (review && review.projectUuid !== uuid) throw notFound('review-not-found', `Project ${uuid} has no review ${reviewEid}.`);
    if (review?.decision) {
      throw conflict('review-decided', `This review was already decided (${review.decision}).`, { decision: review.decision });
    }
    if (DONE.includes(project.status)) {
      throw conflict('project-not-reviewable', `The project is ${project.status}; only a project in DRAFT or IN_REVIEW can be reviewed.`, {
        projectStatus: project.status,
      });
    }
    if (!review) {
      // a second open review would leave the pending one undecided for ever
      const [pending] = await tx
        .select({ eid: projectReviews.eid })
        .from(projectReviews)
        .where(and(eq(projectReviews.projectUuid, uuid), isNull(projectReviews.decision)));
      if (pending) {
        throw conflict('review-pending', `The project has a pending review ${pending.eid}; decide that one.`, {
          pendingReviewEid: pending.eid,
        });
      }
    }

    const decided = { decision: body.decision, decidedBy: user.eid, decidedAt: new Date(), comment };
    if (review) {
      await tx
        .update(projectReviews)
        .set({ ...decided, version: review.version + 1, updatedAt: sql`now()`, updatedBy: user.eid })
        .where(eq(projectReviews.eid, reviewEid));
    } else {
      await tx.insert(projectReviews).values({ eid: reviewEid, projectUuid: uuid, requestedBy: user.eid, ...decided, updatedBy: user.eid });
    }
    const status = body.decision === 'APPROVED' ? 'APPROVED' : 'DRAFT';
    await tx
      .update(projects)
      .set({ status, version: project.version + 1, updatedAt: sql`now()`, updatedBy: user.eid })
      .where(eq(projects.uuid, uuid));

    await recordHistory(tx, {
      resource: 'project-review',
      resourceId: reviewEid,
      action: review ? 'review' : 'create',
      actorEid: user.eid,
      changes: { projectUuid: uuid, ...changedFields(review ?? {}, { decision: body.decision, comment }) },
    });
    await recordHistory(tx, {
      resource: 'project',
      resourceId: uuid,
      action: 'review',
      actorEid: user.eid,
      changes: { reviewEid, decision: body.decision, ...changedFields(project, { status }) },
    });
    return review ? 'decided' : 'created';
  });
}
