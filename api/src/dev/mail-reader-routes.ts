/**
 * GET /dev/mail[?to=address]: what the in-process SMTP sink received, newest last. The mails hold
 * names, addresses and decisions, so the route exists only when DEV_MAIL_READER=on (development
 * composition and tests, never production) and answers Super Admins only; end-to-end tests read
 * the review e-mails here with a Super Admin token.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { superAdminOnly } from '../auth/super-admin-only.js';
import { problemResponses } from '../http/schemas.js';

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

export default async function devMailRoutes(app: FastifyInstance) {
  const sink = app.mailSink;
  if (!app.config.devMailReader || !sink) return;
  app.get(
    '/dev/mail',
    {
      config: { permission: 'authenticated' },
      preHandler: superAdminOnly('the development mail sink'),
      schema: {
        tags: ['dev'],
        summary: 'Mails received by the development mail sink (Super Admins; only with DEV_MAIL_READER=on, never in production)',
        querystring: Type.Object({ to: Type.Optional(Type.String({ maxLength: 320 })) }, { additionalProperties: false }),
        response: { 200: { type: 'array', items: mailSchema }, ...problemResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { to } = request.query;
      const wanted = to?.toLowerCase();
      return wanted ? sink.messages().filter((m) => m.to.some((address) => address.toLowerCase() === wanted)) : sink.messages();
    },
  );
}
