/**
 * Every table a list can read notes its writes for the list caches (migration 0004): a statement
 * trigger that notes the table, a deferred row trigger that bumps its generation at commit. The
 * migration generator (`npm run db:generate`, api/scripts/generate-migration.mjs) adds both to each
 * table a generated migration creates, unless the table is listed here; list-coherence.test.ts
 * checks every table of the database against the same list.
 */

/**
 * Tables no list reads: the history, the generations themselves, the dashboard's kept figures
 * (migration 0011), the mail outbox, a user's saved views (read directly, never cached) and the
 * consent records and settings (written by every visitor's choice: no per-row trigger there), and
 * writes' idempotency keys (src/idempotency).
 */
export const UNLISTED_TABLES: readonly string[] = [
  'history',
  'list_generations',
  'dashboard_inputs',
  'dashboard_figures',
  'dashboard_dirty',
  'dashboard_pending',
  'mail_outbox',
  'saved_views',
  'consent_records',
  'consent_settings',
  'idempotency_keys',
];

const BREAK = '--> statement-breakpoint';

/** The two trigger statements of a listed table, as migration 0004 made them for the first tables. */
export const listTriggers = (table: string): string[] => [
  `CREATE TRIGGER "${table}_list_write" AFTER INSERT OR UPDATE OR DELETE ON "${table}" FOR EACH STATEMENT EXECUTE FUNCTION "note_list_write"();`,
  `CREATE CONSTRAINT TRIGGER "${table}_list_generation" AFTER INSERT OR UPDATE OR DELETE ON "${table}" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_list_generations"();`,
];

/** A generated migration with the list triggers of each listed table it creates (once: a second pass adds nothing). */
export function withListTriggers(migration: string): string {
  const created = [...migration.matchAll(/CREATE TABLE (?:IF NOT EXISTS )?"([^"]+)"/g)].map((match) => match[1]!);
  const missing = created.filter((table) => !UNLISTED_TABLES.includes(table) && !migration.includes(`"${table}_list_write"`));
  if (missing.length === 0) return migration;
  const statements = missing.flatMap(listTriggers);
  const comment = "-- the list caches' triggers of each new listed table (src/list/list-triggers.ts)";
  return `${migration.trimEnd()}${migration.trimEnd().endsWith(BREAK) ? '' : BREAK}\n${comment}\n${statements.join(`${BREAK}\n`)}\n`;
}
