/**
 * The record of visitors' choices: written by the public endpoint, exported as CSV for the
 * project's owners (the portal's own records for Super Admins, apart: ADR 0271), purged once
 * older than the retention period (CONSENT_RECORD_RETENTION_MONTHS).
 */
import { and, asc, count, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import type { CsvColumn } from '../http/csv.js';
import { COOKIE_CATEGORIES } from '../cookies/cookie-categories.js';
import { consentRecords, type AGE_GATE_OUTCOMES, type OWN_SITES } from './consent-table.js';

/** Whose records: a project's, or one of the portal's own sites'. */
export type ConsentOwner = { projectUuid: string } | { site: (typeof OWN_SITES)[number] };

const ownedBy = (owner: ConsentOwner) =>
  'site' in owner ? eq(consentRecords.site, owner.site) : eq(consentRecords.projectUuid, owner.projectUuid);

export interface ConsentChoice {
  visitorId: string;
  revision: string;
  choice: Record<string, boolean>;
  market?: string | null;
  ageGate: (typeof AGE_GATE_OUTCOMES)[number];
}

/** Categories in the spec's order; necessary is always granted (the caller refuses otherwise). */
export async function insertConsentRecord(db: Executor, owner: ConsentOwner, body: ConsentChoice) {
  const granted = COOKIE_CATEGORIES.filter((c) => body.choice[c] === true);
  const refused = COOKIE_CATEGORIES.filter((c) => body.choice[c] === false);
  await db.insert(consentRecords).values({
    ...owner,
    visitorId: body.visitorId,
    granted: granted.join(','),
    refused: refused.join(','),
    revision: body.revision,
    market: body.market ? body.market.toUpperCase() : null,
    ageGate: body.ageGate,
  });
}

export type ConsentRecordRow = typeof consentRecords.$inferSelect;

export const countConsentRecords = async (db: Executor, owner: ConsentOwner) =>
  (await db.select({ n: count() }).from(consentRecords).where(ownedBy(owner)))[0]?.n ?? 0;

/**
 * A project's (or the portal's) records, oldest first, `batchSize` at a time while the file is sent (no cap: a
 * record is small, and a busy project has millions). Each batch starts after the last row of
 * the previous one (recorded_at, id), so a read costs the same at the millionth row as at the
 * first, where an OFFSET would walk every row before it. The cursor's time is the database's
 * text (microseconds), not a JavaScript Date (milliseconds), which would repeat or skip rows.
 */
export async function* consentRecordsOf(db: Executor, owner: ConsentOwner, batchSize = 1_000): AsyncGenerator<ConsentRecordRow[]> {
  let after: { at: string; id: string } | undefined;
  for (;;) {
    const rows = await db
      .select({ record: consentRecords, at: sql<string>`${consentRecords.recordedAt}::text` })
      .from(consentRecords)
      .where(
        and(
          ownedBy(owner),
          after && sql`(${consentRecords.recordedAt}, ${consentRecords.id}) > (${after.at}::timestamptz, ${after.id}::uuid)`,
        ),
      )
      .orderBy(asc(consentRecords.recordedAt), asc(consentRecords.id))
      .limit(batchSize);
    if (rows.length > 0) yield rows.map((row) => row.record);
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1]!;
    after = { at: last.at, id: last.record.id };
  }
}

export const CONSENT_RECORD_COLUMNS: readonly CsvColumn<ConsentRecordRow>[] = [
  { header: 'Recorded at (UTC)', value: (r) => r.recordedAt.toISOString() },
  { header: 'Visitor id', value: (r) => r.visitorId },
  { header: 'Granted', value: (r) => r.granted },
  { header: 'Refused', value: (r) => r.refused },
  { header: 'Revision', value: (r) => r.revision },
  { header: 'Market', value: (r) => r.market },
  { header: 'Age gate', value: (r) => r.ageGate },
];

/** Deletes the records recorded before `months` months ago; answers how many. */
export async function purgeConsentRecords(db: Executor, months: number, now = new Date()): Promise<number> {
  const cutoff = sql`${now.toISOString()}::timestamptz - make_interval(months => ${months})`;
  const deleted = await db.delete(consentRecords).where(lt(consentRecords.recordedAt, cutoff)).returning({ id: consentRecords.id });
  return deleted.length;
}
