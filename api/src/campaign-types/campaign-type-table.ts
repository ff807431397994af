/** Campaign types (backoffice reference data). drizzle-kit reads it with every other *-table.ts (drizzle.config.ts). */
import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { versioned } from '../db/columns.js';

export const campaignTypes = pgTable('campaign_types', {
  eid: text('eid').primaryKey(),
  name: text('name').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  ...versioned(),
}, (t) => [uniqueIndex('campaign_types_name_idx').on(sql`lower(${t.name})`)]);
