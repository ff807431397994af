/**
 * GET /dev/mail[?to=address]: what the in-process SMTP sink received, newest last. Registered only outside
 * production and only when the sink is in use; end-to-end tests read the review e-mails here.
 */
import type { FastifyInstance } from 'fastify';
import type { SmtpSink } from './smtp-sink.js';

const mailSchema = {
  type: 'object',
  properties: {
    from: { type: 'string' },
    to: { type: 'array', items: { type: 'string' } },
    subject: { type: 'string' },
    text: { type: 'string' },
    date: { type: 'string', format: 'date-time' },
  },
} as const;

export default async function devMailRoutes(app: FastifyInstance, { sink }: { sink: SmtpSink }) {
  app.get('/dev/mail', {
    config: { permission: 'public' },
    schema: {
      tags: ['dev'],
      summary: 'Mails received by the development mail sink (not in production)',
      querystring: { type: 'object', properties: { to: { type: 'string', maxLength: 320 } }, additionalProperties: false },
      response: { 200: { type: 'array', items: mailSchema } },
    },
  }, async (request) => {
    const { to } = request.query as { to?: string };
    const wanted = to?.toLowerCase();
    return wanted ? sink.messages().filter((m) => m.to.some((address) => address.toLowerCase() === wanted)) : sink.messages();
  });
}
