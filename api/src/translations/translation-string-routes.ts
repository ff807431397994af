/**
 * The translations service's strings as Super Admins edit them (translationsEdit), through the
 * authenticated API; the service itself serves them at /translations (translation-service-routes).
 *   GET  /translation-strings                 list (page, size, $orderBy, $filter: namespace, language, key, value)
 *   GET  /translation-strings/export.csv      what the list's filter selects, as CSV (and POST .../exports, a signed link to it)
 *   GET  /translation-strings/{eid}           one string, ETag = version
 *   PUT  /translation-strings/{eid}           new text (If-Match), keeping the English's {{placeholders}}
 *   POST /translation-strings/{eid}/reset     back to the bundled English (If-Match)
 *   GET  /translation-strings/{eid}/history   the string's audit trail, newest first
 */
import { eq } from 'drizzle-orm';
import { TRANSLATION_STRINGS } from '@ottilia/shared-contracts/resources';
import type { FastifyInstance } from 'fastify';
import { userOf } from '../auth/auth-plugin.js';
import type { Executor } from '../db/client.js';
import { translationStrings } from './translation-table.js';
import { addRecordSchema, problemResponses, readReplies } from '../http/schemas.js';
import { readHistory } from '../reference-data/record-history.js';
import { historyReply } from '../reference-data/reference-schemas.js';
import { answerRecord, readPreconditions } from '../http/versioning.js';
import { registerCsvExport } from '../exports/csv-export.js';
import type { CsvColumn } from '../http/csv.js';
import type { ListResource } from '../list/list-query.js';
import { listNames, registerListRoute, tableRows } from '../list/list-route.js';
import { stringIdParams, translationStringBody, translationStringRecord, type TranslationStringRecord } from './translation-schemas.js';
import { putTranslationString, resetTranslationString, stringNotFound } from './translation-string-write.js';

const { apiPath, permissions, kind } = TRANSLATION_STRINGS;
const path = apiPath.slice(1);
const tags = [path];

const LIST: ListResource = {
  name: path,
  fields: {
    projectId: { column: translationStrings.projectId, type: 'string' },
    language: { column: translationStrings.language, type: 'string' },
    namespace: { column: translationStrings.namespace, type: 'string' },
    key: { column: translationStrings.key, type: 'string', caseInsensitive: true },
    value: { column: translationStrings.value, type: 'string', caseInsensitive: true },
    english: { column: translationStrings.english, type: 'string', caseInsensitive: true },
    updatedAt: { column: translationStrings.updatedAt, type: 'datetime' },
  },
  defaultOrderBy: 'key asc',
  tieBreaker: translationStrings.id,
};

const toRecord = (row: typeof translationStrings.$inferSelect): TranslationStringRecord => ({
  eid: String(row.id),
  projectId: row.projectId,
  language: row.language,
  namespace: row.namespace,
  key: row.key,
  value: row.value,
  english: row.english,
  edited: row.value !== row.english,
  version: row.version,
  updatedAt: row.updatedAt.toISOString(),
  updatedBy: row.updatedBy,
});

/** The list's columns, the English beside the text, and where each string is used. */
const CSV_COLUMNS: readonly CsvColumn<TranslationStringRecord>[] = [
  { header: 'Key', value: (row) => row.key },
  { header: 'Namespace', value: (row) => row.namespace },
  { header: 'Language', value: (row) => row.language },
  { header: 'Text', value: (row) => row.value },
  { header: 'English', value: (row) => row.english },
  { header: 'Edited', value: (row) => (row.edited ? 'Yes' : 'No') },
  { header: 'Last changed', value: (row) => row.updatedAt.slice(0, 10) },
  { header: 'Project', value: (row) => row.projectId },
];

const rows = tableRows(translationStrings, toRecord);

async function findOne(db: Executor, id: number) {
  const [row] = await db.select().from(translationStrings).where(eq(translationStrings.id, id));
  if (!row) throw stringNotFound(id);
  return toRecord(row);
}

export default async function translationStringRoutes(app: FastifyInstance) {
  const record = addRecordSchema(app, translationStringRecord);

  registerListRoute(app, {
    ...listNames(TRANSLATION_STRINGS),
    list: LIST,
    summary: 'List translation strings (page, size, $orderBy, $filter)',
    examples: {
      orderBy: "'key asc' (default) or 'updatedAt desc'",
      filter: "namespace eq 'translations' and language eq 'en' and (contains(key,'nav') or contains(value,'home'))",
    },
    reads: [translationStrings],
    ...rows,
  });

  registerCsvExport(app, {
    path,
    permission: permissions.read,
    tags,
    plural: 'translation strings',
    list: LIST,
    columns: CSV_COLUMNS,
    ...rows,
  });

  app.get(
    `${apiPath}/:eid`,
    {
      config: { permission: permissions.read },
      schema: { tags, summary: 'One translation string', params: stringIdParams, response: readReplies(record) },
    },
    async (request, reply) => {
      const found = await findOne(app.db, Number(request.params.eid));
      return answerRecord(reply, found);
    },
  );

  app.put(
    `${apiPath}/:eid`,
    {
      config: { permission: permissions.edit },
      schema: {
        tags,
        summary: 'Change the text of a translation string (If-Match: "<version>"); it must keep the English\'s {{placeholders}}',
        params: stringIdParams,
        body: translationStringBody,
        response: { 200: record, ...problemResponses(400, 401, 403, 404, 412, 422, 428) },
      },
    },
    async (request, reply) => {
      const id = Number(request.params.eid);
      await putTranslationString(app.db, userOf(request), id, request.body.value, readPreconditions(request));
      const saved = await findOne(app.db, id);
      return answerRecord(reply, saved);
    },
  );

  app.post(
    `${apiPath}/:eid/reset`,
    {
      config: { permission: permissions.edit },
      schema: {
        tags,
        summary: 'Reset a translation string to the bundled English (If-Match: "<version>")',
        params: stringIdParams,
        response: { 200: record, ...problemResponses(400, 401, 403, 404, 412, 428) },
      },
    },
    async (request, reply) => {
      const id = Number(request.params.eid);
      await resetTranslationString(app.db, userOf(request), id, readPreconditions(request));
      const saved = await findOne(app.db, id);
      return answerRecord(reply, saved);
    },
  );

  app.get(
    `${apiPath}/:eid/history`,
    {
      config: { permission: permissions.read },
      schema: {
        tags,
        summary: "The translation string's history, newest first",
        params: stringIdParams,
        response: readReplies(historyReply),
      },
    },
    async (request) => {
      const { eid } = request.params;
      // strings are never deleted: one that does not exist has no history (404)
      await findOne(app.db, Number(eid));
      return readHistory(app.db, kind, eid);
    },
  );
}
