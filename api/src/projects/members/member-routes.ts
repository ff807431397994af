/**
 * Project members: GET /projects/{id}/members, PUT and DELETE /projects/{id}/members/{userEid}.
 * The project must be visible to the caller (404 otherwise). Membership decides what agency
 * roles see, so project lists read the members table (their cache keys follow its generation).
 */
import type { FastifyInstance } from 'fastify';
import { userOf } from '../../auth/auth-plugin.js';
import { notFound } from '../../http/problem.js';
import { deleteReplies, readReplies, saveReplies } from '../../http/schemas.js';
import { readPreconditions, replyWithVersion } from '../../http/versioning.js';
import { requireVisibleProject } from '../project-queries.js';
import { projectParams } from '../project-schemas.js';
import { findMember, listMembers } from './member-queries.js';
import { memberList, memberParams, memberSchema } from './member-schemas.js';
import { deleteMember, putMember } from './member-write.js';

const tags = ['projects'];

export default async function memberRoutes(app: FastifyInstance) {
  app.addSchema(memberSchema);

  app.get(
    '/projects/:id/members',
    {
      config: { permission: 'projectsRead' },
      schema: { tags, summary: 'The members of a project, by display name', params: projectParams, response: readReplies(memberList) },
    },
    async (request) => {
      const { id } = request.params;
      await requireVisibleProject(app.db, userOf(request), id);
      return { content: await listMembers(app.db, id) };
    },
  );

  app.put(
    '/projects/:id/members/:userEid',
    {
      config: { permission: 'projectUserAdd' },
      schema: {
        tags,
        summary: 'Add a member (201), or answer the existing membership (200); If-None-Match: * only adds',
        params: memberParams,
        response: saveReplies({ $ref: `${memberSchema.$id}#` }, 400, 401, 403, 404, 412, 422),
      },
    },
    async (request, reply) => {
      const { id, userEid } = request.params;
      const outcome = await putMember(app.db, userOf(request), id, userEid, readPreconditions(request));
      const found = await findMember(app.db, id, userEid);
      // removed again by someone else between the commit and this read
      if (!found) throw notFound('member-not-found', `User ${userEid} is not a member of project ${id}.`);
      replyWithVersion(reply, found.version);
      if (outcome === 'created') reply.status(201).header('location', `/projects/${id}/members/${encodeURIComponent(userEid)}`);
      return found.member;
    },
  );

  app.delete(
    '/projects/:id/members/:userEid',
    {
      config: { permission: 'projectUserAdd' },
      schema: { tags, summary: 'Remove a member (If-Match optional)', params: memberParams, response: deleteReplies() },
    },
    async (request, reply) => {
      const { id, userEid } = request.params;
      await deleteMember(app.db, userOf(request), id, userEid, readPreconditions(request));
      return reply.status(204).send();
    },
  );
}
