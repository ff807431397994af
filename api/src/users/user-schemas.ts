/** JSON schemas of the user routes (validation, response serialisation, OpenAPI). */
import { Type, type Static } from '@sinclair/typebox';
import { ROLES } from '@ottilia/shared-contracts/permissions';
import { USER_STATES } from './user-table.js';
import { echoed, nullableString, stringEnum } from '../http/schema-types.js';

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

/** A user as GET /users/{id} shows it: the list's fields plus the spec's new-user fields. */
export const userSchema = {
  $id: 'User',
  type: 'object',
  required: [...userListItemSchema.required, 'isNewUser', 'lastLoginDateTime', 'createdDateTime', 'version'],
  properties: {
    ...userListItemSchema.properties,
    isNewUser: { type: ['boolean', 'null'] },
    lastLoginDateTime: { type: ['string', 'null'], format: 'date-time' },
    createdDateTime: { type: 'string', format: 'date-time' },
  },
} as const;

export const userParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });

const roleList = Type.Array(stringEnum(ROLES), { minItems: 1, maxItems: ROLES.length, uniqueItems: true });

/**
 * PUT /users/{id}. Only the first role counts; `mainRole`, when sent, becomes the first role.
 * INVITED is not something an editor sets: an invited user turns ACTIVE by signing in.
 * The answer's other fields may be sent back unchanged; the server ignores them.
 */
export const userPutBody = Type.Object(
  {
    displayName: Type.String({ minLength: 1, maxLength: 120, pattern: '\\S' }),
    roles: roleList,
    mainRole: Type.Optional(stringEnum(ROLES)),
    agencyEid: nullableString({ minLength: 1, maxLength: 100 }),
    state: stringEnum(USER_STATES),
    eid: echoed,
    email: echoed,
    agency: echoed,
    isNewUser: echoed,
    lastLoginDateTime: echoed,
    createdDateTime: echoed,
    version: echoed,
    createdAt: echoed,
    updatedAt: echoed,
  },
  { additionalProperties: false },
);

export type UserPutBody = Static<typeof userPutBody>;

/**
 * PUT /users/invite (spec section 7: "PUT invite (body user info)"): who to invite and as what.
 * Only the first role counts; `mainRole`, when sent, goes first.
 */
export const userInviteBody = Type.Object(
  {
    email: Type.String({ format: 'email', maxLength: 254 }),
    displayName: Type.String({ minLength: 1, maxLength: 120, pattern: '\\S' }),
    roles: roleList,
    mainRole: Type.Optional(stringEnum(ROLES)),
    agencyEid: nullableString({ minLength: 1, maxLength: 100 }),
  },
  { additionalProperties: false },
);

export type UserInviteBody = Static<typeof userInviteBody>;
