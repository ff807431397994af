/**
 * One record: its address (the API path of a resource's record, made here only), read with its
 * ETag, saved with PUT + If-Match (a replacement) or If-None-Match: * (a create at a new id),
 * deleted with If-Match, and its history.
 */
import { useRecord, type ApiClient, type WithEtag } from '@ottilia/shared-auth';
import { useRead, type ReadKey } from '@ottilia/shared-auth/typed';
import type { WireHistoryEntry } from '@ottilia/shared-contracts/wire';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { CollectionPath, DataResource, RecordOf, WriteBodyOf } from './types';

declare const address: unique symbol;
/** Where a record lives in the API ('/brands/B1'); only recordPath makes one. */
export type RecordAddress = string & { readonly [address]: true };

/** The record `eid` of `resource`: `${apiPath}/${eid}`, the id encoded. */
export const recordPath = (resource: DataResource, eid: string) => `${resource.apiPath}/${encodeURIComponent(eid)}` as RecordAddress;

/** A replacement names the version it replaces; a create at a new id asks that none exists. */
export type Precondition = { ifMatch: string } | { ifNoneMatch: '*' };

/** Reads the record (with its ETag) the address names; T is the record type of its resource. */
export const readRecord = <T>(client: ApiClient, at: RecordAddress) => client.get(at, { withEtag: true }) as Promise<WithEtag<T>>;

/** Writes `body` (the PUT body of the record's resource) under `precondition`; answers the saved version. */
export const writeRecord = <T>(client: ApiClient, at: RecordAddress, body: unknown, precondition: Precondition) =>
  client.put(at, body, { withEtag: true, ...precondition }) as Promise<WithEtag<T>>;

export const deleteRecord = async (client: ApiClient, at: RecordAddress, etag: string): Promise<void> => {
  await client.del(at, { ifMatch: etag });
};

/** The ETag names the version; the body's version is the same number should a proxy drop the header. */
export const etagOf = <T extends { version: number }>(record: WithEtag<T>) => record.etag ?? `"${record.data.version}"`;

/** The SWR key of the record read with its ETag (useRecord), typed by its resource. */
export const recordReadKey = <C extends CollectionPath>(resource: DataResource<C>, eid: string) => recordPath(resource, eid) as unknown as ReadKey<RecordOf<C>>;

/** The record `eid` of `resource` with its ETag; null asks nothing. */
export function useResourceRecord<C extends CollectionPath>(resource: DataResource<C>, eid: string | null) {
  return useRecord(eid === null ? null : recordReadKey(resource, eid));
}

/** The typed writes of one resource's records (for screens with their own form). */
export function recordWrites<C extends CollectionPath>(client: ApiClient, resource: DataResource<C>) {
  return {
    read: (eid: string) => readRecord<RecordOf<C>>(client, recordPath(resource, eid)),
    save: (eid: string, body: WriteBodyOf<C>, precondition: Precondition) => writeRecord<RecordOf<C>>(client, recordPath(resource, eid), body, precondition),
    remove: (eid: string, etag: string) => deleteRecord(client, recordPath(resource, eid), etag),
  };
}

/** GET {record}/history: SWR key of the timeline, newest first (a reference record's; a project's: useProjectHistory). */
export const historyPath = (at: RecordAddress) => `${at}/history` as ReadKey<WireHistoryEntry[]>;

/** The timeline of the record at `at`, newest first; nothing is asked while `enabled` is false. */
export function useRecordHistory(at: RecordAddress, enabled = true) {
  return useRead(enabled ? historyPath(at) : null, { revalidateOnFocus: false });
}

/** Reads a record's timeline again (after a save: the next look at it shows the change). */
export function useRefreshHistory(): (at: RecordAddress) => void {
  const { mutate } = useSWRConfig();
  return useCallback((at: RecordAddress) => void mutate(historyPath(at)), [mutate]);
}
