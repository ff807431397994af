/** What the kept and the computed figures share: the statement helper, the current month, the row shapes. */
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.js';

/** The rows of a statement (both drivers answer node-postgres' result shape; the shared type leaves it open). */
export async function selectRows(db: Executor, query: SQL): Promise<Record<string, unknown>[]> {
  return ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
}

/** The first day of the current month in UTC, whatever the session's time zone (the months the reply names are UTC's). */
export const MONTH_START = sql`date_trunc('month', now() at time zone 'UTC')::date`;

/** One figure: a status, agency, brand, market or go-live month (or "other" of the ranked ones). */
export interface GroupRow {
  dim: string;
  other: boolean;
  key: string | null;
  label: string | null;
  n: number;
  groups: number;
}
/** Every figure of one selection of projects, kept or computed. */
export interface Figures {
  groups: GroupRow[];
  total: { n: number; cookieConsent: number; withCookies: number; ageGate: number; withAgeGate: number; earlier: number };
}
