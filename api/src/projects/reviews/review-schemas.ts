/** JSON schemas of the project review route (validation, OpenAPI). */
import { Type, type Static } from '@sinclair/typebox';
import { REVIEW_DECISIONS } from './review-table.js';
import { nullableString, stringEnum } from '../../http/schema-types.js';

export const COMMENT_MAX = 1000;

export const reviewParams = Type.Object({
  id: Type.String({ format: 'uuid' }),
  // the pending review's eid (seeded ones look like 'RV-00042'), or a new UUID
  reviewEid: Type.String({ pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$' }),
});

export const reviewBody = Type.Object(
  { decision: stringEnum(REVIEW_DECISIONS), comment: Type.Optional(nullableString({ maxLength: COMMENT_MAX })) },
  { additionalProperties: false },
);

export type ReviewBody = Static<typeof reviewBody>;
