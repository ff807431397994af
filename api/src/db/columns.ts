/**
 * Column helpers every table file uses (the tables live next to their resources, *-table.ts).
 *
 * Every entity row is versioned: `version` starts at 1 and grows by one per update; GET answers
 * it as the ETag and PUT compares it with If-Match (optimistic concurrency, docs/conventions.md section 5).
 * Enumerations are text with a CHECK constraint, so adding a value is a one-line migration.
 */
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, integer, text, timestamp } from 'drizzle-orm/pg-core';

export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const oneOf = (column: AnyPgColumn, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`;

/** Columns every versioned row carries (fresh builders per table). */
export const versioned = () => ({
  version: integer('version').notNull().default(1),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
  /** eid of the user who made the last change; null for seed data. */
  updatedBy: text('updated_by'),
});
