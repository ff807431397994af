/** The audit trail every write adds to (src/db/history.ts). drizzle-kit reads it with every other *-table.ts (drizzle.config.ts). */
import { bigint, check, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at, oneOf } from './columns.js';

export const HISTORY_ACTIONS = ['create', 'update', 'delete', 'review', 'activate', 'deactivate'] as const;

/** Audit trail: one row per write, in the write's transaction. */
export const history = pgTable(
  'history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    resource: text('resource').notNull(),
    resourceId: text('resource_id').notNull(),
    action: text('action', { enum: HISTORY_ACTIONS }).notNull(),
    actorEid: text('actor_eid'),
    at: at('at').notNull().defaultNow(),
    changes: jsonb('changes').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    check('history_action_check', oneOf(t.action, HISTORY_ACTIONS)),
    index('history_resource_idx').on(t.resource, t.resourceId, t.at),
  ],
);
