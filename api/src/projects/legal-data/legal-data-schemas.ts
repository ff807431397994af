/** JSON schemas of the market legal data routes (validation, serialisation, OpenAPI). */
import { Type, type Static } from '@sinclair/typebox';
import { HTTP_URL_PATTERN } from '../../http/formats.js';
import { echoed, nullableString } from '../../http/schema-types.js';

export const URL_MAX = 500;
export const IMPRINT_MAX = 5000;
export const EMAIL_MAX = 254;
export const DRINKING_AGE = { min: 0, max: 25 } as const;

export const legalDataParams = Type.Object({
  id: Type.String({ format: 'uuid' }),
  marketId: Type.String({ pattern: '^[A-Za-z0-9]{1,10}$', description: "A market code of the project, e.g. 'DK'" }),
});

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
    'marketCode',
    'countryName',
    'legalEntityEid',
    'legalEntity',
    'privacyPolicyUrl',
    'termsUrl',
    'cookiePolicyUrl',
    'imprint',
    'minimumDrinkingAge',
    'legalContactEmail',
    'isApproved',
    'version',
    'updatedAt',
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

const url = () => Type.Optional(nullableString({ maxLength: URL_MAX, format: 'uri', pattern: HTTP_URL_PATTERN }));

/**
 * PUT body. Every field is optional: one left out keeps its value (or starts empty, and
 * not approved, on create); null clears it.
 */
export const legalDataPutBody = Type.Object(
  {
    legalEntityEid: Type.Optional(nullableString({ minLength: 1, maxLength: 100 })),
    privacyPolicyUrl: url(),
    termsUrl: url(),
    cookiePolicyUrl: url(),
    imprint: Type.Optional(nullableString({ maxLength: IMPRINT_MAX })),
    minimumDrinkingAge: Type.Optional(
      Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum: DRINKING_AGE.min, maximum: DRINKING_AGE.max }),
    ),
    legalContactEmail: Type.Optional(nullableString({ maxLength: EMAIL_MAX, format: 'email' })),
    isApproved: Type.Optional(Type.Boolean()),
    // the representation's other fields may be sent back unchanged; the server ignores them
    marketCode: echoed,
    countryName: echoed,
    legalEntity: echoed,
    version: echoed,
    updatedAt: echoed,
  },
  { additionalProperties: false },
);

export type LegalDataPutBody = Static<typeof legalDataPutBody>;

/** The editable fields, in the order history rows list them. */
export const LEGAL_DATA_FIELDS = [
  'legalEntityEid',
  'privacyPolicyUrl',
  'termsUrl',
  'cookiePolicyUrl',
  'imprint',
  'minimumDrinkingAge',
  'legalContactEmail',
  'isApproved',
] as const satisfies readonly (keyof LegalDataPutBody)[];
