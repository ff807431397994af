/** JSON schemas of the project routes (validation, response serialisation, OpenAPI). */
import { Type, type Static } from '@sinclair/typebox';
import { PROJECT_STATUSES, REVIEW_DECISIONS } from '../db/schema.js';
import { echoed, nullableString, stringEnum } from '../http/schema-types.js';

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
  // every answer carries all of these (review only the detail's)
  required: [
    'uuid', 'name', 'createdAt', 'updatedAt', 'estimatedGoLiveDate', 'status', 'agency', 'brand', 'projectType', 'agencyEid', 'brandEid',
    'projectTypeEid', 'projectTypeName', 'hasGlobalPolicies', 'hasAgeGateway', 'hasCookieConsent', 'markets', 'version',
  ],
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

export const projectParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

const eid = { minLength: 1, maxLength: 100 };

/**
 * PUT body. name, brandEid and projectTypeEid are always required; other fields left out keep
 * their current value (or take their default on create), so the products screen can send the
 * project with only its flags changed. agencyEid 'other' (or null) means "other agency".
 * The representation's other fields may be sent back unchanged; the server ignores them.
 */
export const projectPutBody = Type.Object(
  {
    uuid: Type.Optional(Type.String({ format: 'uuid' })),
    name: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
    agencyEid: Type.Optional(nullableString(eid)),
    brandEid: Type.String(eid),
    projectTypeEid: Type.String(eid),
    estimatedGoLiveDate: Type.Optional(nullableString({ format: 'date' })),
    hasGlobalPolicies: Type.Optional(Type.Boolean()),
    hasAgeGateway: Type.Optional(Type.Boolean()),
    hasCookieConsent: Type.Optional(Type.Boolean()),
    status: Type.Optional(stringEnum(PROJECT_STATUSES)),
    markets: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 10 }), { maxItems: 100, uniqueItems: true })),
    createdAt: echoed,
    updatedAt: echoed,
    agency: echoed,
    brand: echoed,
    projectType: echoed,
    projectTypeName: echoed,
    version: echoed,
    review: echoed,
  },
  { additionalProperties: false },
);

export type ProjectPutBody = Static<typeof projectPutBody>;
