/** JSON schemas of the project member routes (validation, response serialisation, OpenAPI). */
import { Type } from '@sinclair/typebox';
import { ROLES } from '@ottilia/shared-contracts/permissions';

const ref = { type: 'object', required: ['eid', 'name'], properties: { eid: { type: 'string' }, name: { type: 'string' } } } as const;

export const memberSchema = {
  $id: 'ProjectMember',
  type: 'object',
  required: ['eid', 'displayName', 'email', 'mainRole', 'agency', 'addedAt'],
  properties: {
    eid: { type: 'string' },
    displayName: { type: 'string' },
    email: { type: 'string' },
    mainRole: { type: ['string', 'null'], enum: [...ROLES, null] },
    agency: { anyOf: [ref, { type: 'null' }] },
    addedAt: { type: 'string', format: 'date-time' },
  },
} as const;

export const memberList = {
  type: 'object',
  required: ['content'],
  properties: { content: { type: 'array', items: { $ref: `${memberSchema.$id}#` } } },
} as const;

/** User ids are the identity service's subject ids (UUIDs), or seed ids such as 'roleless'. */
export const memberParams = Type.Object({
  id: Type.String({ format: 'uuid' }),
  userEid: Type.String({ pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$' }),
});
