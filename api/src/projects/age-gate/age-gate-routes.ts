/**
 * The age gate of a project (spec section 7 "Age gate"):
 *   GET    /projects/{id}/age-gateway/{ageGateId}                     (projectsRead)
 *   PUT    /projects/{id}/age-gateway/{ageGateId}/style               (projectsEdit)
 *   PUT    /projects/{id}/age-gateway/{ageGateId}/markets             add or change one market
 *   DELETE /projects/{id}/age-gateway/{ageGateId}/markets/{marketId}
 * ageGateId is the gate's eid or 'current'. Every answer is the whole gate with its ETag.
 * A project the caller cannot see is 404 project-not-found on every route.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { userOf } from '../../auth/auth-plugin.js';
import { addRecordSchema, problemResponses, readReplies, saveReplies } from '../../http/schemas.js';
import { answerRecord, readPreconditions } from '../../http/versioning.js';
import { requireVisibleProject } from '../project-queries.js';
import { loadAgeGate } from './age-gate-queries.js';
import { ageGateMarketBody, ageGateMarketParams, ageGateParams, ageGateSchema, ageGateStyleBody } from './age-gate-schemas.js';
import { deleteMarket, putMarket, putStyle } from './age-gate-write.js';

const tags = ['projects'];

export default async function ageGateRoutes(app: FastifyInstance) {
  const record = addRecordSchema(app, ageGateSchema);
  /** Every route answers the whole gate with its ETag; a write that created something, with 201. */
  const answerGate = async (reply: FastifyReply, projectId: string, gateId: string, outcome?: 'created' | 'updated' | 'unchanged') =>
    answerRecord(reply, await loadAgeGate(app.db, projectId, gateId), outcome);

  app.get(
    '/projects/:id/age-gateway/:ageGateId',
    {
      config: { permission: 'projectsRead' },
      schema: {
        tags,
        summary: "The project's age gate: style, markets with their minimum age, project markets it lacks",
        params: ageGateParams,
        response: readReplies(record),
      },
    },
    async (request, reply) => {
      const { id, ageGateId } = request.params;
      await requireVisibleProject(app.db, userOf(request), id);
      return answerGate(reply, id, ageGateId);
    },
  );

  app.put(
    '/projects/:id/age-gateway/:ageGateId/style',
    {
      config: { permission: 'projectsEdit' },
      schema: {
        tags,
        summary: 'Save the style (If-Match: "<version>"; the first save through \'current\' creates the gate, 201)',
        description: 'Text colours need 4.5:1 contrast with their background: 422 insufficient-contrast.',
        params: ageGateParams,
        body: ageGateStyleBody,
        response: saveReplies(record, 400, 401, 403, 404, 412, 422, 428),
      },
    },
    async (request, reply) => {
      const { id, ageGateId } = request.params;
      const { eid, outcome } = await putStyle(app.db, userOf(request), id, ageGateId, request.body.style, readPreconditions(request));
      return answerGate(reply, id, eid, outcome);
    },
  );

  app.put(
    '/projects/:id/age-gateway/:ageGateId/markets',
    {
      config: { permission: 'projectsEdit' },
      schema: {
        tags,
        summary: 'Add a project market to the gate (201) or change its minimum age or active flag (200); If-Match optional',
        params: ageGateParams,
        body: ageGateMarketBody,
        response: saveReplies(record, 400, 401, 403, 404, 412, 422),
      },
    },
    async (request, reply) => {
      const { id, ageGateId } = request.params;
      const { eid, outcome } = await putMarket(app.db, userOf(request), id, ageGateId, request.body, readPreconditions(request));
      return answerGate(reply, id, eid, outcome);
    },
  );

  app.delete(
    '/projects/:id/age-gateway/:ageGateId/markets/:marketId',
    {
      config: { permission: 'projectsEdit' },
      schema: {
        tags,
        summary: 'Remove a market from the gate; answers the gate (If-Match optional)',
        params: ageGateMarketParams,
        response: { 200: record, ...problemResponses(400, 401, 403, 404, 412) },
      },
    },
    async (request, reply) => {
      const { id, ageGateId, marketId } = request.params;
      const { eid } = await deleteMarket(app.db, userOf(request), id, ageGateId, marketId, readPreconditions(request));
      return answerGate(reply, id, eid);
    },
  );
}
