/** Users beyond their list and record: a user's projects, invitations, the agencies to place them in. */
import { type ActionKey, type ApiClient } from '@ottilia/shared-auth';
import { readKey, typedApi, type CallOptions } from '@ottilia/shared-auth/typed';
import { AGENCIES } from '@ottilia/shared-contracts/resources';
import { listKey } from './list';
import { buildFilter, SELECT_LIST_SIZE } from './odata';
import type { WriteBodyOf } from './types';

/** GET /users/{id}: one user without its ETag (e.g. for one's own agency). */
export const userKey = (eid: string) => readKey('/users/{id}', { path: { id: eid } });

/** GET /users/{id}/projects: the projects the user is a member of that the reader may see. */
export const userProjectsKey = (eid: string) => readKey('/users/{id}/projects', { path: { id: eid } });

/** The body of an invitation (PUT /users/invite). */
export type InviteBody = NonNullable<CallOptions<'/users/invite', 'put'>['body']>;

/** Invites a person (201), or sends the invitation again to someone still invited (200). */
export const inviteUser = (client: ApiClient, body: InviteBody, idempotencyKey: ActionKey) =>
  typedApi(client).put('/users/invite', { body, idempotencyKey });

/** The active agencies, by name, for a drop-down (page 0 of 250). */
export const activeAgenciesKey = () =>
  listKey(AGENCIES, { page: 0, size: SELECT_LIST_SIZE, filter: buildFilter({ columns: { isActive: true } }), orderBy: 'name asc' });

/** The body of PUT /users/{id}. */
export type UserBody = WriteBodyOf<'/users'>;
