/**
 * Users, spec section 7: GET/PUT/DELETE /users/{id}, its projects and history, PUT /users/invite.
 * Everyone reads their own profile; others need usersRead, and agency roles reach only their
 * agency's people (others answer 404, as if they did not exist). Who may change whom: user-rules.ts.
 */
import { and, asc, exists, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { userOf } from '../auth/auth-plugin.js';
import { projectMembers } from '../projects/members/member-table.js';
import { projects } from '../projects/project-table.js';
import { addRecordSchema, deleteReplies, problemResponses, readReplies, saveReplies } from '../http/schemas.js';
import { answerRecord, readPreconditions } from '../http/versioning.js';
import { PROJECT_SCHEMA_ID, projectSchema } from '../projects/project-schemas.js';
import { selectProjects, toProject, visibleTo } from '../projects/project-queries.js';
import { readHistory } from '../reference-data/record-history.js';
import { historyReply } from '../reference-data/reference-schemas.js';
import { findUser, mayReadUser } from './user-queries.js';
import { inviteUser } from './user-invite.js';
import { userInviteBody, userParams, userPutBody, userSchema } from './user-schemas.js';
import { deleteUser, putUser, USER_HISTORY, userNotFound } from './user-write.js';

const tags = ['users'];
/** A user's projects come in one answer, by name; no one is a member of more. */
const USER_PROJECTS_MAX = 500;

export default async function userRoutes(app: FastifyInstance) {
  const record = addRecordSchema(app, userSchema);
  app.addSchema(projectSchema);

  const readable = async (request: Parameters<typeof userOf>[0], eid: string) => {
    const user = await findUser(app.db, eid);
    if (!user || !mayReadUser(userOf(request), user)) throw userNotFound(eid);
    return user;
  };

  // registered before /users/:id so `invite` is never taken for an id
  app.put(
    '/users/invite',
    {
      config: { permission: 'usersCreate' },
      schema: {
        tags,
        summary:
          'Invite a person: an account without a password, a user in state INVITED, and an e-mail with a one-time link (201; 200 when sent again to someone still invited)',
        body: userInviteBody,
        response: saveReplies(record, 400, 401, 403, 409, 422, 502, 503),
      },
    },
    async (request, reply) => {
      const { eid, resent } = await inviteUser(
        { db: app.db, directory: app.directory, outbox: app.outbox, appOrigin: app.config.appOrigin },
        userOf(request),
        request.body,
      );
      app.userCache.invalidate(eid);
      const user = await findUser(app.db, eid);
      if (!user) throw userNotFound(eid);
      return answerRecord(reply, user, resent ? 'unchanged' : 'created');
    },
  );

  app.get(
    '/users/:id',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: 'A user (your own profile always; others with usersRead, agency roles within their agency)',
        params: userParams,
        response: readReplies(record),
      },
    },
    async (request, reply) => answerRecord(reply, await readable(request, request.params.id)),
  );

  app.get(
    '/users/:id/projects',
    {
      config: { permission: 'projectsRead' },
      schema: {
        tags,
        summary: `The projects the user is a member of that you may see, by name (at most ${USER_PROJECTS_MAX})`,
        params: userParams,
        response: readReplies({ type: 'array', items: { $ref: `${PROJECT_SCHEMA_ID}#` } }),
      },
    },
    async (request) => {
      const { id } = request.params;
      await readable(request, id);
      const member = exists(
        app.db
          .select()
          .from(projectMembers)
          .where(and(eq(projectMembers.projectUuid, projects.uuid), eq(projectMembers.userEid, id))),
      );
      const rows = await selectProjects(app.db, and(member, visibleTo(userOf(request))))
        .orderBy(asc(projects.name), asc(projects.uuid))
        .limit(USER_PROJECTS_MAX);
      return rows.map(toProject);
    },
  );

  // whoever may read the user reads their history (their own, or with usersRead within reach)
  app.get(
    '/users/:id/history',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: "The user's history, newest first (whoever may read the user)",
        params: userParams,
        response: { 200: historyReply, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      await readable(request, id);
      return readHistory(app.db, USER_HISTORY, id);
    },
  );

  app.put(
    '/users/:id',
    {
      config: { permission: 'usersEdit' },
      schema: {
        tags,
        summary: 'Update a user: display name, roles (the first counts; mainRole goes first), agency, state (If-Match required)',
        params: userParams,
        body: userPutBody,
        response: { 200: record, ...problemResponses(400, 401, 403, 404, 412, 422, 428) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await putUser(app.db, app.directory, userOf(request), id, request.body, readPreconditions(request));
      // the user's next request here sees the new role; other instances within their cache's 5 s
      app.userCache.invalidate(id);
      const user = await findUser(app.db, id);
      if (!user) throw userNotFound(id); // deleted by someone else between the commit and this read
      return answerRecord(reply, user);
    },
  );

  app.delete(
    '/users/:id',
    {
      config: { permission: 'usersDelete' },
      schema: {
        tags,
        summary: 'Delete a user who is no project member and requested no agency (If-Match optional); otherwise disable them',
        params: userParams,
        response: deleteReplies(409, 422),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await deleteUser(app.db, app.directory, userOf(request), id, readPreconditions(request));
      app.userCache.invalidate(id);
      return reply.status(204).send();
    },
  );
}
