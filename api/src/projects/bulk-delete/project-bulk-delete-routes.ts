/**
 * POST /projects/bulk-delete `{ ids }`: deletes several projects at once, all or nothing, with
 * the rules of DELETE /projects/{id} (projectsDelete; members, markets, legal data, cookies, age
 * gates and reviews go with each). The rows are locked in id order, so two bulk deletes cannot
 * deadlock; an id that does not exist, or names a project the caller may not see, refuses the
 * whole request with 422 `unknown-ids` (the same answer for both, as a 404 would be).
 */
import { Type } from '@sinclair/typebox';
import { and, asc, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { userOf } from '../../auth/auth-plugin.js';
import type { CurrentUser } from '../../auth/current-user.js';
import type { Database } from '../../db/client.js';
import { projects } from '../project-table.js';
import { unprocessable } from '../../http/problem.js';
import { problemResponses } from '../../http/schemas.js';
import { BULK_MAX } from '../../reference-data/reference-schemas.js';
import { visibleTo } from '../project-queries.js';
import { removeProject } from '../project-write.js';

const body = Type.Object(
  { ids: Type.Array(Type.String({ format: 'uuid' }), { minItems: 1, maxItems: BULK_MAX }) },
  { additionalProperties: false },
);

async function deleteProjects(db: Database, user: CurrentUser, ids: readonly string[]) {
  const wanted = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(projects)
      .where(and(inArray(projects.uuid, wanted), visibleTo(user)))
      .orderBy(asc(projects.uuid))
      .for('update');
    const found = new Set(rows.map((row) => row.uuid));
    const unknown = wanted.filter((id) => !found.has(id));
    if (unknown.length)
      throw unprocessable('unknown-ids', `There is no project ${unknown.join(', ')}; nothing was deleted.`, { field: 'ids', ids: unknown });
    for (const row of rows) await removeProject(tx, user, row);
    return rows.length;
  });
}

export default async function projectBulkDeleteRoutes(app: FastifyInstance) {
  app.post(
    '/projects/bulk-delete',
    {
      config: { permission: 'projectsDelete' },
      schema: {
        tags: ['projects'],
        summary:
          'Delete several projects at once, with their members, markets, legal data, cookies, age gates and reviews (all or nothing)',
        body,
        response: { 200: Type.Object({ deleted: Type.Integer() }), ...problemResponses(400, 401, 403, 422) },
      },
    },
    async (request) => {
      const deleted = await deleteProjects(app.db, userOf(request), request.body.ids);
      return { deleted };
    },
  );
}
