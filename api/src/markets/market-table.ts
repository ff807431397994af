/** Markets (spec section 3): the countries projects, agencies and legal entities belong to. drizzle-kit reads it with every other *-table.ts (drizzle.config.ts). */
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { versioned } from '../db/columns.js';

/**
 * Markets: ISO-like country codes; 'GO' is the Global market. Reference data that ships with the
 * migrations (0015) and that Super Admins maintain (PUT /markets/{code}).
 */
export const markets = pgTable(
  'markets',
  {
    code: text('code').primaryKey(),
    countryName: text('country_name').notNull(),
    /** The legal drinking age, so the age gate's default for the market. */
    minimumAge: integer('minimum_age').notNull().default(18),
    ...versioned(),
  },
  (t) => [check('markets_minimum_age_check', sql`${t.minimumAge} between 0 and 99`)],
);
