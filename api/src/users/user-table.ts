/** Product users. drizzle-kit reads it with every other *-table.ts (drizzle.config.ts). */
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
// eslint-disable-next-line import-x/no-cycle -- agencies and users refer to each other (see agency-table.ts)
import { agencies } from '../agencies/agency-table.js';
import { at, oneOf, versioned } from '../db/columns.js';

export const USER_STATES = ['ACTIVE', 'INVITED', 'DISABLED'] as const;

/** Product users; eid is the identity service's subject id. Only roles[0] counts. */
export const users = pgTable(
  'users',
  {
    eid: text('eid').primaryKey(),
    email: text('email').notNull(),
    displayName: text('display_name').notNull(),
    roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
    agencyEid: text('agency_eid').references((): AnyPgColumn => agencies.eid),
    state: text('state', { enum: USER_STATES }).notNull().default('ACTIVE'),
    isNewUser: boolean('is_new_user'),
    lastLoginAt: at('last_login_at'),
    ...versioned(),
  },
  (t) => [
    uniqueIndex('users_email_idx').on(sql`lower(${t.email})`),
    index('users_agency_idx').on(t.agencyEid),
    index('users_display_name_idx').on(sql`lower(${t.displayName})`),
    check('users_state_check', oneOf(t.state, USER_STATES)),
  ],
);
