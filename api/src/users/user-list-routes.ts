/**
 * GET /users: a page of users through the list machinery (src/list). Agency roles see only the
 * people of their own agency. Pages are cached per visibility scope and keyed on the agencies'
 * generation too, since each row shows its agency's name.
 */
import type { FastifyInstance } from 'fastify';
import { userOf } from '../auth/auth-plugin.js';
import { queryRows } from '../db/client.js';
import { problemResponses } from '../http/schemas.js';
import { listParamsKey, parseListParams, runList } from '../list/list-query.js';
import {
  countUsers, selectUsers, toUserListItem, userListResource, USERS_RESOURCE, usersVisibleTo, userVisibilityScope,
} from './user-queries.js';
import { userListItemSchema, userListQuery, userPage } from './user-schemas.js';

const SHOWS = ['agencies'] as const;

export default async function userListRoutes(app: FastifyInstance) {
  app.addSchema(userListItemSchema);

  app.get('/users', {
    config: { permission: 'usersRead' },
    schema: {
      tags: ['users'],
      summary: 'List users (page, size, $orderBy, $filter); agency roles see their agency\'s users',
      querystring: userListQuery,
      response: { 200: userPage, ...problemResponses(400, 401, 403) },
    },
  }, async (request, reply) => {
    const params = parseListParams(request.query as Record<string, unknown>, userListResource);
    const user = userOf(request);
    const key = [userVisibilityScope(user), listParamsKey(params), ...SHOWS.map((other) => `${other}:${app.counts.generation(other)}`)].join('\0');
    const body = await app.pages.page(USERS_RESOURCE, key, async () => {
      const page = await runList({
        resource: userListResource,
        params,
        extraWhere: usersVisibleTo(user),
        select: (where, orderBy, limit, offset) => selectUsers(app.db, where).orderBy(...orderBy).limit(limit).offset(offset),
        count: (where) => app.counts.count(USERS_RESOURCE, where, () => countUsers(app.db, where)),
        execute: (query) => queryRows(app.db, query),
      });
      // the route's 200 schema serialiser, which writes text
      return reply.serialize({ ...page, content: page.content.map(toUserListItem) }) as string;
    });
    // a string with a JSON type goes out as it is
    return reply.type('application/json; charset=utf-8').send(body);
  });
}
