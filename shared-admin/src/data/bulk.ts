/** Bulk changes of a resource's records, each one request, all or nothing. */
import type { ActionKey, ApiClient } from '@ottilia/shared-auth';
import { collectionCalls } from '@ottilia/shared-auth/typed-collection';
import type { DataResource } from './types';

/** POST {collection}/bulk-delete. */
export const bulkDelete = (client: ApiClient, resource: DataResource, ids: readonly string[], idempotencyKey: ActionKey) =>
  collectionCalls(client, resource.apiPath).bulkDelete(resource.bulkIds === 'ids' ? { ids: [...ids] } : { eids: [...ids] }, idempotencyKey);

/** PUT {collection}/active-state: (de)activates the records. */
export const setActive = (
  client: ApiClient,
  resource: DataResource,
  eids: readonly string[],
  isActive: boolean,
  idempotencyKey: ActionKey,
) => collectionCalls(client, resource.apiPath).setActive({ eids: [...eids], isActive }, idempotencyKey);
