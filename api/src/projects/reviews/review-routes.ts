/**
 * PUT /projects/{id}/reviews/{reviewEid}: approve or reject a project. Needs projectsEdit and a
 * role outside the agencies (canReviewProjects): agencies do not approve their own work.
 * Answers the project with its review and the new version as ETag.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { canReviewProjects } from '@ottilia/shared-contracts/permissions';
import { userOf } from '../../auth/auth-plugin.js';
import { projects } from '../project-table.js';
import { Problem } from '../../http/problem.js';
import { problemResponses } from '../../http/schemas.js';
import { answerRecord, readPreconditions } from '../../http/versioning.js';
import { projectNotFound, selectProjects, toProject } from '../project-queries.js';
import { projectSchema } from '../project-schemas.js';
import { reviewBody, reviewParams } from './review-schemas.js';
import { decideReview } from './review-write.js';
import { withReview } from './review-queries.js';

export default async function reviewRoutes(app: FastifyInstance) {
  // the answer is the project (schemas are per plugin; the same object as the projects plugin's)
  app.addSchema(projectSchema);

  app.put(
    '/projects/:id/reviews/:reviewEid',
    {
      config: { permission: 'projectsEdit' },
      schema: {
        tags: ['projects'],
        summary: "Decide a project review (If-Match: the project's ETag): APPROVED approves the project, REJECTED returns it to DRAFT",
        params: reviewParams,
        body: reviewBody,
        response: { 200: { $ref: 'Project#' }, 201: { $ref: 'Project#' }, ...problemResponses(400, 401, 403, 404, 409, 412, 428) },
      },
    },
    async (request, reply) => {
      const { id, reviewEid } = request.params;
      const user = userOf(request);
      if (!canReviewProjects(user.roles)) {
        throw new Problem(
          403,
          'forbidden',
          'Forbidden',
          'Project reviews are decided outside the agencies: an agency does not approve its own work.',
        );
      }
      const outcome = await decideReview(app.db, user, id, reviewEid, request.body, readPreconditions(request));
      const [row] = await selectProjects(app.db, eq(projects.uuid, id));
      // deleted by someone else between the commit and this read
      if (!row) throw projectNotFound(id);
      return answerRecord(
        reply,
        await withReview(app.db, toProject(row)),
        outcome,
        `/projects/${id}/reviews/${encodeURIComponent(reviewEid)}`,
      );
    },
  );
}
