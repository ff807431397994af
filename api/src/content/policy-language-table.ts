/** Policy languages of the content service. drizzle-kit reads it with every other *-table.ts (drizzle.config.ts). */
import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { versioned } from '../db/columns.js';

/** Content service: languages a policy group is published in. */
export const policyLanguages = pgTable(
  'policy_languages',
  {
    policyGroup: text('policy_group').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    ...versioned(),
  },
  (t) => [primaryKey({ columns: [t.policyGroup, t.code] })],
);
