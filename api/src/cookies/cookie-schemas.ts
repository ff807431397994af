/** JSON schemas of the cookie routes (validation, serialisation, OpenAPI). */
import { Type, type Static } from '@sinclair/typebox';
import { COOKIE_CATEGORIES } from './cookie-table.js';
import { COOKIE_DURATION_PATTERN } from '../http/formats.js';
import { echoed, nullableString, stringEnum } from '../http/schema-types.js';

/** The header that names the project of a cookie list (spec section 7: "a project id header"). */
export const PROJECT_ID_HEADER = 'project-id';
/** Cookie language is fixed to en (spec section 9). */
export const COOKIE_LANGUAGES = ['en'] as const;
export const COOKIE_LIST_TYPES = ['all', 'active'] as const;

/** RFC 6265 cookie-name characters (a token): no spaces, separators or control characters. */
export const COOKIE_NAME_PATTERN = "^[!#$%&'*+\\-.^_`|~0-9A-Za-z]{1,100}$";
export const PROVIDER_MAX = 100;
export const DESCRIPTION_MAX = 500;

export const cookieSchema = {
  $id: 'Cookie',
  type: 'object',
  required: ['id', 'projectId', 'language', 'name', 'category', 'duration', 'provider', 'description', 'isActive', 'version', 'updatedAt'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    projectId: { type: 'string', format: 'uuid' },
    language: { type: 'string', enum: COOKIE_LANGUAGES },
    name: { type: 'string' },
    category: { type: 'string', enum: COOKIE_CATEGORIES },
    duration: { type: 'string', description: "'session', or 1..900 followed by m, h, d or y" },
    provider: { type: ['string', 'null'] },
    description: { type: ['string', 'null'] },
    isActive: { type: 'boolean' },
    version: { type: 'integer' },
    updatedAt: { type: 'string', format: 'date-time' },
  },
} as const;

export const cookieListQuery = Type.Object({
  cc: Type.Optional(stringEnum(COOKIE_LANGUAGES, { default: 'en', description: 'Cookie language; only en (spec section 9)' })),
  type: Type.Optional(stringEnum(COOKIE_LIST_TYPES, { default: 'all', description: 'all, or active cookies only' })),
});

export const cookieListHeaders = Type.Object({
  [PROJECT_ID_HEADER]: Type.String({ format: 'uuid', description: 'The project whose cookies are listed' }),
});

export const cookieProjectParams = Type.Object({
  projectId: Type.String({ format: 'uuid' }),
  language: stringEnum(COOKIE_LANGUAGES),
});

export const cookieParams = Type.Object({
  projectId: Type.String({ format: 'uuid' }),
  cookieId: Type.String({ format: 'uuid' }),
});

/**
 * PUT body: without `id` (or with an id not in use) a new cookie; with the id of one of the
 * project's cookies an update of it (If-Match with its version). Every field but id is sent.
 */
export const cookiePutBody = Type.Object(
  {
    id: Type.Optional(Type.String({ format: 'uuid' })),
    name: Type.String({ pattern: COOKIE_NAME_PATTERN, description: 'Unique per project whatever its case' }),
    category: stringEnum(COOKIE_CATEGORIES),
    duration: Type.String({ pattern: COOKIE_DURATION_PATTERN }),
    provider: Type.Optional(nullableString({ maxLength: PROVIDER_MAX })),
    description: Type.Optional(nullableString({ maxLength: DESCRIPTION_MAX })),
    isActive: Type.Optional(Type.Boolean()),
    projectId: echoed,
    language: echoed,
    version: echoed,
    updatedAt: echoed,
  },
  { additionalProperties: false },
);

export type CookiePutBody = Static<typeof cookiePutBody>;

export const cookieList = {
  type: 'object',
  required: ['content'],
  properties: { content: { type: 'array', items: { $ref: 'Cookie#' } } },
} as const;
