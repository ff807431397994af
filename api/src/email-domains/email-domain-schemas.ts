/** JSON schemas of the e-mail domain routes. */
import { requiredText, timestamps } from '../reference-data/reference-schemas.js';

export const DOMAIN_MAX = 253;
export const TYPE_MAX = 60;
export const STATE_MAX = 40;

export const emailDomainSchema = {
  $id: 'EmailDomain',
  type: 'object',
  required: ['eid', 'name', 'type', 'isActive', 'state', 'version'],
  properties: {
    eid: { type: 'string' },
    name: { type: 'string', description: 'a domain such as example.com, lower case' },
    type: { type: 'string', description: 'lower case, e.g. brand, agency, corporate' },
    isActive: { type: 'boolean' },
    state: { type: ['string', 'null'], description: 'e.g. VERIFIED or PENDING' },
    version: { type: 'integer' },
    ...timestamps,
  },
} as const;

/** PUT body; the record's read-only fields may be sent back and are ignored. */
export const emailDomainPutBody = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'type'],
  properties: {
    eid: { type: 'string' },
    name: requiredText(DOMAIN_MAX),
    type: requiredText(TYPE_MAX),
    isActive: { type: 'boolean' },
    state: { type: ['string', 'null'], maxLength: STATE_MAX },
    version: {},
    createdAt: {},
    updatedAt: {},
  },
} as const;

export interface EmailDomainPutBody {
  name: string;
  type: string;
  isActive?: boolean;
  state?: string | null;
}
