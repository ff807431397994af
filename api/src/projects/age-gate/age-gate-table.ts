/** A project's age gate and its markets. drizzle-kit reads it with every other *-table.ts (drizzle.config.ts). */
import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { versioned } from '../../db/columns.js';
import { markets } from '../../markets/market-table.js';
import { projectRef } from '../project-table.js';

/** One age gate per project; `style` holds the visual settings the cookies/age-gate area edits. */
export const ageGates = pgTable(
  'age_gates',
  {
    eid: text('eid').primaryKey(),
    projectUuid: projectRef(),
    style: jsonb('style').$type<Record<string, unknown>>().notNull().default({}),
    ...versioned(),
  },
  (t) => [uniqueIndex('age_gates_project_idx').on(t.projectUuid)],
);

export const ageGateMarkets = pgTable(
  'age_gate_markets',
  {
    ageGateEid: text('age_gate_eid')
      .notNull()
      .references(() => ageGates.eid, { onDelete: 'cascade' }),
    marketCode: text('market_code')
      .notNull()
      .references(() => markets.code),
    minimumAge: integer('minimum_age').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    ...versioned(),
  },
  (t) => [
    primaryKey({ columns: [t.ageGateEid, t.marketCode] }),
    check('age_gate_markets_age_check', sql`${t.minimumAge} between 0 and 99`),
  ],
);
