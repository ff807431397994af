/**
 * Consent that lasts and can be proven:
 *   POST /consent/{projectId}/records            public: the consent script records a visitor's choice (204);
 *                                                 JSON, also as text/plain (navigator.sendBeacon sends that);
 *                                                 `portal` in place of a project id: the portal's own banner
 *   GET  /projects/{id}/consent-settings          how long a choice lasts (projectsRead)
 *   PUT  /projects/{id}/consent-settings          change it (projectsEdit; If-Match optional)
 *   POST /projects/{id}/consent-records/exports   a short-lived signed link to the project's records as CSV, with
 *                                                 their count (projectsEdit: who may edit its cookies; src/exports)
 *   GET  /projects/{id}/consent-records/exports?link=…  the file, for whoever holds the link (the browser's download)
 *   GET  /projects/{id}/consent-records.csv       the same file for a bearer caller
 *   POST /portal/consent-records/exports, GET /portal/consent-records.csv   the portal's own records, apart from
 *                                                 every project's (portalConsentRead: Super Admins; ADR 0271)
 * Records older than CONSENT_RECORD_RETENTION_MONTHS are purged at start and every 6 hours.
 */
import { Type } from '@sinclair/typebox';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { userOf } from '../auth/auth-plugin.js';
import { registerFileExport } from '../exports/file-export.js';
import { csvStream } from '../http/csv.js';
import { Problem, unprocessable } from '../http/problem.js';
import { problemResponses } from '../http/schemas.js';
import { stringEnum } from '../http/schema-types.js';
import { readPreconditions, replyWithVersion } from '../http/versioning.js';
import { projectParams } from '../projects/project-schemas.js';
import { projectNotFound, requireVisibleProject } from '../projects/project-queries.js';
import { projects } from '../projects/project-table.js';
import { COOKIE_CATEGORIES } from '../cookies/cookie-categories.js';
import {
  CONSENT_RECORD_COLUMNS,
  consentRecordsOf,
  countConsentRecords,
  insertConsentRecord,
  purgeConsentRecords,
  type ConsentOwner,
} from './consent-records.js';
import { PORTAL_SITE } from './consent-site.js';
import { site } from './consent-routes.js';
import { findConsentSettings, putConsentSettings } from './consent-settings.js';
import { AGE_GATE_OUTCOMES, MAX_LIFETIME_MONTHS } from './consent-table.js';
import { createRecordBudget } from './record-budget.js';

const PURGE_EVERY_MS = 6 * 3_600_000;

const recordBody = Type.Object(
  {
    visitorId: Type.String({ format: 'uuid', description: "Random, made and kept by the visitor's browser" }),
    revision: Type.String({ pattern: '^[0-9a-f]{16}$', description: 'The revision of the script the visitor answered' }),
    choice: Type.Object(Object.fromEntries(COOKIE_CATEGORIES.map((c) => [c, Type.Optional(Type.Boolean())])), {
      additionalProperties: false,
      description: 'Each category of the banner: allowed or not; necessary is always true',
    }),
    market: Type.Optional(Type.Union([Type.String({ pattern: '^([A-Za-z]{2})?$' }), Type.Null()])),
    ageGate: stringEnum(AGE_GATE_OUTCOMES, { description: 'passed the age gate, none for the market, or verification off on the page' }),
  },
  { additionalProperties: false },
);

const settingsSchema = Type.Object(
  {
    lifetimeMonths: Type.Integer({
      minimum: 1,
      maximum: MAX_LIFETIME_MONTHS,
      description: "Months a visitor's choice lasts; the banner asks again after",
    }),
    version: Type.Integer(),
  },
  { additionalProperties: false },
);
const settingsBody = Type.Object({ lifetimeMonths: settingsSchema.properties.lifetimeMonths }, { additionalProperties: false });

