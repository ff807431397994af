/** A resource's operations bound to the app's API client: what a screen asks the data layer for. */
import { useApiClient, type ActionKey, type ApiClient, type Query } from '@ottilia/shared-auth';
import { useMemo } from 'react';
import { bulkDelete, setActive } from './bulk';
import { exportLink, type ExportFormat } from './export';
import { recordWrites } from './record';
import type { CollectionPath, DataResource } from './types';

export function resourceData<C extends CollectionPath>(client: ApiClient, resource: DataResource<C>) {
  return {
    ...recordWrites(client, resource),
    bulkDelete: (ids: readonly string[], key: ActionKey) => bulkDelete(client, resource, ids, key),
    setActive: (eids: readonly string[], isActive: boolean, key: ActionKey) => setActive(client, resource, eids, isActive, key),
    exportLink: (format: ExportFormat, query: Query, key: ActionKey, signal?: AbortSignal) =>
      exportLink(client, resource, format, query, key, signal),
  };
}

export type ResourceData<C extends CollectionPath> = ReturnType<typeof resourceData<C>>;

/** resourceData over the client of the ApiProvider. */
export function useResourceData<C extends CollectionPath>(resource: DataResource<C>): ResourceData<C> {
  const client = useApiClient();
  return useMemo(() => resourceData(client, resource), [client, resource]);
}
