/**
 * Whether this instance may take traffic: the database answers and its schema is at this build's
 * head (or past it: a newer release migrated first, and migrations only ever add). An instance
 * that starts before its release's migrations ran (MIGRATE_AT_START off, `npm run migrate` not
 * yet done) serves but reports not-ready until they have; then it runs its start tasks once
 * (`whenAtHead`, e.g. the translations seed) and reports ready.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client.js';
import { schemaStatus } from '../db/migrate.js';

export type ReadyState = { ready: true } | { ready: false; reason: 'schema-behind' | 'start-tasks-failed'; detail: string };

export interface Readiness {
  /** Rejects with the database's error when it does not answer (503 service-unavailable on the routes). */
  check(): Promise<ReadyState>;
}

export function createReadiness(db: Database, { whenAtHead }: { whenAtHead?: () => Promise<void> } = {}): Readiness {
  let atHead = false;
  let startTasks: Promise<void> | null = null;
  return {
    async check() {
      await db.execute(sql`select 1`);
      if (atHead) return { ready: true };
      const status = await schemaStatus((text) => queryRows(db, sql.raw(text)));
      if (!status.atHead) {
        return {
          ready: false,
          reason: 'schema-behind',
          detail: `The database has ${status.applied} of this release's ${status.known} migrations; run the migrate command.`,
        };
      }
      try {
        await (startTasks ??= whenAtHead?.() ?? Promise.resolve());
      } catch (error) {
        startTasks = null; // tried again on the next check
        return { ready: false, reason: 'start-tasks-failed', detail: `The start tasks failed: ${(error as Error).message}` };
      }
      atHead = true;
      return { ready: true };
    },
  };
}
