/** Agencies: reviewed by a Super Admin when a user asks for one (src/agencies/agency-review.ts). drizzle-kit reads it with every other *-table.ts (drizzle.config.ts). */
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { oneOf, versioned } from '../db/columns.js';
import { markets } from '../markets/market-table.js';
// agencies and users refer to each other (requested_by, agency_eid); drizzle resolves references lazily
// eslint-disable-next-line import-x/no-cycle -- resolved lazily
import { users } from '../users/user-table.js';

export const REVIEW_STATES = ['PENDING', 'APPROVED', 'REJECTED'] as const;

export const agencies = pgTable(
  'agencies',
  {
    eid: text('eid').primaryKey(),
    name: text('name').notNull(),
    marketCode: text('market_code')
      .notNull()
      .references(() => markets.code),
    mainContactName: text('main_contact_name'),
    mainContactEmail: text('main_contact_email'),
    isActive: boolean('is_active').notNull().default(true),
    reviewState: text('review_state', { enum: REVIEW_STATES }).notNull().default('PENDING'),
    reviewReason: text('review_reason'),
    /** The user who asked for the agency (receives the review e-mail). */
    requestedBy: text('requested_by').references((): AnyPgColumn => users.eid, { onDelete: 'set null' }),
    ...versioned(),
  },
  (t) => [
    check('agencies_review_state_check', oneOf(t.reviewState, REVIEW_STATES)),
    // names are unique whatever their case (the API answers 409 duplicate-name first)
    uniqueIndex('agencies_name_idx').on(sql`lower(${t.name})`),
  ],
);
