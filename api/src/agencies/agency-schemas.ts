/** The body of an agency review. */
import { Type, type Static } from '@sinclair/typebox';
import { REVIEW_DECISIONS } from '../projects/reviews/review-table.js';
import { nullableString, stringEnum } from '../http/schema-types.js';

export const REASON_MAX = 1000;

export const agencyReviewBody = Type.Object(
  {
    decision: stringEnum(REVIEW_DECISIONS),
    reason: Type.Optional(nullableString({ maxLength: REASON_MAX })),
  },
  { additionalProperties: false },
);

export type AgencyReviewBody = Static<typeof agencyReviewBody>;
