/** JSON schemas of the brand routes. */
import { NAME_MAX, requiredText, timestamps } from '../reference-data/reference-schemas.js';

export const TYPE_MAX = 60;

export const brandSchema = {
  $id: 'Brand',
  type: 'object',
  required: ['eid', 'name', 'type', 'isActive', 'projectCount', 'version'],
  properties: {
    eid: { type: 'string' },
    name: { type: 'string' },
    type: { type: 'string', description: 'lower case, e.g. spirits, wine, beer; shown capitalised' },
    isActive: { type: 'boolean' },
    projectCount: { type: 'integer' },
    version: { type: 'integer' },
    ...timestamps,
  },
} as const;

/** PUT body; the record's read-only fields may be sent back and are ignored. */
export const brandPutBody = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'type'],
  properties: {
    eid: { type: 'string' },
    name: requiredText(NAME_MAX),
    type: requiredText(TYPE_MAX),
    isActive: { type: 'boolean' },
    projectCount: {},
    version: {},
    createdAt: {},
    updatedAt: {},
  },
} as const;

export interface BrandPutBody {
  name: string;
  type: string;
  isActive?: boolean;
}
