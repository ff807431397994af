/**
 * GET /users: a page of users through the generic list route (src/list). Agency roles see only
 * the people of their own agency. Pages are cached per visibility scope.
 */
import type { FastifyInstance } from 'fastify';
import { agencies, users } from '../db/schema.js';
import { registerListRoute } from '../list/list-route.js';
import {
  countUsers, selectUsers, toUserListItem, userListResource, USERS_RESOURCE, usersVisibleTo, userVisibilityScope,
} from './user-queries.js';
import { userListItemSchema } from './user-schemas.js';

export default async function userListRoutes(app: FastifyInstance) {
  app.addSchema(userListItemSchema);
  registerListRoute(app, {
    path: USERS_RESOURCE,
    permission: 'usersRead',
    list: userListResource,
    recordId: userListItemSchema.$id,
    tags: ['users'],
    summary: 'List users (page, size, $orderBy, $filter); agency roles see their agency\'s users',
    examples: { orderBy: "'displayName asc' (default) or 'agencyName asc, displayName asc'", filter: "contains(displayName,'ann') or contains(email,'ann')" },
    // each row shows its agency's name
    reads: [users, agencies],
    visibility: (user) => ({ scope: userVisibilityScope(user), where: usersVisibleTo(user) }),
    select: (db, where, orderBy, limit, offset) => selectUsers(db, where).orderBy(...orderBy).limit(limit).offset(offset),
    count: (db, where) => countUsers(db, where),
    toRecord: toUserListItem,
  });
}
