/**
 * One record of a detail page: read with its ETag (the version edits are based on), shown again
 * from a save's answer without another request, reloaded after a conflict, and deleted with
 * If-Match after the catalogue's question. Its history is refreshed with it.
 */
import { errorDialog, useActionKeys, useApiClient, useRecord, type WithEtag } from '@ottilia/shared-auth';
import { recordKey } from '@ottilia/shared-auth/typed-collection';
import { useShell, type DialogId } from '@ottilia/shared-ui';
import { useCallback } from 'react';
import { deleteRecord, etagOf, readRecord, useRefreshHistory, type RecordAddress } from '../data/record';

/** The record at `path` (recordPath(resource, eid)); T is its resource's record type. */
export function useRecordController<T extends { version: number }>(path: RecordAddress) {
  const client = useApiClient();
  const { confirm } = useShell();
  const { data, error, mutate } = useRecord(recordKey<T>(path));
  const refresh = useRefreshHistory();
  // Delete confirmed again on the same version after a lost answer is the same delete
  const keys = useActionKeys();
  const refreshHistory = useCallback(() => refresh(path), [refresh, path]);

  /** Shows a version the API returned (a save's answer). */
  const show = useCallback(
    (saved: WithEtag<T>) => {
      void mutate(saved, { revalidate: false });
      refreshHistory();
    },
    [mutate, refreshHistory],
  );
  /** Reads the newest version and shows it. */
  const loadLatest = useCallback(async () => {
    const fresh = await readRecord<T>(client, path);
    void mutate(fresh, { revalidate: false });
    return fresh;
  }, [client, path, mutate]);

  /** Deletes after `question`; true when deleted (a refusal, e.g. 409 in use, says why). */
  const remove = async (question: DialogId = 'delete'): Promise<boolean> => {
    if (!data || !(await confirm(question))) return false;
    try {
      const etag = etagOf(data);
      await deleteRecord(client, path, etag, keys.keyFor(['delete', path, etag]));
      keys.done();
      return true;
    } catch (failure) {
      void confirm('errorWithMessage', errorDialog(failure));
      return false;
    }
  };

  return {
    record: data?.data,
    etag: data ? etagOf(data) : null,
    error,
    retry: () => void mutate(),
    /** Rereads the record and its history after a change made elsewhere on the page. */
    refresh: () => {
      void mutate();
      refreshHistory();
    },
    show,
    loadLatest,
    remove,
  };
}
