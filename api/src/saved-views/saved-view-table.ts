/** Saved views: a user's named list states. drizzle-kit reads it with every other *-table.ts (drizzle.config.ts). */
import { sql } from 'drizzle-orm';
import { pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { versioned } from '../db/columns.js';
import { users } from '../users/user-table.js';

export const savedViews = pgTable(
  'saved_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The owner: a view is theirs alone (gone with them). */
    userEid: text('user_eid')
      .notNull()
      .references(() => users.eid, { onDelete: 'cascade' }),
    /** The list it belongs to, by its collection path, e.g. '/brands'. */
    list: text('list').notNull(),
    name: text('name').notNull(),
    /** The list's state as its URL carries it, without '?', e.g. 'status=active&sort=name,desc'. */
    query: text('query').notNull(),
    ...versioned(),
  },
  (t) => [uniqueIndex('saved_views_user_list_name_idx').on(t.userEid, t.list, sql`lower(${t.name})`)],
);
