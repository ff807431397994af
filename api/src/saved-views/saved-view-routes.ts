/**
 * Saved views: a signed-in user's named list states, GET/POST /saved-views and
 * PUT/DELETE /saved-views/{id}. Each user sees and changes only their own: another user's view
 * is a 404, as if it did not exist. A view is shared by its link (the list's URL with the state),
 * never by its id, so nothing here reads across users.
 */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { userOf } from '../auth/auth-plugin.js';
import type { Executor } from '../db/client.js';
import { conflict, notFound, unprocessable } from '../http/problem.js';
import { problemResponses } from '../http/schemas.js';
import { checkDelete, checkPut, readPreconditions, replyWithVersion } from '../http/versioning.js';
import { isNameViolation } from '../reference-data/unique-name.js';
import {
  savedViewCreate,
  savedViewList,
  savedViewParams,
  savedViewQuery,
  savedViewSchema,
  savedViewUpdate,
  VIEWS_PER_LIST_MAX,
} from './saved-view-schemas.js';
import { savedViews } from './saved-view-table.js';

const tags = ['saved views'];
const NAME_INDEX = 'saved_views_user_list_name_idx';

type Row = typeof savedViews.$inferSelect;
const toWire = (row: Row) => ({
  id: row.id,
  list: row.list,
  name: row.name,
  query: row.query,
  version: row.version,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const viewNotFound = (id: string) => notFound('saved-view-not-found', `You have no saved view ${id}.`);
const nameTaken = (name: string) =>
  conflict('duplicate-name', `You already have a view named "${name}" on this list.`, {
    errors: [{ field: 'body.name', message: 'is already taken' }],
  });

async function ownView(db: Executor, userEid: string, id: string): Promise<Row> {
  const [row] = await db
    .select()
    .from(savedViews)
    .where(and(eq(savedViews.id, id), eq(savedViews.userEid, userEid)))
    .limit(1);
  if (!row) throw viewNotFound(id);
  return row;
}

async function assertNameFree(db: Executor, userEid: string, list: string, name: string, exceptId?: string) {
  const [taken] = await db
    .select({ id: savedViews.id })
    .from(savedViews)
    .where(
      and(
        eq(savedViews.userEid, userEid),
        eq(savedViews.list, list),
        sql`lower(${savedViews.name}) = lower(${name})`,
        exceptId ? sql`${savedViews.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  if (taken) throw nameTaken(name);
}

/** The unique index answers a race between the check and the write the same way as the check. */
async function uniqueName<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isNameViolation(error, NAME_INDEX)) throw nameTaken(name);
    throw error;
  }
}

export default async function savedViewRoutes(app: FastifyInstance) {
  app.addSchema(savedViewSchema);
  const one = { $ref: `${savedViewSchema.$id}#` };

  app.get(
    '/saved-views',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: "The signed-in user's saved views, of one list (?list=/brands) or of all, by name",
        querystring: savedViewQuery,
        response: { 200: savedViewList, ...problemResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { list } = request.query;
      const rows = await app.db
        .select()
        .from(savedViews)
        .where(and(eq(savedViews.userEid, userOf(request).eid), list ? eq(savedViews.list, list) : undefined))
        .orderBy(asc(savedViews.list), sql`lower(${savedViews.name})`, asc(savedViews.id));
      return { content: rows.map(toWire) };
    },
  );

  app.post(
    '/saved-views',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: `Save a view (201); names are unique per list whatever their case (409); at most ${VIEWS_PER_LIST_MAX} per list (422)`,
        body: savedViewCreate,
        response: { 201: one, ...problemResponses(400, 401, 403, 409, 422) },
      },
    },
    async (request, reply) => {
      const userEid = userOf(request).eid;
      const { list, query } = request.body;
      const name = request.body.name.trim();
      const row = await uniqueName(name, () =>
        app.db.transaction(async (tx) => {
          // one user's writes queue behind this lock, so the limit holds under concurrent saves
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`saved-views:${userEid}`}))`);
          const [{ n } = { n: 0 }] = await tx
            .select({ n: count() })
            .from(savedViews)
            .where(and(eq(savedViews.userEid, userEid), eq(savedViews.list, list)));
          if (n >= VIEWS_PER_LIST_MAX) {
            throw unprocessable(
              'too-many-views',
              `You have ${VIEWS_PER_LIST_MAX} saved views on this list, the most it keeps; delete one first.`,
              { limit: VIEWS_PER_LIST_MAX },
            );
          }
          await assertNameFree(tx, userEid, list, name);
          const [created] = await tx.insert(savedViews).values({ userEid, list, name, query, updatedBy: userEid }).returning();
          return created!;
        }),
      );
      replyWithVersion(reply, row.version);
      reply.status(201).header('location', `/saved-views/${row.id}`);
      return toWire(row);
    },
  );

  app.get(
    '/saved-views/:id',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: 'One of your saved views',
        params: savedViewParams,
        response: { 200: one, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const row = await ownView(app.db, userOf(request).eid, request.params.id);
      replyWithVersion(reply, row.version);
      return toWire(row);
    },
  );

  app.put(
    '/saved-views/:id',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: 'Rename a saved view or replace its state (If-Match required)',
        params: savedViewParams,
        body: savedViewUpdate,
        response: { 200: one, ...problemResponses(400, 401, 403, 404, 409, 412, 428) },
      },
    },
    async (request, reply) => {
      const userEid = userOf(request).eid;
      const { id } = request.params;
      const name = request.body.name.trim();
      const pre = readPreconditions(request);
      const row = await uniqueName(name, () =>
        app.db.transaction(async (tx) => {
          const current = await ownView(tx, userEid, id);
          checkPut({ ...pre, createOnly: false }, current, 'saved view');
          await assertNameFree(tx, userEid, current.list, name, id);
          const [updated] = await tx
            .update(savedViews)
            .set({ name, query: request.body.query, version: current.version + 1, updatedAt: new Date(), updatedBy: userEid })
            .where(eq(savedViews.id, id))
            .returning();
          return updated!;
        }),
      );
      replyWithVersion(reply, row.version);
      return toWire(row);
    },
  );

  app.delete(
    '/saved-views/:id',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: 'Delete one of your saved views (If-Match optional)',
        params: savedViewParams,
        response: { 204: { type: 'null' }, ...problemResponses(400, 401, 403, 404, 412) },
      },
    },
    async (request, reply) => {
      const userEid = userOf(request).eid;
      const { id } = request.params;
      await app.db.transaction(async (tx) => {
        checkDelete(readPreconditions(request), await ownView(tx, userEid, id), 'saved view');
        await tx.delete(savedViews).where(eq(savedViews.id, id));
      });
      return reply.status(204).send();
    },
  );
}
