/**
 * Projects, spec section 7: GET /projects, GET/PUT/DELETE /projects/{id}.
 * PUT creates or updates, so it is gated on projectsEdit (every role that may create may also
 * edit) and creating additionally needs projectsCreate. Agency roles only reach the projects
 * they may see; any other project answers 404, as if it did not exist.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { userOf } from '../auth/auth-plugin.js';
import { projects } from './project-table.js';
import { addRecordSchema, deleteReplies, readReplies, saveReplies } from '../http/schemas.js';
import { answerRecord, readPreconditions } from '../http/versioning.js';
import { registerListRoute } from '../list/list-route.js';
import {
  countProjects,
  PROJECT_LIST_READS,
  projectListResource,
  requireVisibleProject,
  selectProjectPage,
  selectProjects,
  toProject,
  visibilityScope,
  visibleTo,
} from './project-queries.js';
import { PROJECT_SCHEMA_ID, projectParams, projectPutBody, projectSchema } from './project-schemas.js';
import { deleteProject, putProject } from './project-write.js';
import { withReview } from './reviews/review-queries.js';

const RESOURCE = 'projects';
const tags = ['projects'];

export default async function projectRoutes(app: FastifyInstance) {
  const record = addRecordSchema(app, projectSchema);

  registerListRoute(app, {
    path: RESOURCE,
    permission: 'projectsRead',
    list: projectListResource,
    recordId: PROJECT_SCHEMA_ID,
    reads: PROJECT_LIST_READS,
    counted: projects,
    tags,
    summary: 'List projects (page, size, $orderBy, $filter)',
    examples: { orderBy: "'createdAt desc' (default) or 'brandName asc, name asc'", filter: "contains(name,'gin') and status eq 'DRAFT'" },
    visibility: (user) => ({ scope: visibilityScope(user), where: visibleTo(user) }),
    select: (db, where, _orderBy, limit, offset, shape) => selectProjectPage(db, where, shape, limit, offset),
    count: (db, where, shape) => countProjects(db, where, shape.filterFields),
    toRecord: toProject,
  });

  app.get(
    '/projects/:id',
    {
      config: { permission: 'projectsRead' },
      schema: { tags, summary: 'One project', params: projectParams, response: readReplies(record) },
    },
    async (request, reply) => {
      const project = await requireVisibleProject(app.db, userOf(request), request.params.id);
      return answerRecord(reply, await withReview(app.db, project));
    },
  );

  app.put(
    '/projects/:id',
    {
      config: { permission: 'projectsEdit' },
      schema: {
        tags,
        summary: 'Create (If-None-Match: *) or update (If-Match: "<version>") a project',
        params: projectParams,
        body: projectPutBody,
        response: saveReplies(record, 400, 401, 403, 404, 409, 412, 422, 428),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const outcome = await putProject(app.db, userOf(request), id, request.body, readPreconditions(request));
      // read back without the visibility filter: the writer may have just assigned another agency
      const [row] = await selectProjects(app.db, eq(projects.uuid, id));
      return answerRecord(reply, await withReview(app.db, toProject(row!)), outcome, `/projects/${id}`);
    },
  );

  app.delete(
    '/projects/:id',
    {
      config: { permission: 'projectsDelete' },
      schema: {
        tags,
        summary: 'Delete a project with its members, markets, legal data, cookies, age gates and reviews',
        params: projectParams,
        response: deleteReplies(),
      },
    },
    async (request, reply) => {
      await deleteProject(app.db, userOf(request), request.params.id, readPreconditions(request));
      return reply.status(204).send();
    },
  );
}
