/**
 * Reading users for lists and pickers: the public shape, the list whitelist, and which users a
 * caller may see (agency roles: only the people of their own agency).
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import { effectiveRole, ROLES } from '@ottilia/shared-contracts/permissions';
import { isAgencyScoped, type CurrentUser } from '../auth/current-user.js';
import type { Executor } from '../db/client.js';
import { agencies } from '../agencies/agency-table.js';
import { USER_STATES, users } from './user-table.js';
import type { ListResource } from '../list/list-query.js';

/** List-cache name of users: bump it after every committed write to a user. */
export const USERS_RESOURCE = 'users';

/** Only the first role counts (spec section 6); PostgreSQL arrays start at 1. */
const firstRole = sql<string | null>`${users.roles}[1]`;

const selection = {
  eid: users.eid,
  email: users.email,
  displayName: users.displayName,
  roles: users.roles,
  agencyEid: users.agencyEid,
  agencyName: agencies.name,
  state: users.state,
  version: users.version,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};

/** Users with their (optional) agency joined; the caller adds order and paging. */
export function selectUsers(db: Executor, where: SQL | undefined) {
  return db.select(selection).from(users).leftJoin(agencies, eq(agencies.eid, users.agencyEid)).where(where).$dynamic();
}

export async function countUsers(db: Executor, where: SQL | undefined): Promise<number> {
  // no join: an agencyName filter reaches the agency through its lookup keys (users.agency_eid)
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(users).where(where);
  return row?.total ?? 0;
}

type UserRow = Awaited<ReturnType<typeof selectUsers>>[number];

/** The user as lists show it; mainRole is null when the first role is not a known one. */
export function toUserListItem(row: UserRow) {
  return {
    eid: row.eid,
    email: row.email,
    displayName: row.displayName,
    mainRole: effectiveRole(row.roles),
    roles: row.roles,
    agencyEid: row.agencyEid,
    agency: row.agencyEid ? { eid: row.agencyEid, name: row.agencyName ?? '' } : null,
    state: row.state,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type UserListItem = ReturnType<typeof toUserListItem>;

/**
 * Row visibility: agency roles see the users of their agency (an agency role without an agency
 * sees only itself); everyone else with usersRead sees all (undefined = no condition).
 */
export function usersVisibleTo(user: CurrentUser): SQL | undefined {
  if (!isAgencyScoped(user)) return undefined;
  return user.agencyEid ? eq(users.agencyEid, user.agencyEid) : eq(users.eid, user.eid);
}

/** What `usersVisibleTo` depends on, as a cache key part (keep the two together). */
export const userVisibilityScope = (user: CurrentUser): string =>
  !isAgencyScoped(user) ? 'all' : user.agencyEid ? `agency:${user.agencyEid}` : `self:${user.eid}`;

export const userListResource: ListResource = {
  name: 'users',
  fields: {
    eid: { column: users.eid, type: 'string' },
    displayName: { column: users.displayName, type: 'string', caseInsensitive: true },
    email: { column: users.email, type: 'string', caseInsensitive: true },
    mainRole: { column: firstRole, type: 'enum', values: ROLES },
    agencyEid: { column: users.agencyEid, type: 'string' },
    agencyName: {
      column: agencies.name,
      type: 'string',
      caseInsensitive: true,
      lookup: { foreignKey: users.agencyEid, table: agencies, key: agencies.eid },
    },
    state: { column: users.state, type: 'enum', values: USER_STATES },
    createdAt: { column: users.createdAt, type: 'datetime' },
  },
  defaultOrderBy: 'displayName asc',
  tieBreaker: users.eid,
};

/**
 * A user the caller may read: themselves always (their profile has no gate, spec section 2);
 * others with usersRead, agency roles only within their agency.
 */
export function mayReadUser(caller: CurrentUser, user: { eid: string; agencyEid: string | null }): boolean {
  if (user.eid === caller.eid) return true;
  if (!caller.permissions.has('usersRead')) return false;
  return !isAgencyScoped(caller) || (caller.agencyEid !== null && user.agencyEid === caller.agencyEid);
}

/** The user as GET /users/{id} shows it. */
export async function findUser(db: Executor, eid: string) {
  const [row] = await db
    .select({ ...selection, isNewUser: users.isNewUser, lastLoginAt: users.lastLoginAt })
    .from(users)
    .leftJoin(agencies, eq(agencies.eid, users.agencyEid))
    .where(eq(users.eid, eid));
  if (!row) return null;
  return {
    ...toUserListItem(row),
    isNewUser: row.isNewUser,
    lastLoginDateTime: row.lastLoginAt?.toISOString() ?? null,
    createdDateTime: row.createdAt.toISOString(),
  };
}