export default async function consentRecordRoutes(app: FastifyInstance) {
  const { retentionMonths, perMinute } = app.config.consentRecords;
  const overBudget = createRecordBudget(perMinute);
  // sendBeacon posts text/plain, which needs no CORS preflight from the brand's site: read it as JSON here only
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));

  const purge = () =>
    purgeConsentRecords(app.db, retentionMonths).then(
      (count) => {
        if (count > 0) app.log.info({ count, retentionMonths }, 'consent records past their retention purged');
      },
      (error: unknown) => app.log.error({ err: error }, 'purging consent records failed'),
    );
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await purge();
    timer = setInterval(() => void purge(), PURGE_EVERY_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));

  app.post(
    '/consent/:projectId/records',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['consent'],
        summary: "Records a visitor's consent choice (no IP address is stored); at most CONSENT_RECORDS_PER_MINUTE per address",
        params: Type.Object({ projectId: site }),
        body: recordBody,
        response: { 204: { type: 'null' }, ...problemResponses(400, 404, 415, 422, 429) },
      },
    },
    async (request, reply) => {
      reply.header('access-control-allow-origin', '*');
      const retryAfter = overBudget(request.ip);
      if (retryAfter !== null) {
        reply.header('retry-after', retryAfter);
        throw new Problem(
          429,
          'too-many-requests',
          'Too many requests',
          `At most ${perMinute} consent records a minute from one address; try again in ${retryAfter} seconds.`,
        );
      }
      const { projectId } = request.params;
      const body = request.body;
      if (body.choice.necessary === false)
        throw unprocessable('necessary-refused', 'Necessary cookies cannot be refused; send necessary: true or leave it out.', {
          field: 'choice.necessary',
        });
      let owner: ConsentOwner = { site: PORTAL_SITE };
      if (projectId !== PORTAL_SITE) {
        const [project] = await app.db.select({ uuid: projects.uuid }).from(projects).where(eq(projects.uuid, projectId));
        if (!project) throw projectNotFound(projectId);
        owner = { projectUuid: projectId };
      }
      await insertConsentRecord(app.db, owner, { ...body, choice: { ...body.choice, necessary: true } });
      return reply.status(204).send();
    },
  );

  app.get(
    '/projects/:id/consent-settings',
    {
      config: { permission: 'projectsRead' },
      schema: {
        tags: ['projects'],
        summary: "How long a visitor's consent lasts on the project's sites (default 12 months)",
        params: projectParams,
        response: { 200: settingsSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await requireVisibleProject(app.db, userOf(request), request.params.id);
      const settings = await findConsentSettings(app.db, request.params.id);
      replyWithVersion(reply, settings.version);
      return settings;
    },
  );

  app.put(
    '/projects/:id/consent-settings',
    {
      config: { permission: 'projectsEdit' },
      schema: {
        tags: ['projects'],
        summary: "Change how long a visitor's consent lasts (If-Match optional; a stale one is 412)",
        params: projectParams,
        body: settingsBody,
        response: { 200: settingsSchema, ...problemResponses(400, 401, 403, 404, 412) },
      },
    },
    async (request, reply) => {
      const settings = await putConsentSettings(app.db, userOf(request), request.params.id, request.body, readPreconditions(request));
      replyWithVersion(reply, settings.version);
      return settings;
    },
  );

  // every record of the project, oldest first, however many: the proof must be whole
  registerFileExport(app, {
    path: 'projects/:id/consent-records',
    params: projectParams,
    name: 'consent-records',
    filtered: false,
    capped: false,
    permission: 'projectsEdit',
    tags: ['projects'],
    plural: "project's consent records, oldest first",
    format: 'csv',
    direct: 'projects/:id/consent-records.csv',
    count: async (user, _query, { id }) => {
      await requireVisibleProject(app.db, user, id!);
      return countConsentRecords(app.db, { projectUuid: id! });
    },
    body: async (user, _query, { id }) => {
      await requireVisibleProject(app.db, user, id!);
      return csvStream(CONSENT_RECORD_COLUMNS, consentRecordsOf(app.db, { projectUuid: id! }));
    },
  });

  // the portal's own visitors' records: the portal's operator's proof, in no project's file
  const portal = { site: PORTAL_SITE } as const;
  registerFileExport(app, {
    path: 'portal/consent-records',
    name: 'portal-consent-records',
    filtered: false,
    capped: false,
    permission: 'portalConsentRead',
    tags: ['consent'],
    plural: "portal's own consent records, oldest first",
    format: 'csv',
    direct: 'portal/consent-records.csv',
    count: async () => countConsentRecords(app.db, portal),
    body: async () => csvStream(CONSENT_RECORD_COLUMNS, consentRecordsOf(app.db, portal)),
  });
}
