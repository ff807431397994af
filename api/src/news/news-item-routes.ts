/**
 * News items of the content service's `ottilia-news` feed, written by Super Admins (newsEdit)
 * through the authenticated API; the feed itself is read at /content/news/{handle}.
 *   GET    /news-items          list (page, size, $orderBy, $filter), drafts included
 *   GET    /news-items/export.csv  what the list's filter selects, as CSV (and POST /news-items/exports, a signed link to it)
 *   GET    /news-items/{eid}    one item, ETag = version
 *   PUT    /news-items/{eid}    create (If-None-Match: *) or update (If-Match); publish = `published`
 *   DELETE /news-items/{eid}    If-Match optional, a stale one answers 412
 *   GET    /news-items/{eid}/history  the item's audit trail, newest first (kept after a delete)
 */
import { eq } from 'drizzle-orm';
import { NEWS_ITEMS } from '@ottilia/shared-contracts/resources';
import type { FastifyInstance } from 'fastify';
import { userOf } from '../auth/auth-plugin.js';
import type { Executor } from '../db/client.js';
import { newsItems } from './news-item-table.js';
import { addRecordSchema, deleteReplies, readReplies, saveReplies } from '../http/schemas.js';
import { readHistory } from '../reference-data/record-history.js';
import { historyReply } from '../reference-data/reference-schemas.js';
import { answerRecord, readPreconditions } from '../http/versioning.js';
import { registerCsvExport } from '../exports/csv-export.js';
import type { CsvColumn } from '../http/csv.js';
import type { ListResource } from '../list/list-query.js';
import { listNames, registerListRoute, tableRows } from '../list/list-route.js';
import { newsEidParams, newsItemBody, newsItemRecord, type NewsItemRecord } from './news-item-schemas.js';
import { deleteNewsItem, newsItemNotFound, putNewsItem } from './news-item-write.js';

const { apiPath, permissions, kind } = NEWS_ITEMS;
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

const rows = tableRows(newsItems, toRecord);

async function findOne(db: Executor, eid: string) {
  const [row] = await db.select().from(newsItems).where(eq(newsItems.eid, eid));
  return row ? toRecord(row) : null;
}

export default async function newsItemRoutes(app: FastifyInstance) {
  const record = addRecordSchema(app, newsItemRecord);

  registerListRoute(app, {
    ...listNames(NEWS_ITEMS),
    list: LIST,
    summary: 'List news items, drafts included (page, size, $orderBy, $filter)',
    examples: { orderBy: "'updatedAt desc' (default) or 'publishedAt desc'", filter: "contains(title,'cookie')" },
    reads: [newsItems],
    ...rows,
  });

  registerCsvExport(app, { path, permission: permissions.read, tags, plural: 'news items', list: LIST, columns: CSV_COLUMNS, ...rows });

  app.get(
    `${apiPath}/:eid`,
    {
      config: { permission: permissions.read },
      schema: { tags, summary: 'One news item', params: newsEidParams, response: readReplies(record) },
    },
    async (request, reply) => {
      const found = await findOne(app.db, request.params.eid);
      if (!found) throw newsItemNotFound(request.params.eid);
      return answerRecord(reply, found);
    },
  );

  app.put(
    `${apiPath}/:eid`,
    {
      config: { permission: permissions.edit },
      schema: {
        tags,
        summary: 'Create (If-None-Match: *) or update (If-Match: "<version>") a news item; published publishes or unpublishes it',
        params: newsEidParams,
        body: newsItemBody,
        response: saveReplies(record, 400, 401, 403, 412, 422, 428),
      },
    },
    async (request, reply) => {
      const { eid } = request.params;
      const outcome = await putNewsItem(app.db, userOf(request), eid, request.body, readPreconditions(request));
      return answerRecord(reply, (await findOne(app.db, eid))!, outcome, `${apiPath}/${eid}`);
    },
  );

  app.delete(
    `${apiPath}/:eid`,
    {
      config: { permission: permissions.delete },
      schema: { tags, summary: 'Delete a news item', params: newsEidParams, response: deleteReplies() },
    },
    async (request, reply) => {
      await deleteNewsItem(app.db, userOf(request), request.params.eid, readPreconditions(request));
      return reply.status(204).send();
    },
  );

  app.get(
    `${apiPath}/:eid/history`,
    {
      config: { permission: permissions.read },
      schema: { tags, summary: "The news item's history, newest first", params: newsEidParams, response: readReplies(historyReply) },
    },
    async (request) => {
      const { eid } = request.params;
      const entries = await readHistory(app.db, kind, eid);
      // a deleted item keeps its history; an item that never was has none
      if (entries.length === 0 && !(await findOne(app.db, eid))) throw newsItemNotFound(eid);
      return entries;
    },
  );
}
