/**
 * The content service (spec section 7), mounted apart under /content with its own credential:
 * every call needs the stage's key in the `api-key` header (401 problem+json without it), no
 * user token. Read-only; Super Admins write news through the authenticated /news-items routes.
 *   GET /content/news/{handle}?page&size                   published items, newest first
 *   GET /content/policy-groups/{group}/languages            the group's languages by name
 * Production may run the hosted content service instead (docs/adr/0050-content-service-and-news.md).
 */
import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/problem.js';
import { problemResponses } from '../http/schemas.js';
import { requireApiKey } from './content-key.js';
import { languagesOf, publishedNews } from './content-queries.js';
import { NEWS_PAGE_MAX, newsItem, newsPage, newsParams, newsQuery, policyLanguagesReply, policyParams } from './content-schemas.js';

const tags = ['content'];
const DEFAULT_SIZE = 5;
const apiKey = [{ contentApiKey: [] }];

/** Mounted apart, under its own prefix. */
export const autoPrefix = '/content';

export default async function contentRoutes(app: FastifyInstance) {
  // only where the stage configures the service's key
  const key = app.config.contentApiKey;
  if (!key) return;
  // runs after the auth plugin's hook, which lets 'public' routes through (rate limit only)
  app.addHook('onRequest', requireApiKey(key));
  app.addSchema(newsItem);

  app.get(
    '/news/:handle',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        security: apiKey,
        summary: 'Published news items of a feed, newest first (api-key header)',
        params: newsParams,
        querystring: newsQuery,
        response: { 200: newsPage, ...problemResponses(400, 401) },
      },
    },
    async (request) => {
      const page = Number(request.query.page ?? 1);
      const size = Math.min(Number(request.query.size ?? DEFAULT_SIZE), NEWS_PAGE_MAX);
      return publishedNews(app.db, request.params.handle, page, size);
    },
  );

  app.get(
    '/policy-groups/:group/languages',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        security: apiKey,
        summary: 'Languages a policy group is published in (api-key header)',
        params: policyParams,
        response: { 200: policyLanguagesReply, ...problemResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { group } = request.params;
      const languages = await languagesOf(app.db, group);
      if (languages.length === 0) throw notFound('policy-group-not-found', `There is no policy group ${group}.`);
      return { policyGroup: group, languages };
    },
  );
}
