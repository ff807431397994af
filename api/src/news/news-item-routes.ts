/**
 * News items of the content service's `ottilia-news` feed, written by Super Admins (newsEdit)
 * through the authenticated API; the feed itself is read at /content/news/{handle}.
 *   GET    /news-items          list (page, size, $orderBy, $filter), drafts included
 *   GET    /news-items/export.csv  what the list's filter selects, as CSV (and POST /news-items/exports, a signed link to it)
 *   GET    /news-items/{eid}    one item, ETag = version
 *   PUT    /news-items/{eid}    create (If-None-Match: *) or update (If-Match); publish = `published`
 *   DELETE /news-items/{eid}    If-Match optional, a stale one answers 412
 */
import { count, eq, type SQL } from 'drizzle-orm';
import { NEWS_ITEMS } from '@ottilia/shared-contracts/resources';
import type { FastifyInstance } from 'fastify';
import { userOf } from '../auth/auth-plugin.js';
import type { Executor } from '../db/client.js';
import { newsItems } from './news-item-table.js';
import { problemResponses } from '../http/schemas.js';
import { readPreconditions, replyWithVersion } from '../http/versioning.js';
import { registerCsvExport } from '../exports/csv-export.js';
import type { CsvColumn } from '../http/csv.js';
import type { ListResource } from '../list/list-query.js';
import { registerListRoute } from '../list/list-route.js';
import { newsEidParams, newsItemBody, newsItemRecord, type NewsItemRecord } from './news-item-schemas.js';
import { deleteNewsItem, newsItemNotFound, putNewsItem } from './news-item-write.js';

const { apiPath, recordId, permissions } = NEWS_ITEMS;
const path = apiPath.slice(1);
const tags = [path];

const LIST: ListResource = {
  name: path,
  fields: {
    eid: { column: newsItems.eid, type: 'string' },
    title: { column: newsItems.title, type: 'string', caseInsensitive: true },
    publishedAt: { column: newsItems.publishedAt, type: 'datetime' },
    updatedAt: { column: newsItems.updatedAt, type: 'datetime' },
  },
  defaultOrderBy: 'updatedAt desc',
  tieBreaker: newsItems.eid,
};

const toRecord = (row: typeof newsItems.$inferSelect): NewsItemRecord => ({
  eid: row.eid,
  handle: row.handle,
  title: row.title,
  summary: row.summary,
  body: row.body,
  imageUrl: row.imageUrl,
  imageAlt: row.imageAlt,
  url: row.url,
  published: row.publishedAt !== null,
  publishedAt: row.publishedAt?.toISOString() ?? null,
  version: row.version,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const day = (iso: string | null) => iso?.slice(0, 10) ?? null;

/** The list's columns, and what an item says beyond them. */
const CSV_COLUMNS: readonly CsvColumn<NewsItemRecord>[] = [
  { header: 'ID', value: (item) => item.eid },
  { header: 'Title', value: (item) => item.title },
  { header: 'Published', value: (item) => day(item.publishedAt) },
  { header: 'Last changed', value: (item) => day(item.updatedAt) },
  { header: 'Summary', value: (item) => item.summary },
  { header: 'Link', value: (item) => item.url },
];

const selectItems = async (db: Executor, where: SQL | undefined, orderBy: SQL[], limit: number, offset: number) =>
  (await db.select().from(newsItems).where(where).orderBy(...orderBy).limit(limit).offset(offset)).map(toRecord);
const countItems = async (db: Executor, where: SQL | undefined) => (await db.select({ n: count() }).from(newsItems).where(where))[0]?.n ?? 0;

async function findOne(db: Executor, eid: string) {
  const [row] = await db.select().from(newsItems).where(eq(newsItems.eid, eid));
  return row ? toRecord(row) : null;
}

export default async function newsItemRoutes(app: FastifyInstance) {
  app.addSchema(newsItemRecord);
  const record = { $ref: `${recordId}#` };

  registerListRoute(app, {
    path,
    permission: permissions.read,
    list: LIST,
    recordId,
    tags,
    summary: 'List news items, drafts included (page, size, $orderBy, $filter)',
    examples: { orderBy: "'updatedAt desc' (default) or 'publishedAt desc'", filter: "contains(title,'cookie')" },
    reads: [newsItems],
    select: selectItems,
    count: countItems,
  });

  registerCsvExport(app, { path, permission: permissions.read, tags, plural: 'news items', list: LIST, columns: CSV_COLUMNS, select: selectItems, count: countItems });

  app.get(`${apiPath}/:eid`, {
    config: { permission: permissions.read },
    schema: { tags, summary: 'One news item', params: newsEidParams, response: { 200: record, ...problemResponses(400, 401, 403, 404) } },
  }, async (request, reply) => {
    const found = await findOne(app.db, request.params.eid);
    if (!found) throw newsItemNotFound(request.params.eid);
    replyWithVersion(reply, found.version);
    return found;
  });

  app.put(`${apiPath}/:eid`, {
    config: { permission: permissions.edit },
    schema: {
      tags,
      summary: 'Create (If-None-Match: *) or update (If-Match: "<version>") a news item; published publishes or unpublishes it',
      params: newsEidParams,
      body: newsItemBody,
      response: { 200: record, 201: record, ...problemResponses(400, 401, 403, 412, 422, 428) },
    },
  }, async (request, reply) => {
    const { eid } = request.params;
    const outcome = await putNewsItem(app.db, userOf(request), eid, request.body, readPreconditions(request));
    const saved = (await findOne(app.db, eid))!;
    replyWithVersion(reply, saved.version);
    if (outcome === 'created') reply.status(201).header('location', `${apiPath}/${eid}`);
    return saved;
  });

  app.delete(`${apiPath}/:eid`, {
    config: { permission: permissions.delete },
    schema: { tags, summary: 'Delete a news item', params: newsEidParams, response: { 204: { type: 'null' }, ...problemResponses(400, 401, 403, 404, 412) } },
  }, async (request, reply) => {
    await deleteNewsItem(app.db, userOf(request), request.params.eid, readPreconditions(request));
    return reply.status(204).send();
  });
}
