/** JSON schemas of the age-gate routes (validation, serialisation, OpenAPI). */
import { Type, type Static } from '@sinclair/typebox';
import { HEX_COLOUR_PATTERN, HTTP_URL_PATTERN } from '../../http/formats.js';
import { echoed, nullableString, stringEnum } from '../../http/schema-types.js';
import { DRINKING_AGE } from '../legal-data/legal-data-schemas.js';

export const AGE_GATE_LAYOUTS = ['centered', 'split', 'fullscreen'] as const;
/** The alias of "the project's age gate" for a caller that does not know its id yet. */
export const CURRENT_GATE = 'current';
export const DEFAULT_MINIMUM_AGE = 18;

const colour = (description: string) => Type.String({ pattern: HEX_COLOUR_PATTERN, description });
const image = (description: string) => nullableString({ maxLength: 500, format: 'uri', pattern: HTTP_URL_PATTERN, description });

/** The gate as visitors see it; every field is sent on PUT (the editor holds them all). */
export const ageGateStyle = Type.Object(
  {
    layout: stringEnum(AGE_GATE_LAYOUTS, { description: 'centered card, split (image beside the card) or fullscreen' }),
    backgroundColor: colour('Page behind the gate'),
    textColor: colour('Headline and text; needs 4.5:1 contrast with backgroundColor'),
    buttonColor: colour('Confirm button'),
    buttonTextColor: colour('Confirm button label; needs 4.5:1 contrast with buttonColor'),
    headline: Type.String({ minLength: 1, maxLength: 120 }),
    message: Type.String({ maxLength: 500, description: "{age} is replaced by the market's minimum age" }),
    confirmLabel: Type.String({ minLength: 1, maxLength: 40 }),
    denyLabel: Type.String({ minLength: 1, maxLength: 40 }),
    deniedMessage: Type.String({ minLength: 1, maxLength: 300, description: 'Shown to a visitor under the minimum age' }),
    logoUrl: image('Logo above the headline'),
    backgroundImageUrl: image('Image behind (fullscreen) or beside (split) the card'),
    rememberVisitorDays: Type.Integer({ minimum: 0, maximum: 365, description: 'Days a passed check is remembered; 0 = this visit only' }),
  },
  { additionalProperties: false },
);

export type AgeGateStyle = Static<typeof ageGateStyle>;

export const DEFAULT_STYLE: AgeGateStyle = {
  layout: 'centered',
  backgroundColor: '#FFFFFF',
  textColor: '#1A1A1A',
  buttonColor: '#0B5CAD',
  buttonTextColor: '#FFFFFF',
  headline: 'Are you of legal drinking age?',
  message: 'You must be {age} or older to visit this site.',
  confirmLabel: 'Yes, I am {age} or older',
  denyLabel: 'No',
  deniedMessage: 'Sorry, you are not old enough to visit this site.',
  logoUrl: null,
  backgroundImageUrl: null,
  rememberVisitorDays: 30,
};

export const ageGateParams = Type.Object({
  id: Type.String({ format: 'uuid' }),
  ageGateId: Type.String({ pattern: '^[A-Za-z0-9-]{1,40}$', description: `The gate's eid, or '${CURRENT_GATE}' for the project's gate` }),
});

export const ageGateMarketParams = Type.Object({
  id: Type.String({ format: 'uuid' }),
  ageGateId: Type.String({ pattern: '^[A-Za-z0-9-]{1,40}$' }),
  marketId: Type.String({ pattern: '^[A-Za-z0-9]{1,10}$' }),
});

export const ageGateStyleBody = Type.Object({ style: ageGateStyle }, { additionalProperties: false });

export const ageGateMarketBody = Type.Object(
  {
    marketCode: Type.String({ pattern: '^[A-Za-z0-9]{1,10}$', description: "One of the project's markets" }),
    minimumAge: Type.Optional(
      Type.Integer({
        minimum: DRINKING_AGE.min,
        maximum: DRINKING_AGE.max,
        description: "Used while the market's legal data has no minimum drinking age",
      }),
    ),
    isActive: Type.Optional(Type.Boolean()),
    countryName: echoed,
    minimumAgeSource: echoed,
  },
  { additionalProperties: false },
);

export type AgeGateMarketBody = Static<typeof ageGateMarketBody>;

const market = {
  type: 'object',
  required: ['marketCode', 'countryName', 'minimumAge', 'minimumAgeSource', 'isActive'],
  properties: {
    marketCode: { type: 'string' },
    countryName: { type: 'string' },
    minimumAge: { type: 'integer', description: "The legal data's minimum drinking age where filled in, else the gate's own" },
    minimumAgeSource: { type: 'string', enum: ['legal-data', 'age-gate'] },
    isActive: { type: 'boolean' },
  },
} as const;

export const ageGateSchema = {
  $id: 'AgeGate',
  type: 'object',
  required: ['eid', 'projectId', 'style', 'markets', 'availableMarkets', 'version', 'updatedAt'],
  properties: {
    eid: { type: 'string' },
    projectId: { type: 'string', format: 'uuid' },
    style: {
      type: 'object',
      required: Object.keys(DEFAULT_STYLE),
      properties: {
        layout: { type: 'string', enum: AGE_GATE_LAYOUTS },
        backgroundColor: { type: 'string' },
        textColor: { type: 'string' },
        buttonColor: { type: 'string' },
        buttonTextColor: { type: 'string' },
        headline: { type: 'string' },
        message: { type: 'string' },
        confirmLabel: { type: 'string' },
        denyLabel: { type: 'string' },
        deniedMessage: { type: 'string' },
        logoUrl: { type: ['string', 'null'] },
        backgroundImageUrl: { type: ['string', 'null'] },
        rememberVisitorDays: { type: 'integer' },
      },
    },
    markets: { type: 'array', items: market, description: "The gate's markets that are still project markets, by country name" },
    availableMarkets: {
      type: 'array',
      description: 'Project markets the gate does not have yet, with the minimum age they would get',
      items: {
        type: 'object',
        required: ['marketCode', 'countryName', 'minimumAge', 'minimumAgeSource'],
        properties: {
          marketCode: { type: 'string' },
          countryName: { type: 'string' },
          minimumAge: { type: 'integer' },
          minimumAgeSource: { type: 'string', enum: ['legal-data', 'age-gate'] },
        },
      },
    },
    version: { type: 'integer' },
    updatedAt: { type: 'string', format: 'date-time' },
  },
} as const;
