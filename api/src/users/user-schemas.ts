/** JSON schemas of the user list (validation, response serialisation, OpenAPI). */
import { ROLES } from '@ottilia/shared-contracts/permissions';
import { USER_STATES } from '../db/schema.js';

const ref = { type: 'object', required: ['eid', 'name'], properties: { eid: { type: 'string' }, name: { type: 'string' } } } as const;

export const userListItemSchema = {
  $id: 'UserListItem',
  type: 'object',
  required: ['eid', 'email', 'displayName', 'mainRole', 'roles', 'agencyEid', 'agency', 'state'],
  properties: {
    eid: { type: 'string' },
    email: { type: 'string' },
    displayName: { type: 'string' },
    mainRole: { type: ['string', 'null'], enum: [...ROLES, null] },
    roles: { type: 'array', items: { type: 'string' } },
    agencyEid: { type: ['string', 'null'] },
    agency: { anyOf: [ref, { type: 'null' }] },
    state: { type: 'string', enum: USER_STATES },
    version: { type: 'integer' },
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
  },
} as const;

/** Documented here; read and checked by the list machinery (src/list). */
