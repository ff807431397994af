/**
 * The first administrator of a new database (`npm run admin -- create-super-admin <email>`):
 * a Super Admin invited through the directory like any invitation (account, INVITED user,
 * history row, invitation mail; src/users/user-invite.ts), on behalf of the operator.
 * Idempotent: for the same e-mail a second run changes nothing. While another Super Admin
 * exists it refuses, unless forced; forced, it also sends an INVITED Super Admin a new link and
 * makes an existing user of another role a Super Admin.
 */
import { eq, sql } from 'drizzle-orm';
import { permissionsOf } from '@ottilia/shared-contracts/permissions';
import type { CurrentUser } from '../auth/current-user.js';
import { changedFields, recordHistory } from '../db/history.js';
import { users } from '../users/user-table.js';
import { inviteUser, type InviteContext } from '../users/user-invite.js';

/** Who the history names for what this command does. */
export const OPERATOR: CurrentUser = {
  eid: 'operator:create-super-admin',
  email: '',
  displayName: "The portal's operator",
  roles: ['SUPER_ADMIN'],
  role: 'SUPER_ADMIN',
  permissions: permissionsOf(['SUPER_ADMIN']),
  agencyEid: null,
  state: 'ACTIVE',
};

export type CreateSuperAdminOutcome =
  | { result: 'invited'; eid: string }
  | { result: 'promoted'; eid: string; state: string }
  | { result: 'already-super-admin'; eid: string; state: string }
  | { result: 'refused'; superAdmins: string[] };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export async function createSuperAdmin(
  context: InviteContext,
  { email: given, displayName, force = false }: { email: string; displayName?: string; force?: boolean },
): Promise<CreateSuperAdminOutcome> {
  const email = given.trim();
  if (!EMAIL.test(email)) throw new Error(`"${given}" is not an e-mail address`);
  const { db } = context;
  const superAdmins = await db
    .select({ eid: users.eid, email: users.email, state: users.state })
    .from(users)
    .where(sql`${users.roles}[1] = 'SUPER_ADMIN'`);
  const same = superAdmins.find((u) => u.email.toLowerCase() === email.toLowerCase());
  if (same && !(force && same.state === 'INVITED')) return { result: 'already-super-admin', eid: same.eid, state: same.state };
  const others = superAdmins.filter((u) => u !== same);
  if (others.length > 0 && !force) return { result: 'refused', superAdmins: others.map((u) => u.email) };

  const [existing] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  if (existing && existing.state !== 'INVITED') {
    // someone who already signs in: the role changes, no invitation is needed
    const values = { roles: ['SUPER_ADMIN'], agencyEid: null };
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ ...values, version: existing.version + 1, updatedAt: sql`now()`, updatedBy: OPERATOR.eid })
        .where(eq(users.eid, existing.eid));
      await recordHistory(tx, {
        resource: 'user',
        resourceId: existing.eid,
        action: 'update',
        actorEid: OPERATOR.eid,
        changes: changedFields(existing, values),
      });
    });
    return { result: 'promoted', eid: existing.eid, state: existing.state };
  }
  const name = displayName?.trim() || existing?.displayName || email.split('@')[0]!;
  const { eid } = await inviteUser(context, OPERATOR, { email, displayName: name, roles: ['SUPER_ADMIN'], agencyEid: null });
  return { result: 'invited', eid };
}
