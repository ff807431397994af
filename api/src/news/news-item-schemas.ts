/** News items as Super Admins write them (the content service's feed shows the published ones). */
import { Type, type Static } from '@sinclair/typebox';
import { NEWS_ITEMS } from '@ottilia/shared-contracts/resources';
import { HTTP_URL_PATTERN } from '../http/formats.js';
import { echoed, nullableString } from '../http/schema-types.js';

export const NEWS_HANDLE = 'ottilia-news';
export const TITLE_MAX = 160;
export const SUMMARY_MAX = 400;
export const BODY_MAX = 20_000;
export const URL_MAX = 2_000;
export const ALT_MAX = 300;

const requiredText = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '\\S' });
const optionalUrl = Type.Optional(nullableString({ maxLength: URL_MAX, pattern: HTTP_URL_PATTERN }));

export const newsItemRecord = Type.Object(
  {
    eid: Type.String(),
    handle: Type.String(),
    title: Type.String(),
    summary: Type.String(),
    body: Type.String(),
    imageUrl: nullableString(),
    imageAlt: nullableString(),
    url: nullableString(),
    published: Type.Boolean(),
    publishedAt: nullableString({ format: 'date-time' }),
    version: Type.Integer(),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
  },
  { $id: NEWS_ITEMS.recordId },
);
export type NewsItemRecord = Static<typeof newsItemRecord>;

/**
 * PUT body. `published` true publishes (now, unless `publishedAt` names another time, e.g. a
 * scheduled item); false unpublishes. Read-only record fields may be echoed back.
 */
export const newsItemBody = Type.Object(
  {
    eid: Type.Optional(Type.String()),
    title: requiredText(TITLE_MAX),
    summary: requiredText(SUMMARY_MAX),
    body: Type.Optional(Type.String({ maxLength: BODY_MAX })),
    imageUrl: optionalUrl,
    imageAlt: Type.Optional(nullableString({ maxLength: ALT_MAX })),
    url: optionalUrl,
    published: Type.Boolean(),
    publishedAt: Type.Optional(nullableString({ format: 'date-time' })),
    handle: echoed,
    version: echoed,
    createdAt: echoed,
    updatedAt: echoed,
  },
  { additionalProperties: false },
);
export type NewsItemBody = Static<typeof newsItemBody>;

// the collection's own routes are not ids
export const newsEidParams = Type.Object({ eid: Type.String({ pattern: '^(?!export\\.csv$|exports$)[A-Za-z0-9][A-Za-z0-9._-]{0,99}$' }) });
