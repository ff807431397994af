/** JSON schemas of the market legal data routes (validation, serialisation, OpenAPI). */
import { HTTP_URL_PATTERN } from '../../http/formats.js';

export const URL_MAX = 500;
export const IMPRINT_MAX = 5000;
export const EMAIL_MAX = 254;
export const DRINKING_AGE = { min: 0, max: 25 } as const;

export const legalDataParams = {
  type: 'object',
  required: ['id', 'marketId'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    marketId: { type: 'string', pattern: '^[A-Za-z0-9]{1,10}$', description: "A market code of the project, e.g. 'DK'" },
  },
} as const;

export const legalDataSummary = {
  type: 'object',
  required: ['content'],
  properties: {
    content: {
      type: 'array',
      items: {
        type: 'object',
        required: ['marketCode', 'countryName', 'filled', 'isApproved', 'version', 'updatedAt'],
        properties: {
          marketCode: { type: 'string' },
          countryName: { type: 'string' },
          filled: { type: 'boolean', description: 'Legal data has been saved for the market' },
          isApproved: { type: 'boolean' },
          version: { type: ['integer', 'null'] },
          updatedAt: { type: ['string', 'null'], format: 'date-time' },
        },
      },
    },
  },
} as const;

const nullableText = { type: ['string', 'null'] } as const;

export const legalDataSchema = {
  $id: 'MarketLegalData',
  type: 'object',
  required: [
    'marketCode', 'countryName', 'legalEntityEid', 'legalEntity', 'privacyPolicyUrl', 'termsUrl', 'cookiePolicyUrl',
    'imprint', 'minimumDrinkingAge', 'legalContactEmail', 'isApproved', 'version', 'updatedAt',
  ],
  properties: {
    marketCode: { type: 'string' },
    countryName: { type: 'string' },
    legalEntityEid: nullableText,
    legalEntity: {
      anyOf: [
        { type: 'object', required: ['eid', 'name'], properties: { eid: { type: 'string' }, name: { type: 'string' } } },
        { type: 'null' },
      ],
    },
    privacyPolicyUrl: nullableText,
    termsUrl: nullableText,
    cookiePolicyUrl: nullableText,
    imprint: nullableText,
    minimumDrinkingAge: { type: ['integer', 'null'] },
    legalContactEmail: nullableText,
    isApproved: { type: 'boolean' },
    version: { type: 'integer' },
    updatedAt: { type: 'string', format: 'date-time' },
  },
} as const;

const url = { type: ['string', 'null'], maxLength: URL_MAX, format: 'uri', pattern: HTTP_URL_PATTERN } as const;

/** Fields of the representation a client may send back unchanged; the server ignores them. */
const readOnly = ['marketCode', 'countryName', 'legalEntity', 'version', 'updatedAt'] as const;

/**
 * PUT body. Every field is optional: one left out keeps its value (or starts empty, and
 * not approved, on create); null clears it.
 */
export const legalDataPutBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    legalEntityEid: { type: ['string', 'null'], minLength: 1, maxLength: 100 },
    privacyPolicyUrl: url,
    termsUrl: url,
    cookiePolicyUrl: url,
    imprint: { type: ['string', 'null'], maxLength: IMPRINT_MAX },
    minimumDrinkingAge: { type: ['integer', 'null'], minimum: DRINKING_AGE.min, maximum: DRINKING_AGE.max },
    legalContactEmail: { type: ['string', 'null'], maxLength: EMAIL_MAX, format: 'email' },
    isApproved: { type: 'boolean' },
    ...Object.fromEntries(readOnly.map((field) => [field, {}])),
  },
} as const;

export interface LegalDataPutBody {
  legalEntityEid?: string | null;
  privacyPolicyUrl?: string | null;
  termsUrl?: string | null;
  cookiePolicyUrl?: string | null;
  imprint?: string | null;
  minimumDrinkingAge?: number | null;
  legalContactEmail?: string | null;
  isApproved?: boolean;
}

/** The editable fields, in the order history rows list them. */
export const LEGAL_DATA_FIELDS = [
  'legalEntityEid', 'privacyPolicyUrl', 'termsUrl', 'cookiePolicyUrl', 'imprint', 'minimumDrinkingAge', 'legalContactEmail', 'isApproved',
] as const satisfies readonly (keyof LegalDataPutBody)[];
