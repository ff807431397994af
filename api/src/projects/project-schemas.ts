/** JSON schemas of the project routes (validation, response serialisation, OpenAPI). */
import { PROJECT_STATUSES, REVIEW_DECISIONS } from '../db/schema.js';

const ref = { type: 'object', required: ['eid', 'name'], properties: { eid: { type: 'string' }, name: { type: 'string' } } } as const;

/** The newest review (decision null while pending); only the detail answers carry it. */
const review = {
  type: 'object',
  required: ['eid', 'decision', 'decidedAt', 'decidedByName'],
  properties: {
    eid: { type: 'string' },
    decision: { type: ['string', 'null'], enum: [...REVIEW_DECISIONS, null] },
    decidedAt: { type: ['string', 'null'], format: 'date-time' },
    decidedByName: { type: ['string', 'null'] },
  },
} as const;

export const projectSchema = {
  $id: 'Project',
  type: 'object',
  required: ['uuid', 'name', 'createdAt', 'status', 'brand', 'projectType', 'brandEid', 'projectTypeEid', 'markets', 'version'],
  properties: {
    uuid: { type: 'string', format: 'uuid' },
    name: { type: 'string' },
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
    estimatedGoLiveDate: { type: ['string', 'null'], format: 'date' },
    status: { type: 'string', enum: PROJECT_STATUSES },
    agency: { anyOf: [ref, { type: 'null' }] },
    brand: ref,
    projectType: ref,
    agencyEid: { type: ['string', 'null'] },
    brandEid: { type: 'string' },
    projectTypeEid: { type: 'string' },
    projectTypeName: { type: 'string' },
    hasGlobalPolicies: { type: 'boolean' },
    hasAgeGateway: { type: 'boolean' },
    hasCookieConsent: { type: 'boolean' },
    markets: { type: 'array', items: { type: 'string' } },
    version: { type: 'integer' },
    review: { anyOf: [review, { type: 'null' }] },
  },
} as const;

export const projectParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', format: 'uuid' } },
} as const;

const eid = { type: 'string', minLength: 1, maxLength: 100 } as const;
/** Fields of the representation a client may send back unchanged; the server ignores them. */
const readOnly = ['createdAt', 'updatedAt', 'agency', 'brand', 'projectType', 'projectTypeName', 'version', 'review'] as const;

/**
 * PUT body. name, brandEid and projectTypeEid are always required; other fields left out keep
 * their current value (or take their default on create), so the products screen can send the
 * project with only its flags changed. agencyEid 'other' (or null) means "other agency".
 */
export const projectPutBody = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'brandEid', 'projectTypeEid'],
  properties: {
    uuid: { type: 'string', format: 'uuid' },
    name: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' },
    agencyEid: { ...eid, type: ['string', 'null'] },
    brandEid: eid,
    projectTypeEid: eid,
    estimatedGoLiveDate: { type: ['string', 'null'], format: 'date' },
    hasGlobalPolicies: { type: 'boolean' },
    hasAgeGateway: { type: 'boolean' },
    hasCookieConsent: { type: 'boolean' },
    status: { type: 'string', enum: PROJECT_STATUSES },
    markets: { type: 'array', maxItems: 100, uniqueItems: true, items: { type: 'string', minLength: 1, maxLength: 10 } },
    ...Object.fromEntries(readOnly.map((field) => [field, {}])),
  },
} as const;

export interface ProjectPutBody {
  uuid?: string;
  name: string;
  agencyEid?: string | null;
  brandEid: string;
  projectTypeEid: string;
  estimatedGoLiveDate?: string | null;
  hasGlobalPolicies?: boolean;
  hasAgeGateway?: boolean;
  hasCookieConsent?: boolean;
  status?: (typeof PROJECT_STATUSES)[number];
  markets?: string[];
}
