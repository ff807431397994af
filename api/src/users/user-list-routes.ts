/**
 * GET /users: a page of users through the generic list route (src/list), and GET
 * /users/export.csv: every user the same $filter selects, in the same $orderBy, as CSV. Agency
 * roles see only the people of their own agency. Pages are cached per visibility scope.
 */
import type { FastifyInstance } from 'fastify';
import { ROLE_LABELS, titleCase, type Role } from '@ottilia/shared-contracts/permissions';
import { agencies } from '../agencies/agency-table.js';
import { users } from './user-table.js';
import type { CsvColumn } from '../http/csv.js';
import { registerCsvExport } from '../exports/csv-export.js';
import { registerListRoute } from '../list/list-route.js';
import {
  countUsers,
  selectUsers,
  toUserListItem,
  userListResource,
  USERS_RESOURCE,
  usersVisibleTo,
  userVisibilityScope,
  type UserListItem,
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

export default async function userListRoutes(app: FastifyInstance) {
  app.addSchema(userListItemSchema);
  registerListRoute(app, {
    path: USERS_RESOURCE,
    permission: 'usersRead',
    list: userListResource,
    recordId: userListItemSchema.$id,
    tags: ['users'],
    summary: "List users (page, size, $orderBy, $filter); agency roles see their agency's users",
    examples: {
      orderBy: "'displayName asc' (default) or 'agencyName asc, displayName asc'",
      filter: "contains(displayName,'ann') or contains(email,'ann')",
    },
    // each row shows its agency's name
    reads: [users, agencies],
    visibility: (user) => ({ scope: userVisibilityScope(user), where: usersVisibleTo(user) }),
    select: (db, where, orderBy, limit, offset) =>
      selectUsers(db, where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    count: (db, where) => countUsers(db, where),
    toRecord: toUserListItem,
  });

  registerCsvExport(app, {
    path: USERS_RESOURCE,
    permission: 'usersRead',
    tags: ['users'],
    plural: 'users',
    list: userListResource,
    columns: CSV_COLUMNS,
    visibleTo: usersVisibleTo,
    select: (db, where, orderBy, limit, offset) =>
      selectUsers(db, where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    count: (db, where) => countUsers(db, where),
    toRecord: toUserListItem,
  });
}
