/** JSON schemas of the agency routes. */
import { REVIEW_DECISIONS, REVIEW_STATES } from '../db/schema.js';
import { NAME_MAX, requiredText, timestamps } from '../reference-data/reference-schemas.js';

export const EMAIL_MAX = 254;
export const REASON_MAX = 1000;

export const agencySchema = {
  $id: 'Agency',
  type: 'object',
  required: ['eid', 'name', 'marketCode', 'marketName', 'isActive', 'reviewState', 'requestedBy', 'projectCount', 'version'],
  properties: {
    eid: { type: 'string' },
    name: { type: 'string' },
    marketCode: { type: 'string', description: "'GO' is Global" },
    marketName: { type: 'string' },
    mainContactName: { type: ['string', 'null'] },
    mainContactEmail: { type: ['string', 'null'] },
    isActive: { type: 'boolean' },
    reviewState: { type: 'string', enum: REVIEW_STATES },
    reviewReason: { type: ['string', 'null'] },
    requestedBy: {
      anyOf: [
        { type: 'object', required: ['eid', 'displayName', 'email'], properties: { eid: { type: 'string' }, displayName: { type: 'string' }, email: { type: 'string' } } },
        { type: 'null' },
      ],
    },
    projectCount: { type: 'integer' },
    version: { type: 'integer' },
    ...timestamps,
  },
} as const;

/** Fields of the record a client may send back unchanged; the server ignores them. */
const readOnly = ['marketName', 'reviewState', 'reviewReason', 'requestedBy', 'projectCount', 'version', 'createdAt', 'updatedAt'] as const;

/** PUT body. A new agency waits for review (PENDING), asked for by the user who created it. */
export const agencyPutBody = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'marketCode', 'mainContactName', 'mainContactEmail'],
  properties: {
    eid: { type: 'string' },
    name: requiredText(NAME_MAX),
    marketCode: requiredText(10),
    mainContactName: requiredText(NAME_MAX),
    mainContactEmail: { type: 'string', format: 'email', maxLength: EMAIL_MAX },
    isActive: { type: 'boolean' },
    ...Object.fromEntries(readOnly.map((field) => [field, {}])),
  },
} as const;

export interface AgencyPutBody {
  name: string;
  marketCode: string;
  mainContactName: string;
  mainContactEmail: string;
  isActive?: boolean;
}

export const agencyReviewBody = {
  type: 'object',
  additionalProperties: false,
  required: ['decision'],
  properties: {
    decision: { type: 'string', enum: REVIEW_DECISIONS },
    reason: { type: ['string', 'null'], maxLength: REASON_MAX },
  },
} as const;

export interface AgencyReviewBody {
  decision: (typeof REVIEW_DECISIONS)[number];
  reason?: string | null;
}
