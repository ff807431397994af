/**
 * The local error-monitoring receiver (DEV_MONITORING=on, never production). It speaks the hosted
 * service's ingest protocol, so the portal's reporter is the same in every stage:
 *   POST /monitoring/api/{project}/envelope/?sentry_key=…   a report (public, as a browser sends it)
 *   PUT  /monitoring/api/{project}/sourcemaps/?release=…&url=…   a release's source map; later
 *        frames resolve with it, the failing area's release (tag `areaRelease`) first
 *   GET  /dev/monitoring/events   what arrived, newest last (Super Admins)
 *   GET|PUT|POST|DELETE /dev/monitoring/failure   a query, then an unhandled error: the 500 the
 *        observability tests follow to the log, the report and the SQL span
 * Events stay in memory (the newest 200).
 */
import { Type } from '@sinclair/typebox';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { superAdminOnly } from '../../auth/super-admin-only.js';
import { Problem } from '../../http/problem.js';
import { keepReport } from '../../observability/recent-traces.js';
import { problemResponses } from '../../http/schemas.js';
import { parseEnvelope, type ReceivedEvent } from './envelope.js';
import { createSourceMapStore } from './source-maps.js';

const KEPT_EVENTS = 200;
const ENVELOPE_LIMIT_BYTES = 200_000;
const SOURCE_MAP_LIMIT_BYTES = 30_000_000;

/** The DSN key of `X-Sentry-Auth: Sentry sentry_key=…, …` or of the query. */
/** The SDKs' credential header (the key may come in the query instead). */
const sentryAuthHeaders = Type.Object({ 'x-sentry-auth': Type.Optional(Type.String({ maxLength: 1_000 })) });

function sentryKey(header: string | undefined, query: string | undefined): string | undefined {
  return query ?? /sentry_key=([^,\s]+)/.exec(header ?? '')?.[1];
}

export default async function monitoringRoutes(app: FastifyInstance) {
  // development only (DEV_MONITORING=on)
  if (!app.config.devMonitoring) return;
  const { key } = app.config.devMonitoring;
  const events: ReceivedEvent[] = [];
  const sourceMaps = createSourceMapStore();
  const checkKey = (header: string | undefined, query: string | undefined) => {
    if (sentryKey(header, query) !== key) throw new Problem(401, 'monitoring-key', 'Unauthorized', 'The DSN key is missing or wrong.');
  };
  // browsers send envelopes as text/plain (no CORS preflight); SDKs also as their own type
  app.addContentTypeParser(['text/plain', 'application/x-sentry-envelope'], { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/monitoring/api/:project/envelope/',
    {
      config: { permission: 'public', report: false },
      bodyLimit: ENVELOPE_LIMIT_BYTES,
      schema: {
        tags: ['dev'],
        summary: "Receives error reports in the hosted monitoring service's envelope format (only with DEV_MONITORING=on)",
        params: Type.Object({ project: Type.String({ pattern: '^[0-9]{1,12}$' }) }),
        headers: sentryAuthHeaders,
        querystring: Type.Object({
          sentry_key: Type.Optional(Type.String({ maxLength: 100 })),
          sentry_version: Type.Optional(Type.String({ maxLength: 10 })),
        }),
        response: { 200: Type.Object({ id: Type.String() }), ...problemResponses(400, 401, 413, 415) },
      },
    },
    async (request) => {
      checkKey(request.headers['x-sentry-auth'], request.query.sentry_key);
      if (typeof request.body !== 'string')
        throw new Problem(
          415,
          'monitoring-body',
          'Unsupported Media Type',
          'Send the envelope as text/plain or application/x-sentry-envelope.',
        );
      let received: ReceivedEvent[];
      try {
        received = parseEnvelope(request.body);
      } catch (error) {
        throw new Problem(400, 'monitoring-envelope', 'Bad Request', `Not an envelope: ${(error as Error).message}.`);
      }
      for (const event of received) {
        for (const exception of event.exception)
          exception.frames = await sourceMaps.resolve([event.tags.areaRelease, event.release], exception.frames);
        request.log.warn({ monitoring: event }, 'error reported by the portal');
        events.push(event);
        keepReport(event); // found by its reference at GET /dev/traces too
      }
      events.splice(0, Math.max(0, events.length - KEPT_EVENTS));
      return { id: received[0]?.eventId ?? '' };
    },
  );

  app.put(
    '/monitoring/api/:project/sourcemaps/',
    {
      config: { permission: 'public', report: false },
      bodyLimit: SOURCE_MAP_LIMIT_BYTES,
      schema: {
        tags: ['dev'],
        summary: "Keeps the source map of a release's minified file, to resolve the frames of later reports (only with DEV_MONITORING=on)",
        params: Type.Object({ project: Type.String({ pattern: '^[0-9]{1,12}$' }) }),
        headers: sentryAuthHeaders,
        querystring: Type.Object({
          sentry_key: Type.Optional(Type.String({ maxLength: 100 })),
          release: Type.String({ minLength: 1, maxLength: 200 }),
          url: Type.String({ pattern: '^(https?://|~/)', maxLength: 2_000 }),
        }),
        // a version-3 source map as webpack writes it (its other fields, sourcesContent among them, pass through)
        body: Type.Object(
          {
            version: Type.Literal(3),
            file: Type.String(),
            mappings: Type.String(),
            sources: Type.Array(Type.String()),
            names: Type.Array(Type.String()),
          },
          { additionalProperties: true },
        ),
        response: { 204: Type.Null(), ...problemResponses(400, 401, 413, 415) },
      },
    },
    async (request, reply) => {
      checkKey(request.headers['x-sentry-auth'], request.query.sentry_key);
      sourceMaps.add(request.query.release, request.query.url, request.body);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/dev/monitoring/events',
    {
      config: { permission: 'authenticated', report: false },
      preHandler: superAdminOnly('the development monitoring receiver'),
      schema: {
        tags: ['dev'],
        summary: 'Error reports the local receiver got, newest last (Super Admins; only with DEV_MONITORING=on)',
        response: { 200: { type: 'array', items: { type: 'object', additionalProperties: true } }, ...problemResponses(401, 403) },
      },
    },
    async () => events,
  );

  app.route({
    method: ['GET', 'PUT', 'POST', 'DELETE'],
    url: '/dev/monitoring/failure',
    config: { permission: 'authenticated' },
    schema: {
      tags: ['dev'],
      summary: 'Runs a query, then fails with an unhandled error (500), for the observability tests (only with DEV_MONITORING=on)',
      response: { ...problemResponses(401, 500) },
    },
    handler: async (request) => {
      await app.db.execute(sql`select 'forced failure' as monitoring_probe`);
      throw new Error(`forced failure of ${request.method} ${request.url} for the observability tests`);
    },
  });
}
