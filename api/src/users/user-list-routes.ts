/**
 * GET /users: a page of users through the generic list route (src/list), and GET
 * /users/export.csv: every user the same $filter selects, in the same $orderBy, as CSV. Agency
 * roles see only the people of their own agency. Pages are cached per visibility scope.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ROLE_LABELS, titleCase, type Role } from '@ottilia/shared-contracts/permissions';
import { userOf } from '../auth/auth-plugin.js';
import { queryRows } from '../db/client.js';
import { agencies } from '../agencies/agency-table.js';
import { users } from './user-table.js';
import { csvStream, type CsvColumn } from '../http/csv.js';
import { EXPORT_MAX_ROWS, refuseTooLargeExport, sendAsAttachment } from '../http/download.js';
import { problemResponses } from '../http/schemas.js';
import { compileOrderBy, listWhere, parseListParams } from '../list/list-query.js';
import { registerListRoute } from '../list/list-route.js';
import {
  countUsers, selectUsers, toUserListItem, userListResource, USERS_RESOURCE, usersVisibleTo, userVisibilityScope, type UserListItem,
} from './user-queries.js';
import { userListItemSchema } from './user-schemas.js';

const roleLabel = (role: string) => ROLE_LABELS[role as Role] ?? titleCase(role);

/** The columns of the users list, as the screen shows them. */
const CSV_COLUMNS: readonly CsvColumn<UserListItem>[] = [
  { header: 'Name', value: (user) => user.displayName },
  { header: 'E-mail', value: (user) => user.email },
  { header: 'Main role', value: (user) => (user.mainRole ? roleLabel(user.mainRole) : null) },
  { header: 'Roles', value: (user) => user.roles.map(roleLabel).join(', ') },
  { header: 'Agency', value: (user) => user.agency?.name ?? null },
  { header: 'State', value: (user) => titleCase(user.state) },
  { header: 'Created', value: (user) => user.createdAt.slice(0, 10) },
];

const exportQuery = Type.Object({
  $orderBy: Type.Optional(Type.String({ description: "As the list, e.g. 'displayName asc' (default)" })),
  $filter: Type.Optional(Type.String({ description: "As the list, e.g. mainRole eq 'AGENCY_USER'" })),
});

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

  app.get('/users/export.csv', {
    config: { permission: 'usersRead' },
    schema: {
      tags: ['users'],
      summary: `Every user the filter selects that you may see, as CSV (at most ${EXPORT_MAX_ROWS} rows)`,
      querystring: exportQuery,
      response: { 200: { type: 'string', description: 'text/csv, UTF-8 with BOM' }, ...problemResponses(400, 401, 403, 422) },
    },
  }, async (request, reply) => {
    const { $filter, $orderBy } = request.query;
    const params = parseListParams({ $filter, $orderBy }, userListResource);
    const execute = (query: Parameters<typeof queryRows>[1]) => queryRows(app.db, query);
    const where = await listWhere({ resource: userListResource, params, execute, extraWhere: usersVisibleTo(userOf(request)) });
    const rows = await selectUsers(app.db, where).orderBy(...compileOrderBy(params.orderBy, userListResource)).limit(EXPORT_MAX_ROWS + 1);
    refuseTooLargeExport(rows.length, 'users');
    return sendAsAttachment(reply, { name: 'users', extension: 'csv', type: 'text/csv; charset=utf-8', body: csvStream(CSV_COLUMNS, rows.map(toUserListItem)) });
  });
}
