/**
 * GET /dashboard (figures of the projects the caller may see, filtered by agency, brand, market and
 * creation dates) and GET /dashboard/embed-info (an external BI embed, when the stage has one).
 * Both need dashboardsRead.
 */
import type { FastifyInstance } from 'fastify';
import { userOf } from '../auth/auth-plugin.js';
import { unprocessable } from '../http/problem.js';
import { problemResponses } from '../http/schemas.js';
import { embedInfo } from './dashboard-embed.js';
import { readDashboard } from './dashboard-queries.js';
import { dashboardQuery, dashboardReply, embedInfoReply } from './dashboard-schemas.js';

const tags = ['dashboard'];

export default async function dashboardRoutes(app: FastifyInstance) {
  app.get(
    '/dashboard',
    {
      config: { permission: 'dashboardsRead' },
      schema: {
        tags,
        summary:
          'Dashboard figures: projects by status, market, agency and brand, planned go-lives, reviews, agencies pending review, cookie and age-gate coverage',
        querystring: dashboardQuery,
        response: { 200: dashboardReply, ...problemResponses(400, 401, 403, 422) },
      },
    },
    async (request, reply) => {
      const filters = request.query;
      if (filters.from && filters.to && filters.from > filters.to) {
        throw unprocessable('invalid-date-range', `The date range ends (${filters.to}) before it starts (${filters.from}).`, {
          from: filters.from,
          to: filters.to,
        });
      }
      // live figures: a cache between the database and the chart would show a stale approval
      reply.header('cache-control', 'no-store');
      return readDashboard(app.db, userOf(request), filters);
    },
  );

  app.get(
    '/dashboard/embed-info',
    {
      config: { permission: 'dashboardsRead' },
      schema: {
        tags,
        summary: 'External BI embed: { configured: false } on a stage without one, else its URL, a short-lived token and its expiry',
        response: { 200: embedInfoReply, ...problemResponses(401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return embedInfo(app.config.dashboardEmbed, userOf(request));
    },
  );
}
