/** Shared JSON schemas: the problem+json body, referenced by every route's error responses. */
import type { FastifyInstance } from 'fastify';

export const problemSchema = {
  $id: 'Problem',
  type: 'object',
  required: ['type', 'title', 'status', 'code'],
  // refusals carry extras such as errors, permission or currentVersion
  additionalProperties: true,
  properties: {
    type: { type: 'string' },
    title: { type: 'string' },
    status: { type: 'integer' },
    code: { type: 'string' },
    detail: { type: 'string' },
  },
} as const;

/** `{ 400: Problem, 404: Problem, ... }` for a route's documented refusals. */
export function problemResponses(...statuses: number[]) {
  return Object.fromEntries(statuses.map((status) => [status, { $ref: 'Problem#' }]));
}

/** A read of one thing: 200 with it, or 404 where it does not exist or the caller may not see it. */
export const readReplies = <T>(ok: T) => ({ 200: ok, ...problemResponses(400, 401, 403, 404) });

/** A write that creates (201) or updates (200) a record, with the refusals it documents. */
export const saveReplies = <T>(record: T, ...refusals: number[]) => ({ 200: record, 201: record, ...problemResponses(...refusals) });

/** A delete: 204, or 404, 412 on a stale If-Match, and `more` refusals (409 while in use). */
export const deleteReplies = (...more: number[]) => ({ 204: { type: 'null' }, ...problemResponses(400, 401, 403, 404, 412, ...more) });

/** Adds a record's schema to the plugin; answers the reference its routes' replies name. */
export function addRecordSchema(app: FastifyInstance, schema: { $id?: string }) {
  if (!schema.$id) throw new Error('A record schema needs an $id to be referenced.');
  app.addSchema(schema);
  return { $ref: `${schema.$id}#` };
}
