/**
 * GET /projects/{id}/history: the project's audit trail with its members, legal data and
 * reviews, newest first, at most PROJECT_HISTORY_LIMIT entries. Read exactly like the project
 * detail: projectsRead, and 404 project-not-found for a project the caller cannot see.
 */
import type { FastifyInstance } from 'fastify';
import { userOf } from '../../auth/auth-plugin.js';
import { readReplies } from '../../http/schemas.js';
import { requireVisibleProject } from '../project-queries.js';
import { projectParams } from '../project-schemas.js';
import { PROJECT_HISTORY_LIMIT, readProjectHistory } from './project-history-queries.js';
import { projectHistoryReply } from './project-history-schemas.js';

export default async function projectHistoryRoutes(app: FastifyInstance) {
  app.get(
    '/projects/:id/history',
    {
      config: { permission: 'projectsRead' },
      schema: {
        tags: ['projects'],
        summary: `The project's history with its members, legal data and reviews, newest first (the newest ${PROJECT_HISTORY_LIMIT})`,
        params: projectParams,
        response: readReplies(projectHistoryReply),
      },
    },
    async (request) => {
      const { id } = request.params;
      const project = await requireVisibleProject(app.db, userOf(request), id);
      return readProjectHistory(app.db, project.uuid);
    },
  );
}
