/** GET /health: liveness plus a database round trip, for the start script and load balancers. */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

export default async function healthRoutes(app: FastifyInstance) {
  app.get('/health', {
    config: { permission: 'public' },
    schema: {
      tags: ['health'],
      summary: 'Liveness and database check',
      security: [],
      response: { 200: { type: 'object', properties: { status: { type: 'string' } } } },
    },
  }, async () => {
    await app.db.execute(sql`select 1`);
    return { status: 'ok' };
  });
}
