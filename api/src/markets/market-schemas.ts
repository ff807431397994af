/** JSON schemas of a market: reference data every signed-in user reads and Super Admins maintain. */
import { Type } from '@sinclair/typebox';

export const MARKET_CODE = '^[A-Z]{2}$';

export const marketSchema = {
  $id: 'Market',
  type: 'object',
  required: ['code', 'countryName', 'minimumAge', 'version'],
  properties: {
    code: { type: 'string', description: "ISO-like country code; 'GO' is the Global market" },
    countryName: { type: 'string' },
    minimumAge: { type: 'integer', description: "Legal drinking age: the age gate's default for the market" },
    version: { type: 'integer' },
  },
} as const;

export const marketParams = Type.Object({ code: Type.String({ pattern: MARKET_CODE, description: 'Two capital letters, e.g. DK' }) });

/** PUT /markets/{code}: the code is the address; a body's own code, if sent, must be the same. */
export const marketBody = Type.Object(
  {
    code: Type.Optional(Type.String()),
    countryName: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
    minimumAge: Type.Integer({ minimum: 0, maximum: 99 }),
    version: Type.Optional(Type.Unknown()),
  },
  { additionalProperties: false },
);
