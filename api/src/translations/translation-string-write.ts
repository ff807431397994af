/**
 * A Super Admin's edit of one translation string, and its reset to the bundled English: one
 * transaction that locks the row, checks If-Match, writes and records history.
 */
import { eq, sql } from 'drizzle-orm';
import { TRANSLATION_STRINGS } from '@ottilia/shared-contracts/resources';
import type { CurrentUser } from '../auth/current-user.js';
import type { Database, Executor } from '../db/client.js';
import { recordHistory } from '../db/history.js';
import { translationStrings } from './translation-table.js';
import { notFound, unprocessable } from '../http/problem.js';
import { checkPut, type Preconditions } from '../http/versioning.js';

const { kind: KIND, noun: NOUN } = TRANSLATION_STRINGS;

type Row = typeof translationStrings.$inferSelect;

export const stringNotFound = (id: number) => notFound(`${KIND}-not-found`, `There is no ${NOUN} ${id}.`);

async function lock(tx: Executor, id: number): Promise<Row> {
  const [row] = await tx.select().from(translationStrings).where(eq(translationStrings.id, id)).for('update');
  if (!row) throw stringNotFound(id);
  return row;
}

/** The {{placeholders}} of a string, which i18next fills in: a translation must keep all of them. */
export const placeholdersOf = (text: string) => [...new Set([...text.matchAll(/\{\{\s*([^{}]+?)\s*\}\}/g)].map((m) => m[1]!))].sort();

function checkPlaceholders(value: string, english: string) {
  const expected = placeholdersOf(english);
  const given = placeholdersOf(value);
  if (expected.join('\n') !== given.join('\n')) {
    const list = (names: string[]) => (names.length ? names.map((n) => `{{${n}}}`).join(', ') : 'none');
    throw unprocessable(
      'placeholders-changed',
      `The text must keep the placeholders of the English (${list(expected)}); it has ${list(given)}.`,
      {
        field: 'value',
        errors: [{ field: 'body.value', message: `must contain exactly ${list(expected)}` }],
      },
    );
  }
}

async function write(db: Database, user: CurrentUser, id: number, pre: Preconditions, next: (row: Row) => string) {
  await db.transaction(async (tx) => {
    const current = await lock(tx, id);
    checkPut(pre, current, NOUN);
    const value = next(current);
    if (value === current.value) return;
    await tx
      .update(translationStrings)
      .set({ value, version: sql`${translationStrings.version} + 1`, updatedAt: new Date(), updatedBy: user.eid })
      .where(eq(translationStrings.id, id));
    await recordHistory(tx, {
      resource: KIND,
      resourceId: String(id),
      action: 'update',
      actorEid: user.eid,
      changes: { value: { from: current.value, to: value } },
    });
  });
}

export function putTranslationString(db: Database, user: CurrentUser, id: number, value: string, pre: Preconditions) {
  return write(db, user, id, pre, (row) => {
    checkPlaceholders(value, row.english);
    return value;
  });
}

export function resetTranslationString(db: Database, user: CurrentUser, id: number, pre: Preconditions) {
  return write(db, user, id, pre, (row) => row.english);
}
