/**
 * Cookies of a project (spec section 7 "Cookies"), under /cookies:
 *   GET    /cookies?cc=en&type=all  with header `project-id: <uuid>`   the list (projectsRead)
 *   PUT    /cookies/{projectId}/en   create (201) or update (200) one cookie (projectsEdit)
 *   DELETE /cookies/{projectId}/{cookieId}                              (projectsEdit)
 * Permissions and visibility are those of the project: a project the caller cannot see is 404
 * project-not-found on every route.
 */
import type { FastifyInstance } from 'fastify';
import { userOf } from '../auth/auth-plugin.js';
import { addRecordSchema, deleteReplies, readReplies, saveReplies } from '../http/schemas.js';
import { answerRecord, readPreconditions } from '../http/versioning.js';
import { requireVisibleProject } from '../projects/project-queries.js';
import { findCookie, listCookies, toCookie } from './cookie-queries.js';
import {
  cookieList,
  cookieListHeaders,
  cookieListQuery,
  cookieParams,
  cookieProjectParams,
  cookiePutBody,
  cookieSchema,
  PROJECT_ID_HEADER,
} from './cookie-schemas.js';
import { deleteCookie, putCookie } from './cookie-write.js';

const tags = ['cookies'];

export default async function cookieRoutes(app: FastifyInstance) {
  const record = addRecordSchema(app, cookieSchema);

  app.get(
    '/cookies',
    {
      config: { permission: 'projectsRead' },
      schema: {
        tags,
        summary: `A project's cookies (project in the ${PROJECT_ID_HEADER} header), by category (necessary, functional, performance, marketing), active first, then by name`,
        querystring: cookieListQuery,
        headers: cookieListHeaders,
        response: readReplies(cookieList),
      },
    },
    async (request) => {
      const projectUuid = request.headers[PROJECT_ID_HEADER];
      await requireVisibleProject(app.db, userOf(request), projectUuid);
      return { content: await listCookies(app.db, projectUuid, request.query.cc ?? 'en', request.query.type === 'active') };
    },
  );

  app.put(
    '/cookies/:projectId/:language',
    {
      config: { permission: 'projectsEdit' },
      schema: {
        tags,
        summary: 'Create a cookie (no id, or If-None-Match: *) or update one (its id, If-Match: "<version>")',
        description: 'Names are unique per project regardless of case: 409 cookie-name-taken (field name).',
        params: cookieProjectParams,
        body: cookiePutBody,
        response: saveReplies(record, 400, 401, 403, 404, 409, 412, 428),
      },
    },
    async (request, reply) => {
      const { projectId, language } = request.params;
      const { id, outcome } = await putCookie(app.db, userOf(request), projectId, language, request.body, readPreconditions(request));
      return answerRecord(reply, toCookie((await findCookie(app.db, projectId, id))!), outcome);
    },
  );

  app.delete(
    '/cookies/:projectId/:cookieId',
    {
      config: { permission: 'projectsEdit' },
      schema: {
        tags,
        summary: 'Delete a cookie (If-Match optional; a stale one is refused)',
        params: cookieParams,
        response: deleteReplies(),
      },
    },
    async (request, reply) => {
      const { projectId, cookieId } = request.params;
      await deleteCookie(app.db, userOf(request), projectId, cookieId, readPreconditions(request));
      return reply.status(204).send();
    },
  );
}
