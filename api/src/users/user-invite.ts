/**
 * PUT /users/invite: the invited person gets a sign-in account without a password (identity
 * directory), a product user in state INVITED with the invited role, and an e-mail whose one-time
 * link lets them choose a password and sign in. Inviting someone still INVITED again updates the
 * invitation (name, role, agency) and sends a new link; the old one stops working.
 */
import { eq, sql } from 'drizzle-orm';
import { effectiveRole, ROLE_LABELS } from '@ottilia/shared-contracts/permissions';
import type { CurrentUser } from '../auth/current-user.js';
import type { Database } from '../db/client.js';
import { changedFields, recordHistory } from '../db/history.js';
import { agencies } from '../agencies/agency-table.js';
import { users } from './user-table.js';
import { conflict, unprocessable } from '../http/problem.js';
import type { IdentityDirectory } from '../identity/identity-directory.js';
import type { MailOutbox } from '../mail/outbox.js';
import { invitationMail } from './invitation-mail.js';
import { mayReadUser } from './user-queries.js';
import { assertAgency, assertMayGrant, assertMayManage, orderRoles } from './user-rules.js';
import type { UserInviteBody } from './user-schemas.js';

export interface InviteContext {
  db: Database;
  directory: IdentityDirectory;
  outbox: MailOutbox;
  /** The portal's origin: the invitation link opens it with `?invitation=<token>`. */
  appOrigin: string;
}

const userExists = () => conflict('user-exists', 'A user with this e-mail address already exists.', { field: 'email' });

/** The invited user's eid, and whether this was a repeated invitation. */
export async function inviteUser(
  { db, directory, outbox, appOrigin }: InviteContext,
  actor: CurrentUser,
  body: UserInviteBody,
): Promise<{ eid: string; resent: boolean }> {
  const roles = orderRoles(body.roles, body.mainRole);
  const role = effectiveRole(roles)!;
  assertMayGrant(actor, roles);
  // a new person is placed in an agency, not moved: usersAgencyEdit is not needed
  assertAgency(actor, roles, body.agencyEid, body.agencyEid);
  const email = body.email.trim();
  const displayName = body.displayName.trim();

  const [existing] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  if (existing && (existing.state !== 'INVITED' || !mayReadUser(actor, existing))) throw userExists();
  if (existing) assertMayManage(actor, effectiveRole(existing.roles));
  const [agency] = body.agencyEid ? await db.select({ name: agencies.name }).from(agencies).where(eq(agencies.eid, body.agencyEid)) : [];
  if (body.agencyEid && !agency) throw unprocessable('unknown-agency', `There is no agency ${body.agencyEid}.`, { field: 'agencyEid' });

  const eid = existing?.eid ?? (await directory.ensureAccount({ email, displayName })).sub;
  const values = { displayName, roles, agencyEid: body.agencyEid };
  await db.transaction(async (tx) => {
    if (existing) {
      const [current] = await tx.select().from(users).where(eq(users.eid, eid)).for('update');
      if (!current || current.state !== 'INVITED') throw userExists(); // accepted or removed meanwhile
      const changes = changedFields(current, values);
      if (Object.keys(changes).length > 0) {
        await tx
          .update(users)
          .set({ ...values, version: current.version + 1, updatedAt: sql`now()`, updatedBy: actor.eid })
          .where(eq(users.eid, eid));
        await recordHistory(tx, { resource: 'user', resourceId: eid, action: 'update', actorEid: actor.eid, changes });
      }
    } else {
      await tx.insert(users).values({ eid, email, ...values, state: 'INVITED', isNewUser: true, updatedBy: actor.eid });
      await recordHistory(tx, {
        resource: 'user',
        resourceId: eid,
        action: 'create',
        actorEid: actor.eid,
        changes: {
          email: { from: null, to: email },
          displayName: { from: null, to: displayName },
          roles: { from: null, to: roles },
          agencyEid: { from: null, to: body.agencyEid },
        },
      });
    }
    // like every directory call, before the commit: the user, the link and its mail commit together
    const invitation = await directory.createInvitation(eid);
    const link = `${appOrigin}/?invitation=${encodeURIComponent(invitation.token)}`;
    await outbox.enqueue(
      tx,
      invitationMail({
        to: email,
        displayName,
        inviterName: actor.displayName,
        roleLabel: ROLE_LABELS[role],
        agencyName: agency?.name ?? null,
        link,
        expiresAt: invitation.expiresAt,
      }),
    );
  });
  return { eid, resent: Boolean(existing) };
}
