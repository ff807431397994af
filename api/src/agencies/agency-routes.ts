/** Agencies (backoffice): the reference routes plus PUT /agencies/{eid}/review. */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { userOf } from '../auth/auth-plugin.js';
import { agencies } from './agency-table.js';
import { problemResponses } from '../http/schemas.js';
import { answerRecord, readPreconditions } from '../http/versioning.js';
import { registerReferenceRoutes } from '../reference-data/reference-routes.js';
import { eidParams } from '../reference-data/reference-schemas.js';
import { agencyResource, findAgencies } from './agency-resource.js';
import { reviewAgency } from './agency-review.js';
import { agencyReviewBody } from './agency-schemas.js';

export default async function agencyRoutes(app: FastifyInstance) {
  registerReferenceRoutes(app, agencyResource);

  app.put(
    '/agencies/:eid/review',
    {
      config: { permission: 'agenciesReview' },
      schema: {
        tags: ['agencies'],
        summary: 'Approve or reject a PENDING agency (If-Match); the requester is e-mailed the decision',
        params: eidParams,
        body: agencyReviewBody,
        response: { 200: { $ref: `${agencyResource.schemas.record.$id}#` }, ...problemResponses(400, 401, 403, 404, 409, 412, 428) },
      },
    },
    async (request, reply) => {
      const { eid } = request.params;
      await reviewAgency(app.db, app.outbox, userOf(request), eid, request.body, readPreconditions(request));
      const [agency] = await findAgencies(app.db, { where: eq(agencies.eid, eid), orderBy: [], limit: 1 });
      return answerRecord(reply, agency!);
    },
  );
}
