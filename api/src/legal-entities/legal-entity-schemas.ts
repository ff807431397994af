/** JSON schemas of the legal entity routes. */
import { NAME_MAX, requiredText, timestamps } from '../reference-data/reference-schemas.js';

export const legalEntitySchema = {
  $id: 'LegalEntity',
  type: 'object',
  required: ['eid', 'name', 'country', 'countryName', 'version'],
  properties: {
    eid: { type: 'string' },
    name: { type: 'string' },
    country: { type: 'string', description: 'market code' },
    countryName: { type: 'string' },
    version: { type: 'integer' },
    ...timestamps,
  },
} as const;

/** PUT body; the record's read-only fields may be sent back and are ignored. */
export const legalEntityPutBody = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'country'],
  properties: {
    eid: { type: 'string' },
    name: requiredText(NAME_MAX),
    country: requiredText(10),
    countryName: {},
    version: {},
    createdAt: {},
    updatedAt: {},
  },
} as const;

export interface LegalEntityPutBody {
  name: string;
  country: string;
}
