/**
 * The routes of one reference resource (backoffice contract):
 *   GET    /{r}                 list (page, size, $orderBy, $filter)
 *   GET    /{r}/export.csv      every row the filter selects, as CSV (and POST /{r}/exports, a signed link to it)
 *   PUT    /{r}/active-state    bulk (de)activation, when the resource has the flag
 *   POST   /{r}/bulk-delete     bulk delete, all or nothing
 *   GET    /{r}/{eid}           one record, ETag = version
 *   PUT    /{r}/{eid}           create (If-None-Match: *) or update (If-Match)
 *   DELETE /{r}/{eid}           refused with 409 in-use while anything refers to the record
 *   GET    /{r}/{eid}/history   the record's audit trail, newest first
 * Static segments win over `{eid}` in Fastify's router, and the eid pattern excludes them.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { userOf } from '../auth/auth-plugin.js';
import { registerCsvExport } from '../exports/csv-export.js';
import { deleteReplies, problemResponses, readReplies, saveReplies } from '../http/schemas.js';
import { answerRecord, readPreconditions } from '../http/versioning.js';
import { registerListRoute } from '../list/list-route.js';
import { setActiveState } from './active-state.js';
import { registerBulkDelete } from './bulk-delete.js';
import { readHistory } from './record-history.js';
import { deleteRecord, putRecord, recordExists, requireWritePermission } from './record-write.js';
import { recordNotFound } from './reference-problems.js';
import type { ReferenceResource, ReferenceTable } from './reference-resource.js';
import { activeStateBody, activeStateReply, eidParams, historyReply } from './reference-schemas.js';

export function registerReferenceRoutes<T extends ReferenceTable, Rec extends { version: number }, Body>(
  app: FastifyInstance,
  resource: ReferenceResource<T, Rec, Body>,
) {
  const { path, noun, kind, permissions, table } = resource;
  const typed = app;
  const recordId = resource.schemas.record.$id;
  const record = { $ref: `${recordId}#` };
  const tags = [path];
  app.addSchema(resource.schemas.record);

  const findOne = async (eid: string) => (await resource.find(app.db, { where: eq(table.eid, eid), orderBy: [], limit: 1 }))[0];

  registerListRoute(app, {
    path,
    permission: permissions.read,
    list: resource.list,
    recordId,
    tags,
    summary: `List ${resource.plural} (page, size, $orderBy, $filter)`,
    reads: [table, ...(resource.reads ?? [])],
    select: (db, where, orderBy, limit, offset) => resource.find(db, { where, orderBy, limit, offset }),
    count: (db, where) => resource.count(db, where),
  });

  registerCsvExport(app, {
    path,
    permission: permissions.read,
    tags,
    plural: resource.plural,
    list: resource.list,
    columns: resource.csv,
    select: (db, where, orderBy, limit, offset) => resource.find(db, { where, orderBy, limit, offset }),
    count: (db, where) => resource.count(db, where),
  });

  const { activeValues } = resource;
  if (activeValues) {
    typed.put(
      `/${path}/active-state`,
      {
        config: { permission: permissions.edit },
        schema: {
          tags,
          summary: `Activate or deactivate several ${resource.plural} at once (all or nothing)`,
          body: activeStateBody,
          response: { 200: activeStateReply, ...problemResponses(400, 401, 403, 422) },
        },
      },
      async (request) => {
        const { eids, isActive } = request.body;
        const updated = await setActiveState(app.db, resource, activeValues, userOf(request), eids, isActive);
        return { updated };
      },
    );
  }

  registerBulkDelete(app, resource);

  typed.get(
    `/${path}/:eid`,
    {
      config: { permission: permissions.read },
      schema: { tags, summary: `One ${noun}`, params: eidParams, response: readReplies(record) },
    },
    async (request, reply) => {
      const { eid } = request.params;
      const found = await findOne(eid);
      if (!found) throw recordNotFound(kind, noun, eid);
      return answerRecord(reply, found);
    },
  );

  typed.put(
    `/${path}/:eid`,
    {
      // creating needs the create permission, updating the edit one: checked before the body is
      // validated (so a caller without either learns that first) and again on the locked row
      config: { permission: 'authenticated' },
      preValidation: async (request) => {
        const { eid } = request.params;
        requireWritePermission(permissions, userOf(request), await recordExists(app.db, table, eid));
      },
      schema: {
        tags,
        summary: `Create (If-None-Match: *) or update (If-Match: "<version>") a ${noun}`,
        description: `Creating needs ${permissions.create}, updating ${permissions.edit}.`,
        params: eidParams,
        body: resource.schemas.body,
        response: saveReplies(record, 400, 401, 403, 409, 412, 422, 428),
      },
    },
    async (request, reply) => {
      const { eid } = request.params;
      const outcome = await putRecord(app.db, resource, userOf(request), eid, request.body, readPreconditions(request));
      return answerRecord(reply, (await findOne(eid))!, outcome, `/${path}/${eid}`);
    },
  );

  typed.delete(
    `/${path}/:eid`,
    {
      config: { permission: permissions.delete },
      schema: { tags, summary: `Delete a ${noun} that nothing refers to`, params: eidParams, response: deleteReplies(409) },
    },
    async (request, reply) => {
      const { eid } = request.params;
      await deleteRecord(app.db, resource, userOf(request), eid, readPreconditions(request));
      return reply.status(204).send();
    },
  );

  typed.get(
    `/${path}/:eid/history`,
    {
      config: { permission: permissions.read },
      schema: { tags, summary: `The ${noun}'s history, newest first`, params: eidParams, response: readReplies(historyReply) },
    },
    async (request) => {
      const { eid } = request.params;
      const entries = await readHistory(app.db, kind, eid);
      // a deleted record keeps its history; a record that never was has none
      if (entries.length === 0 && !(await recordExists(app.db, table, eid))) throw recordNotFound(kind, noun, eid);
      return entries;
    },
  );
}

/** The plugin of a resource folder's `*-routes` module: `export default referenceRoutes(brandResource)`. */
export const referenceRoutes =
  <T extends ReferenceTable, Rec extends { version: number }, Body>(resource: ReferenceResource<T, Rec, Body>): FastifyPluginAsync =>
  async (app) =>
    registerReferenceRoutes(app, resource);
