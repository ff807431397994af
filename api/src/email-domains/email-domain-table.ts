/** E-mail domains (backoffice reference data). drizzle-kit reads it with every other *-table.ts (drizzle.config.ts). */
import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { versioned } from '../db/columns.js';

export const emailDomains = pgTable('email_domains', {
  eid: text('eid').primaryKey(),
  name: text('name').notNull(),
  type: text('type').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  state: text('state'),
  ...versioned(),
}, (t) => [uniqueIndex('email_domains_name_idx').on(sql`lower(${t.name})`)]);
