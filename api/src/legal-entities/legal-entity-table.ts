/** Legal entities (backoffice reference data); market legal data refers to them. drizzle-kit reads it with every other *-table.ts (drizzle.config.ts). */
import { sql } from 'drizzle-orm';
import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { versioned } from '../db/columns.js';
import { markets } from '../markets/market-table.js';

export const legalEntities = pgTable(
  'legal_entities',
  {
    eid: text('eid').primaryKey(),
    name: text('name').notNull(),
    country: text('country')
      .notNull()
      .references(() => markets.code),
    ...versioned(),
  },
  (t) => [uniqueIndex('legal_entities_name_idx').on(sql`lower(${t.name})`)],
);
