/**
 * Health for load balancers and orchestrators:
 *   GET /health/live   the process serves HTTP (no database call): restart it when this fails;
 *   GET /health/ready  the database answers and the schema is at head (src/health/readiness.ts):
 *                      send it traffic only while this answers 200 (else 503 problem+json);
 *   GET /health        the same check as /health/ready, kept for existing callers.
 */
import type { FastifyInstance } from 'fastify';
import { Problem } from '../http/problem.js';
import { problemResponses } from '../http/schemas.js';

const statusReply = (status: string) => ({ type: 'object', properties: { status: { type: 'string', enum: [status] } } });

export default async function healthRoutes(app: FastifyInstance) {
  const ready = async () => {
    const state = await app.readiness.check();
    if (!state.ready) throw new Problem(503, `not-ready-${state.reason}`, 'Service Unavailable', state.detail);
  };

  app.get(
    '/health/live',
    {
      config: { permission: 'public' },
      schema: { tags: ['health'], summary: 'Liveness: the process answers', security: [], response: { 200: statusReply('live') } },
    },
    async () => ({ status: 'live' }),
  );

  const readiness = [
    ['/health/ready', 'ready', 'Readiness: database reachable, schema at head'],
    ['/health', 'ok', 'Readiness, as /health/ready (kept for existing callers)'],
  ] as const;
  for (const [url, status, summary] of readiness) {
    app.get(
      url,
      {
        config: { permission: 'public' },
        schema: { tags: ['health'], summary, security: [], response: { 200: statusReply(status), ...problemResponses(503) } },
      },
      async () => {
        await ready();
        return { status };
      },
    );
  }
}
