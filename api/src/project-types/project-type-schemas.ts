/** JSON schemas of the project type (type of website) routes. */
import { NAME_MAX, requiredText, timestamps } from '../reference-data/reference-schemas.js';

export const projectTypeSchema = {
  $id: 'ProjectType',
  type: 'object',
  required: ['eid', 'name', 'isActive', 'state', 'projectCount', 'version'],
  properties: {
    eid: { type: 'string' },
    name: { type: 'string' },
    isActive: { type: 'boolean' },
    state: { type: ['string', 'null'], description: "null or 'ACTIVE' = active, 'INACTIVE' = inactive" },
    projectCount: { type: 'integer' },
    version: { type: 'integer' },
    ...timestamps,
  },
} as const;

/** PUT body `{ id, name, isActive }` (id = eid); the record's read-only fields are ignored. */
export const projectTypePutBody = {
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: {
    id: { type: 'string' },
    eid: { type: 'string' },
    name: requiredText(NAME_MAX),
    isActive: { type: 'boolean' },
    state: {},
    projectCount: {},
    version: {},
    createdAt: {},
    updatedAt: {},
  },
} as const;

export interface ProjectTypePutBody {
  name: string;
  isActive?: boolean;
}
