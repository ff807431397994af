/**
 * POST /{resource}/bulk-delete: deletes many records at once, all or nothing. The rows are
 * locked in id order (two bulk writes cannot deadlock); an unknown id refuses the whole request
 * with 422 `unknown-eids`, a record still in use with 409 `in-use` naming each such record and
 * what uses it; otherwise every record goes, each with its own history row. POST, because a
 * DELETE with a body is dropped by some proxies.
 */
import { Type } from '@sinclair/typebox';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { userOf } from '../auth/auth-plugin.js';
import type { CurrentUser } from '../auth/current-user.js';
import type { Database } from '../db/client.js';
import { history } from '../db/history-table.js';
import { conflict } from '../http/problem.js';
import { problemResponses } from '../http/schemas.js';
import { deletion, lockRecords } from './record-write.js';
import { describeUsage } from './reference-problems.js';
import type { ReferenceResource, ReferenceTable, Usage } from './reference-resource.js';
import { BULK_MAX } from './reference-schemas.js';

export const bulkDeleteBody = Type.Object(
  { eids: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { minItems: 1, maxItems: BULK_MAX }) },
  { additionalProperties: false },
);

export async function deleteRecords<T extends ReferenceTable, Rec extends { version: number }, Body>(
  db: Database,
  resource: ReferenceResource<T, Rec, Body>,
  user: CurrentUser,
  eids: readonly string[],
): Promise<number> {
  const { table, noun, plural } = resource;
  return db.transaction(async (tx) => {
    const rows = await lockRecords(tx, resource, eids, 'deleted');
    const inUse: { eid: string; name: string; usage: Usage }[] = [];
    for (const row of rows) {
      const usage = (await resource.usage?.(tx, row.eid)) ?? {};
      if (Object.values(usage).some((n) => n > 0)) inUse.push({ eid: row.eid, name: row.name, usage });
    }
    if (inUse.length) {
      const which = inUse.map(({ name, usage }) => `"${name}" (${describeUsage(usage)})`).join(', ');
      throw conflict(
        'in-use',
        `Nothing was deleted: ${inUse.length === 1 ? `this ${noun} is` : `these ${plural} are`} still used: ${which}.`,
        { inUse },
      );
    }
    await tx.delete(table).where(
      inArray(
        table.eid,
        rows.map((row) => row.eid),
      ),
    );
    await tx.insert(history).values(rows.map((row) => deletion(resource, row, user)));
    return rows.length;
  });
}

export function registerBulkDelete<T extends ReferenceTable, Rec extends { version: number }, Body>(
  app: FastifyInstance,
  resource: ReferenceResource<T, Rec, Body>,
) {
  app.post(
    `/${resource.path}/bulk-delete`,
    {
      config: { permission: resource.permissions.delete },
      schema: {
        tags: [resource.path],
        summary: `Delete several ${resource.plural} at once (all or nothing; refused while any is in use)`,
        body: bulkDeleteBody,
        response: { 200: Type.Object({ deleted: Type.Integer() }), ...problemResponses(400, 401, 403, 409, 422) },
      },
    },
    async (request) => {
      const deleted = await deleteRecords(app.db, resource, userOf(request), request.body.eids);
      return { deleted };
    },
  );
}
