/** JSON schemas of the project review route (validation, OpenAPI). */
import { REVIEW_DECISIONS } from '../../db/schema.js';

export const COMMENT_MAX = 1000;

export const reviewParams = {
  type: 'object',
  required: ['id', 'reviewEid'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    // the pending review's eid (seeded ones look like 'RV-00042'), or a new UUID
    reviewEid: { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$' },
  },
} as const;

export const reviewBody = {
  type: 'object',
  additionalProperties: false,
  required: ['decision'],
  properties: {
    decision: { type: 'string', enum: REVIEW_DECISIONS },
    comment: { type: ['string', 'null'], maxLength: COMMENT_MAX },
  },
} as const;

export interface ReviewBody {
  decision: (typeof REVIEW_DECISIONS)[number];
  comment?: string | null;
}
