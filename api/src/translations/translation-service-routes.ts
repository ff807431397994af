/**
 * The translations service (spec section 7), mounted apart under /translations with its own
 * credential: every call needs the stage's key in the `api-key` header (401 problem+json
 * without it), no user token. What the portal's i18next backend reads:
 *   GET /translations/projects/{projectId}/versions/latest/languages/{lng}/namespaces/{ns}
 *   GET /translations/projects/{projectId}/languages
 * Production may run the hosted translations service instead (stage config translationServiceUrl).
 */
import type { FastifyInstance } from 'fastify';
import { requireApiKey } from '../content/content-key.js';
import { notFound } from '../http/problem.js';
import { problemResponses } from '../http/schemas.js';
import { languagesOf, namespaceStrings } from './translation-queries.js';
import { languagesReply, namespaceParams, namespaceReply, projectParams } from './translation-schemas.js';

const tags = ['translations'];
const apiKey = [{ translationsApiKey: [] }];
/** The one version the service publishes: the strings as they are now. */
const LATEST = 'latest';

/** Mounted apart, under its own prefix. */
export const autoPrefix = '/translations';

export default async function translationServiceRoutes(app: FastifyInstance) {
  // only where the stage configures the service's key
  const key = app.config.translationsApiKey;
  if (!key) return;
  // runs after the auth plugin's hook, which lets 'public' routes through (rate limit only)
  app.addHook('onRequest', requireApiKey(key, 'translations service'));

  app.get(
    '/projects/:projectId/versions/:version/languages/:lng/namespaces/:ns',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        security: apiKey,
        summary: "A namespace's strings in a language, nested (api-key header; version 'latest' only)",
        params: namespaceParams,
        response: { 200: namespaceReply, ...problemResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { projectId, version, lng, ns } = request.params;
      if (version !== LATEST)
        throw notFound('translation-version-not-found', `Only version ${LATEST} is published; there is no version ${version}.`);
      const strings = await namespaceStrings(app.db, projectId, lng, ns);
      if (!strings) throw notFound('translation-namespace-not-found', `Project ${projectId} has no namespace ${ns} in language ${lng}.`);
      return strings;
    },
  );

  app.get(
    '/projects/:projectId/languages',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        security: apiKey,
        summary: 'The languages of a translation project (api-key header)',
        params: projectParams,
        response: { 200: languagesReply, ...problemResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const languages = await languagesOf(app.db, request.params.projectId);
      if (languages.length === 0)
        throw notFound('translation-project-not-found', `There is no translation project ${request.params.projectId}.`);
      return languages;
    },
  );
}
