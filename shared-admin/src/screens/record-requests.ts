/**
 * The requests a list's rows make on their records (the edit dialog's reread, a row's quick
 * change, a record action, delete), each under If-Match of the version the row shows. The one
 * place the screens build these, over the data layer's record addresses.
 */
import { readRecord, recordKey, recordPath, type Resource, type Text } from '@ottilia/shared-admin';
import type { ApiClient } from '@ottilia/shared-auth';
import type { DetailRecord } from './detail-spec';

/** The ETag of a listed row: its version. */
export const versionEtag = (row: DetailRecord) => `"${row.version}"`;

export function recordRequests(client: ApiClient, resource: Resource<Text>) {
  const path = (eid: string) => recordPath(resource, eid);
  return {
    path,
    read: <T>(eid: string) => readRecord<T>(client, path(eid)),
    put: (row: DetailRecord, body: unknown) => client.put(path(recordKey(resource, row)), body, { ifMatch: versionEtag(row) }),
    /** POST {record}/{action}, e.g. a translation's reset. */
    act: (row: DetailRecord, action: string) => client.post(`${path(recordKey(resource, row))}/${action}`, undefined, { headers: { 'If-Match': versionEtag(row) } }),
    remove: (row: DetailRecord) => client.del(path(recordKey(resource, row)), { ifMatch: versionEtag(row) }),
  };
}
