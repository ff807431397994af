/**
 * Market legal data of a project (spec section 7):
 *   GET /projects/{id}/legal-data             one line per project market (projectsRead)
 *   GET /projects/{id}/legal-data/{marketId}  the market's data, ETag = version (projectsRead)
 *   PUT /projects/{id}/legal-data/{marketId}  create (201, If-None-Match: * allowed) or update
 *                                             (200, If-Match required) (projectsEdit)
 * A project the caller cannot see answers 404 project-not-found on every route.
 */
import type { FastifyInstance } from 'fastify';
import { userOf } from '../../auth/auth-plugin.js';
import { addRecordSchema, readReplies, saveReplies } from '../../http/schemas.js';
import { answerRecord, readPreconditions } from '../../http/versioning.js';
import { requireVisibleProject } from '../project-queries.js';
import { projectParams } from '../project-schemas.js';
import { findLegalData, legalDataNotFound, legalDataSummary, requireProjectMarket } from './legal-data-queries.js';
import { legalDataParams, legalDataPutBody, legalDataSchema, legalDataSummary as summarySchema } from './legal-data-schemas.js';
import { putLegalData } from './legal-data-write.js';

const tags = ['projects'];

export default async function legalDataRoutes(app: FastifyInstance) {
  const record = addRecordSchema(app, legalDataSchema);

  app.get(
    '/projects/:id/legal-data',
    {
      config: { permission: 'projectsRead' },
      schema: {
        tags,
        summary: "The project's markets with the state of their legal data, by country name",
        params: projectParams,
        response: readReplies(summarySchema),
      },
    },
    async (request) => {
      const { id } = request.params;
      await requireVisibleProject(app.db, userOf(request), id);
      return { content: await legalDataSummary(app.db, id) };
    },
  );

  app.get(
    '/projects/:id/legal-data/:marketId',
    {
      config: { permission: 'projectsRead' },
      schema: { tags, summary: "One market's legal data", params: legalDataParams, response: readReplies(record) },
    },
    async (request, reply) => {
      const { id, marketId } = request.params;
      await requireVisibleProject(app.db, userOf(request), id);
      await requireProjectMarket(app.db, id, marketId);
      const data = await findLegalData(app.db, id, marketId);
      if (!data) throw legalDataNotFound(marketId);
      return answerRecord(reply, data);
    },
  );

  app.put(
    '/projects/:id/legal-data/:marketId',
    {
      config: { permission: 'projectsEdit' },
      schema: {
        tags,
        summary: 'Create (If-None-Match: *) or update (If-Match: "<version>") a market\'s legal data',
        description: 'Fields left out keep their value; null clears one. Agency roles cannot change isApproved.',
        params: legalDataParams,
        body: legalDataPutBody,
        response: saveReplies(record, 400, 401, 403, 404, 409, 412, 422, 428),
      },
    },
    async (request, reply) => {
      const { id, marketId } = request.params;
      const outcome = await putLegalData(app.db, userOf(request), id, marketId, request.body, readPreconditions(request));
      return answerRecord(reply, (await findLegalData(app.db, id, marketId))!, outcome, `/projects/${id}/legal-data/${marketId}`);
    },
  );
}
