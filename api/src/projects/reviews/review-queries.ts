/** A project's newest review, as GET /projects/{id} shows it. */
import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { projectReviews } from './review-table.js';
import { users } from '../../users/user-table.js';

export interface ProjectReview {
  eid: string;
  /** null while the review is pending. */
  decision: 'APPROVED' | 'REJECTED' | null;
  decidedAt: string | null;
  decidedByName: string | null;
}

export async function latestReview(db: Executor, projectUuid: string): Promise<ProjectReview | null> {
  const [row] = await db
    .select({
      eid: projectReviews.eid,
      decision: projectReviews.decision,
      decidedAt: projectReviews.decidedAt,
      decidedByName: users.displayName,
    })
    .from(projectReviews)
    .leftJoin(users, eq(users.eid, projectReviews.decidedBy))
    .where(eq(projectReviews.projectUuid, projectUuid))
    // a decision on a review of the same instant comes after it; the eid keeps the choice stable
    .orderBy(desc(projectReviews.createdAt), desc(projectReviews.updatedAt), desc(projectReviews.eid))
    .limit(1);
  if (!row) return null;
  return { eid: row.eid, decision: row.decision, decidedAt: row.decidedAt?.toISOString() ?? null, decidedByName: row.decidedByName };
}

/** The project with its `review` (detail answers only; lists leave it out). */
export async function withReview<P extends { uuid: string }>(db: Executor, project: P): Promise<P & { review: ProjectReview | null }> {
  return { ...project, review: await latestReview(db, project.uuid) };
}
