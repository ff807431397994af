/**
 * GET /{resource}: a page of records through the list machinery (src/list): whitelisted
 * $filter/$orderBy, totals from the count cache, whole answers from the page cache. A cached page
 * is keyed on the generation of every resource it shows (a brand's projectCount changes with the
 * projects), so a write to any of them is visible in the very next call.
 */
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Permission } from '@ottilia/shared-contracts/permissions';
import type { Executor } from '../db/client.js';
import { problemResponses } from '../http/schemas.js';
import { listParamsKey, parseListParams, runList, type ListResource } from '../list/list-query.js';
import type { RecordQuery } from './reference-resource.js';
import { listQuery, pageOf } from './reference-schemas.js';

export interface ListSource<Rec> {
  path: string;
  permission: Permission | 'authenticated';
  list: ListResource;
  /** `$id` of the record schema. */
  recordId: string;
  shows?: readonly string[];
  find(db: Executor, query: RecordQuery): Promise<Rec[]>;
  count(db: Executor, where: SQL | undefined): Promise<number>;
}

export function registerListRoute<Rec>(app: FastifyInstance, source: ListSource<Rec>, tags: string[], summary: string) {
  const { path, list, shows = [] } = source;
  app.get(`/${path}`, {
    config: { permission: source.permission },
    schema: {
      tags,
      summary,
      querystring: listQuery,
      response: { 200: pageOf(source.recordId), ...problemResponses(400, 401, 403) },
    },
  }, async (request, reply) => {
    const params = parseListParams(request.query as Record<string, unknown>, list);
    const key = [listParamsKey(params), ...shows.map((other) => `${other}:${app.counts.generation(other)}`)].join('\0');
    const body = await app.pages.page(path, key, async () => {
      const page = await runList({
        resource: list,
        params,
        select: (where, orderBy, limit, offset) => source.find(app.db, { where, orderBy, limit, offset }),
        count: (where) => app.counts.count(path, where, () => source.count(app.db, where)),
      });
      // the route's 200 schema serialiser, which writes text
      return reply.serialize(page) as string;
    });
    // a string with a JSON type goes out as it is
    return reply.type('application/json; charset=utf-8').send(body);
  });
}
