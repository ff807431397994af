/**
 * The product user behind a verified token. Roles come from our users table, never from the
 * token (docs/conventions.md section 4); only the first role counts (spec section 6).
 */
import { eq } from 'drizzle-orm';
import { effectiveRole, isAgencyRole, permissionsOf, type Permission, type Role } from '@ottilia/shared-contracts/permissions';
import type { Executor } from '../db/client.js';
import { users } from '../users/user-table.js';

export interface CurrentUser {
  eid: string;
  email: string;
  displayName: string;
  roles: string[];
  role: Role | null;
  permissions: ReadonlySet<Permission>;
  agencyEid: string | null;
  state: (typeof users.$inferSelect)['state'];
}

export async function loadCurrentUser(db: Executor, eid: string): Promise<CurrentUser | null> {
  const [row] = await db.select().from(users).where(eq(users.eid, eid)).limit(1);
  if (!row) return null;
  return {
    eid: row.eid,
    email: row.email,
    displayName: row.displayName,
    roles: row.roles,
    role: effectiveRole(row.roles),
    permissions: permissionsOf(row.roles),
    agencyEid: row.agencyEid,
    state: row.state,
  };
}

/** Agency roles see only their agency's projects and those they are a member of. */
export const isAgencyScoped = (user: CurrentUser) => isAgencyRole(user.roles);
