/** Brands (backoffice reference data). drizzle-kit reads it with every other *-table.ts (drizzle.config.ts). */
import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { versioned } from '../db/columns.js';

export const brands = pgTable('brands', {
  eid: text('eid').primaryKey(),
  name: text('name').notNull(),
  /** e.g. spirits, wine, beer; shown capitalised. */
  type: text('type').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  ...versioned(),
}, (t) => [uniqueIndex('brands_name_idx').on(sql`lower(${t.name})`)]);
