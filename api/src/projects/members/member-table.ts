/** Project members: who sees and works on a project. drizzle-kit reads it with every other *-table.ts (drizzle.config.ts). */
import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns.js';
import { users } from '../../users/user-table.js';
import { projectRef } from '../project-table.js';

export const projectMembers = pgTable(
  'project_members',
  {
    projectUuid: projectRef(),
    userEid: text('user_eid')
      .notNull()
      .references(() => users.eid, { onDelete: 'cascade' }),
    addedAt: at('added_at').notNull().defaultNow(),
    addedBy: text('added_by'),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.projectUuid, t.userEid] }),
    // "projects I am a member of" (agency visibility)
    index('project_members_user_idx').on(t.userEid, t.projectUuid),
  ],
);
