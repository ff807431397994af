/**
 * One record: its address (the API path of a resource's record, made here only), read with its
 * ETag, saved with PUT + If-Match (a replacement) or If-None-Match: * (a create at a new id),
 * deleted with If-Match, and its history. The calls are the typed collection client's.
 */
import { useRecord, type ActionKey, type ApiClient, type WithEtag } from '@ottilia/shared-auth';
import { useRead } from '@ottilia/shared-auth/typed';
import {
  collectionRecords,
  historyKeyOf,
  recordAddress,
  recordCalls,
  recordKeyOf,
  type Precondition,
  type RecordAddress,
} from '@ottilia/shared-auth/typed-collection';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { CollectionPath, DataResource } from './types';

export type { Precondition, RecordAddress, VersionCondition } from '@ottilia/shared-auth/typed-collection';

/** The record `eid` of `resource`: `${apiPath}/${eid}`, the id encoded. */
export const recordPath = (resource: DataResource, eid: string) => recordAddress(resource.apiPath, eid);

/** Reads the record (with its ETag) the address names; T is the record type of its resource. */
export const readRecord = <T>(client: ApiClient, at: RecordAddress) => recordCalls<T>(client, at).read();

/** Writes `body` (the PUT body of the record's resource) under `precondition`; answers the saved version. */
export const writeRecord = <T>(client: ApiClient, at: RecordAddress, body: unknown, precondition: Precondition) =>
  recordCalls<T>(client, at).write(body, precondition);

export const deleteRecord = (client: ApiClient, at: RecordAddress, etag: string, idempotencyKey: ActionKey) =>
  recordCalls(client, at).remove(etag, idempotencyKey);

/** The ETag names the version; the body's version is the same number should a proxy drop the header. */
export const etagOf = <T extends { version: number }>(record: WithEtag<T>) => record.etag ?? `"${record.data.version}"`;

/** The SWR key of the record read with its ETag (useRecord), typed by its resource. */
export const recordReadKey = <C extends CollectionPath>(resource: DataResource<C>, eid: string) => recordKeyOf(resource.apiPath, eid);

/** The record `eid` of `resource` with its ETag; null asks nothing. */
export function useResourceRecord<C extends CollectionPath>(resource: DataResource<C>, eid: string | null) {
  return useRecord(eid === null ? null : recordReadKey(resource, eid));
}

/** The typed writes of one resource's records (for screens with their own form). */
export const recordWrites = <C extends CollectionPath>(client: ApiClient, resource: DataResource<C>) =>
  collectionRecords(client, resource.apiPath);

/** GET {record}/history: SWR key of the timeline, newest first (a reference record's; a project's: useProjectHistory). */
export const historyPath = historyKeyOf;

/** The timeline of the record at `at`, newest first; nothing is asked while `enabled` is false. */
export function useRecordHistory(at: RecordAddress, enabled = true) {
  return useRead(enabled ? historyPath(at) : null, { revalidateOnFocus: false });
}

/** Reads a record's timeline again (after a save: the next look at it shows the change). */
export function useRefreshHistory(): (at: RecordAddress) => void {
  const { mutate } = useSWRConfig();
  return useCallback((at: RecordAddress) => void mutate(historyPath(at)), [mutate]);
}
