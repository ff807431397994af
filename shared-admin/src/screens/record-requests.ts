/**
 * The requests a list's rows make on their records (the edit dialog's reread, a row's quick
 * change, a record action, delete), each under If-Match of the version the row shows and with its
 * user action's Idempotency-Key. The one
 * place the screens build these, over the data layer's record addresses.
 */
import { readRecord, recordKey, recordPath, type Resource, type Text } from '@ottilia/shared-admin';
import type { ActionKey, ApiClient } from '@ottilia/shared-auth';
import { recordCalls } from '@ottilia/shared-auth/typed-collection';
import type { DetailRecord } from './detail-spec';

/** The ETag of a listed row: its version. */
export const versionEtag = (row: DetailRecord) => `"${row.version}"`;

export function recordRequests(client: ApiClient, resource: Resource<Text>) {
  const path = (eid: string) => recordPath(resource, eid);
  return {
    path,
    read: <T>(eid: string) => readRecord<T>(client, path(eid)),
    put: (row: DetailRecord, body: unknown, key: ActionKey) =>
      recordCalls(client, path(recordKey(resource, row))).replace(body, versionEtag(row), key),
    /** POST {record}/{action}, e.g. a translation's reset. */
    act: (row: DetailRecord, action: string, key: ActionKey) =>
      recordCalls(client, path(recordKey(resource, row))).act(action, versionEtag(row), key),
    remove: (row: DetailRecord, key: ActionKey) => recordCalls(client, path(recordKey(resource, row))).remove(versionEtag(row), key),
  };
}
