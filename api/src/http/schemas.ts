/** Shared JSON schemas: the problem+json body, referenced by every route's error responses. */
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
