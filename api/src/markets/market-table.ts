/** Markets (spec section 3): the countries projects, agencies and legal entities belong to. drizzle-kit reads it with every other *-table.ts (drizzle.config.ts). */
import { pgTable, text } from 'drizzle-orm/pg-core';
import { versioned } from '../db/columns.js';

/** Markets: ISO-like country codes; 'GO' is the Global market. */
export const markets = pgTable('markets', {
  code: text('code').primaryKey(),
  countryName: text('country_name').notNull(),
  ...versioned(),
});
