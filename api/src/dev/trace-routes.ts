/**
 * GET /dev/traces/{reference}: what this API kept of the request a reference names (spans without
 * parameter values, log lines, reports), for Super Admins with DEV_MONITORING=on; production exports
 * its spans over OTLP instead.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { superAdminOnly } from '../auth/super-admin-only.js';
import { notFound } from '../http/problem.js';
import { problemResponses } from '../http/schemas.js';
import { traceOf } from '../observability/recent-traces.js';

const record = { type: 'object', additionalProperties: true } as const;

export default async function traceRoutes(app: FastifyInstance) {
  if (!app.config.devMonitoring) return;
  app.get(
    '/dev/traces/:reference',
    {
      // a look-up is neither traced (it would push the spans it reads out of the ring) nor reported
      config: { permission: 'authenticated', otel: false, report: false },
      preHandler: superAdminOnly('the recent traces'),
      schema: {
        tags: ['dev'],
        summary:
          'The spans, log lines and monitoring reports kept for a reference (Super Admins; only with DEV_MONITORING=on, never in production)',
        params: Type.Object({
          reference: Type.String({
            pattern: '^[0-9a-fA-F]{8}([0-9a-fA-F]{24})?$',
            description: "A trace id's first 8 hex digits, or the whole id",
          }),
        }),
        response: {
          200: {
            type: 'object',
            properties: {
              reference: { type: 'string' },
              spans: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    traceId: { type: 'string' },
                    spanId: { type: 'string' },
                    parentSpanId: { type: ['string', 'null'] },
                    name: { type: 'string' },
                    kind: { type: 'string' },
                    startTime: { type: 'string' },
                    durationMs: { type: 'number' },
                    status: record,
                    attributes: record,
                  },
                },
              },
              logs: { type: 'array', items: record },
              reports: { type: 'array', items: record },
            },
          },
          ...problemResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const found = traceOf(request.params.reference);
      if (!found)
        throw notFound(
          'trace-not-found',
          `Nothing is kept for the reference ${request.params.reference}: it is unknown, or older than the recent traces this API keeps.`,
        );
      return found;
    },
  );
}
