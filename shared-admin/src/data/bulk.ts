/** Bulk changes of a resource's records, each one request, all or nothing. */
import type { ApiClient } from '@ottilia/shared-auth';
import type { DataResource } from './types';

/** POST {collection}/bulk-delete. */
export async function bulkDelete(client: ApiClient, resource: DataResource, ids: readonly string[]): Promise<void> {
  await client.post(`${resource.apiPath}/bulk-delete`, { [resource.bulkIds ?? 'eids']: ids });
}

/** PUT {collection}/active-state: (de)activates the records. */
export async function setActive(client: ApiClient, resource: DataResource, eids: readonly string[], isActive: boolean): Promise<void> {
  await client.put(`${resource.apiPath}/active-state`, { eids, isActive });
}
