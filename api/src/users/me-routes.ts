/**
 * GET /users/me: the signed-in user with the nine permission flags the front end gates on
 * (spec section 3). It is the first call after sign-in, so it also records the sign-in time and
 * turns an invited user active (no longer new). Sign-in bookkeeping is not an edit of the user: it neither bumps
 * the row version (an admin editing the user would get a needless conflict) nor writes history.
 */
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ME_FLAGS, meFlags, ROLES } from '@ottilia/shared-contracts/permissions';
import { userOf } from '../auth/auth-plugin.js';
import { users } from './user-table.js';

const meSchema = {
  type: 'object',
  required: ['eid', 'displayName', 'mainRole', 'roles', 'email', 'agencyEid', ...ME_FLAGS],
  properties: {
    eid: { type: 'string' },
    displayName: { type: 'string' },
    mainRole: { type: ['string', 'null'], enum: [...ROLES, null] },
    roles: { type: 'array', items: { type: 'string' } },
    email: { type: 'string' },
    agencyEid: { type: ['string', 'null'] },
    ...Object.fromEntries(ME_FLAGS.map((flag) => [flag, { type: 'boolean' }])),
  },
} as const;

export default async function meRoutes(app: FastifyInstance) {
  app.get(
    '/users/me',
    {
      config: { permission: 'authenticated' },
      schema: { tags: ['users'], summary: 'The signed-in user and their permission flags', response: { 200: meSchema } },
    },
    async (request) => {
      const user = userOf(request);
      // every page load asks for `me`: write the sign-in time at most once a minute, so a busy
      // portal does not rewrite user rows (and the users list's generation) on every load
      await app.db
        .update(users)
        .set({
          lastLoginAt: new Date(),
          state: sql`case when ${users.state} = 'INVITED' then 'ACTIVE' else ${users.state} end`,
          isNewUser: sql`case when ${users.state} = 'INVITED' then false else ${users.isNewUser} end`,
        })
        .where(
          and(
            eq(users.eid, user.eid),
            or(eq(users.state, 'INVITED'), isNull(users.lastLoginAt), lt(users.lastLoginAt, sql`now() - interval '1 minute'`)),
          ),
        );
      if (user.state === 'INVITED') {
        app.userCache.invalidate(user.eid);
      }
      return {
        eid: user.eid,
        displayName: user.displayName,
        mainRole: user.role,
        roles: user.roles,
        email: user.email,
        agencyEid: user.agencyEid,
        ...meFlags(user.roles),
      };
    },
  );
}
