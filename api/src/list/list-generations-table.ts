/** Table generations, which key the list caches (src/list/generations.ts). drizzle-kit reads it with every other *-table.ts (drizzle.config.ts). */
import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * One generation per table, bumped by triggers when a transaction that wrote to the table commits
 * (migration 0004): the list caches key on the generations of the tables a list reads, so every
 * API instance sees a committed write in its very next read (src/list/generations.ts).
 */
export const listGenerations = pgTable('list_generations', {
  name: text('name').primaryKey(),
  generation: bigint('generation', { mode: 'number' }).notNull(),
  /**
   * The table's row count, moved with its generation at commit (migration 0008), for tables
   * whose unfiltered list total would otherwise be counted row by row (projects); else null.
   */
  rowCount: bigint('row_count', { mode: 'number' }),
});
