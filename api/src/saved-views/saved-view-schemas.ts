/** JSON schemas of the saved-view routes (validation, response serialisation, OpenAPI). */
import { Type } from '@sinclair/typebox';

export const NAME_MAX = 60;
export const QUERY_MAX = 2000;
/** Views one user may keep on one list. */
export const VIEWS_PER_LIST_MAX = 50;

/** A list's collection path, e.g. '/brands' or '/email-domains'. */
const list = Type.String({ pattern: '^/[a-z][a-z0-9-]{0,59}$', description: "the list's collection path, e.g. /brands" });
/** Something other than blanks. */
const name = Type.String({ minLength: 1, maxLength: NAME_MAX, pattern: '\\S' });
/** A query string without '?' or a fragment; '' is the list's default state. */
const query = Type.String({
  maxLength: QUERY_MAX,
  pattern: '^[^?#\\s]*$',
  description: "the list's URL state without '?', e.g. status=active&sort=name,desc",
});

export const savedViewSchema = {
  $id: 'SavedView',
  type: 'object',
  required: ['id', 'list', 'name', 'query', 'version', 'createdAt', 'updatedAt'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    list: { type: 'string' },
    name: { type: 'string' },
    query: { type: 'string' },
    version: { type: 'integer' },
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
  },
} as const;

export const savedViewList = {
  type: 'object',
  required: ['content'],
  properties: { content: { type: 'array', items: { $ref: `${savedViewSchema.$id}#` } } },
} as const;

export const savedViewQuery = Type.Object({ list: Type.Optional(list) });
export const savedViewParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
export const savedViewCreate = Type.Object({ list, name, query }, { additionalProperties: false });
export const savedViewUpdate = Type.Object({ name, query }, { additionalProperties: false });
