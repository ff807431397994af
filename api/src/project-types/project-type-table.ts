/** Project (website) types (backoffice reference data). drizzle-kit reads it with every other *-table.ts (drizzle.config.ts). */
import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { versioned } from '../db/columns.js';

/** Website (site) types. `state` missing or ACTIVE means active (spec section 3). */
export const projectTypes = pgTable(
  'project_types',
  {
    eid: text('eid').primaryKey(),
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    state: text('state'),
    ...versioned(),
  },
  (t) => [uniqueIndex('project_types_name_idx').on(sql`lower(${t.name})`)],
);
