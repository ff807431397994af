import { and, asc, count, desc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { policyLanguages } from './policy-language-table.js';
import { newsItems } from '../news/news-item-table.js';
import type { ContentNewsItem } from './content-schemas.js';

/** Published = a publication date that has come (a future date is a scheduled item). */
const published = (handle: string) =>
  and(eq(newsItems.handle, handle), isNotNull(newsItems.publishedAt), lte(newsItems.publishedAt, sql`now()`));

type NewsRow = typeof newsItems.$inferSelect;

export const toContentItem = (row: NewsRow): ContentNewsItem => ({
  eid: row.eid,
  title: row.title,
  summary: row.summary,
  body: row.body,
  image: row.imageUrl ? { url: row.imageUrl, alt: row.imageAlt ?? '' } : null,
  publishedAt: row.publishedAt!.toISOString(),
  link: row.url,
});

/** One page of a feed's published items, newest first (the handle index serves the order). */
export async function publishedNews(db: Executor, handle: string, page: number, size: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(newsItems)
      .where(published(handle))
      .orderBy(desc(newsItems.publishedAt), asc(newsItems.eid))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(newsItems).where(published(handle)),
  ]);
  const totalElements = total?.n ?? 0;
  return { handle, content: rows.map(toContentItem), page, size, totalElements, totalPages: Math.ceil(totalElements / size) };
}

export async function languagesOf(db: Executor, group: string) {
  return db
    .select({ code: policyLanguages.code, name: policyLanguages.name })
    .from(policyLanguages)
    .where(eq(policyLanguages.policyGroup, group))
    .orderBy(asc(policyLanguages.name));
}
