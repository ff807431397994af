/**
 * Creating, updating and deleting a news item: one transaction that locks the row, checks the
 * If-Match/If-None-Match preconditions, writes and records history (like every versioned record).
 */
import { eq, sql } from 'drizzle-orm';
import { NEWS_ITEMS } from '@ottilia/shared-contracts/resources';
import type { CurrentUser } from '../auth/current-user.js';
import type { Database, Executor } from '../db/client.js';
import { changedFields, recordHistory } from '../db/history.js';
import { newsItems } from './news-item-table.js';
import { badRequest, notFound, unprocessable } from '../http/problem.js';
import { checkDelete, checkPut, type Preconditions } from '../http/versioning.js';
import { NEWS_HANDLE, type NewsItemBody } from './news-item-schemas.js';

const { kind: KIND, noun: NOUN } = NEWS_ITEMS;

export const newsItemNotFound = (eid: string) => notFound(`${KIND}-not-found`, `There is no ${NOUN} ${eid}.`);

type Row = typeof newsItems.$inferSelect;

async function lock(tx: Executor, eid: string): Promise<Row | null> {
  const [row] = await tx.select().from(newsItems).where(eq(newsItems.eid, eid)).for('update');
  return row ?? null;
}

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** The stored values of a body; the publication date follows `published` (see the schema). */
function toValues(body: NewsItemBody, current: Row | null) {
  if (body.eid !== undefined && current && body.eid !== current.eid)
    throw badRequest('eid-mismatch', `The body's eid ${body.eid} differs from the record in the path.`, { field: 'eid' });
  const imageUrl = blankToNull(body.imageUrl);
  const imageAlt = blankToNull(body.imageAlt);
  // an image without its text alternative would be unreadable to screen-reader users
  if (imageUrl && !imageAlt)
    throw unprocessable('image-alt-required', 'Describe the image in its alternative text.', {
      field: 'imageAlt',
      errors: [{ field: 'body.imageAlt', message: 'is required with an image' }],
    });
  let publishedAt: Date | null = null;
  if (body.published) publishedAt = body.publishedAt ? new Date(body.publishedAt) : (current?.publishedAt ?? new Date());
  return {
    title: body.title.trim(),
    summary: body.summary.trim(),
    body: (body.body ?? '').trim(),
    imageUrl,
    imageAlt: imageUrl ? imageAlt : null,
    url: blankToNull(body.url),
    publishedAt,
  };
}

export async function putNewsItem(
  db: Database,
  user: CurrentUser,
  eid: string,
  body: NewsItemBody,
  pre: Preconditions,
): Promise<'created' | 'updated'> {
  if (body.eid !== undefined && body.eid !== eid)
    throw badRequest('eid-mismatch', `The body's eid ${body.eid} differs from the news item ${eid} in the path.`, { field: 'eid' });
  return db.transaction(async (tx) => {
    const current = await lock(tx, eid);
    const outcome = checkPut(pre, current, NOUN);
    const values = toValues(body, current);
    if (!current) {
      await tx.insert(newsItems).values({ eid, handle: NEWS_HANDLE, ...values, updatedBy: user.eid });
      await recordHistory(tx, {
        resource: KIND,
        resourceId: eid,
        action: 'create',
        actorEid: user.eid,
        changes: changedFields({}, values),
      });
      return 'created';
    }
    const changes = changedFields(current, values);
    if (Object.keys(changes).length > 0) {
      await tx
        .update(newsItems)
        .set({ ...values, version: sql`${newsItems.version} + 1`, updatedAt: new Date(), updatedBy: user.eid })
        .where(eq(newsItems.eid, eid));
      await recordHistory(tx, { resource: KIND, resourceId: eid, action: 'update', actorEid: user.eid, changes });
    }
    return outcome === 'update' ? 'updated' : 'created';
  });
}

export async function deleteNewsItem(db: Database, user: CurrentUser, eid: string, pre: Preconditions) {
  await db.transaction(async (tx) => {
    const current = await lock(tx, eid);
    if (!current) throw newsItemNotFound(eid);
    checkDelete(pre, current, NOUN);
    await tx.delete(newsItems).where(eq(newsItems.eid, eid));
    await recordHistory(tx, {
      resource: KIND,
      resourceId: eid,
      action: 'delete',
      actorEid: user.eid,
      changes: { title: { from: current.title, to: null } },
    });
  });
}
