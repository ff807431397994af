/**
 * The cookie-policy service (the stage's cookie-policy URL, spec section 3): a public consent
 * script per project for the brand's website.
 *   GET /consent/{projectId}/consent.js             the current script; ETag, cached 5 minutes
 *   GET /consent/{projectId}/{version}/consent.js   one version, immutable (cached a year);
 *                                                    404 script-version-gone once it changed
 *   GET /consent/consent.css?v={version}            the banner's stylesheet (consent-style.ts), immutable
 * `portal` in place of a project id is the portal's own script. No token: websites load it.
 */
import { Type } from '@sinclair/typebox';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../http/problem.js';
import { problemResponses } from '../http/schemas.js';
import { loadConsentConfig, PORTAL_SITE } from './consent-config.js';
import { buildConsentScript, type ConsentScript } from './consent-script.js';
import { CONSENT_CSS, CONSENT_CSS_VERSION } from './consent-style.js';

const tags = ['consent'];
/** A project id, or the portal's own site. */
export const site = Type.String({
  pattern: `^(${PORTAL_SITE}|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$`,
  description: `A project id, or '${PORTAL_SITE}'`,
});
export const CURRENT_MAX_AGE = 300;
const YEAR = 31_536_000;

/** Gzip when the browser takes it (every browser does): about a third of the bytes on the wire. */
function send(reply: FastifyReply, script: ConsentScript, cacheControl: string, request: FastifyRequest) {
  const gzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
  // each encoding is its own representation, so its own strong ETag
  const etag = gzip ? `"${script.version}.gz"` : `"${script.version}"`;
  reply
    .header('etag', etag)
    .header('cache-control', cacheControl)
    .header('vary', 'accept-encoding')
    .header('access-control-allow-origin', '*');
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return reply.status(304).send();
  reply.type('text/javascript; charset=utf-8');
  return gzip ? reply.header('content-encoding', 'gzip').send(gzipSync(script.body)) : reply.send(script.body);
}

export default async function consentRoutes(app: FastifyInstance) {
  const siteOptions = { portalAnalytics: app.config.portalAnalyticsContainer !== null };

  app.get(
    '/consent/:projectId/consent.js',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: "The project's consent script (banner, preferences, Consent Mode v2, age gate); params data-market, data-age-verification",
        params: Type.Object({ projectId: site }),
        response: { ...problemResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const script = buildConsentScript(await loadConsentConfig(app.db, request.params.projectId, siteOptions));
      return send(reply, script, `public, max-age=${CURRENT_MAX_AGE}, stale-while-revalidate=60`, request);
    },
  );

  app.get(
    '/consent/consent.css',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: "The consent banner's stylesheet (the script links it, so pages need no 'unsafe-inline' styles)",
        querystring: Type.Object({ v: Type.Optional(Type.String({ maxLength: 64 })) }),
        response: { ...problemResponses(400) },
      },
    },
    async (request, reply) => {
      // the versioned URL the script links never changes; any other is the current sheet for a while
      const cacheControl =
        request.query.v === CONSENT_CSS_VERSION ? `public, max-age=${YEAR}, immutable` : `public, max-age=${CURRENT_MAX_AGE}`;
      return reply
        .header('cache-control', cacheControl)
        .header('access-control-allow-origin', '*')
        .type('text/css; charset=utf-8')
        .send(CONSENT_CSS);
    },
  );

  app.get(
    '/consent/:projectId/:version/consent.js',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'One version of the consent script, immutable',
        params: Type.Object({ projectId: site, version: Type.String({ pattern: '^[0-9a-f]{16}$' }) }),
        response: { ...problemResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const { projectId, version } = request.params;
      const script = buildConsentScript(await loadConsentConfig(app.db, projectId, siteOptions));
      if (script.version !== version) {
        throw notFound(
          'script-version-gone',
          `The project's consent script has changed since version ${version}; load /consent/${projectId}/consent.js or /consent/${projectId}/${script.version}/consent.js.`,
        );
      }
      return send(reply, script, `public, max-age=${YEAR}, immutable`, request);
    },
  );
}
