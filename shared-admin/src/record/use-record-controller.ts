/**
 * One record of a detail page: read with its ETag (the version edits are based on), shown again
 * from a save's answer without another request, reloaded after a conflict, and deleted with
 * If-Match after the catalogue's question. Its history is refreshed with it.
 */
import { errorDialog, useApiClient, useRecord, type WithEtag } from '@ottilia/shared-auth';
import { useShell, type DialogId } from '@ottilia/shared-ui';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { historyPath } from './history';

/** The ETag names the version; the body's version is the same number should a proxy drop the header. */
export const etagOf = <T extends { version: number }>(record: WithEtag<T>) => record.etag ?? `"${record.data.version}"`;

export function useRecordController<T extends { version: number }>(path: string) {
  const client = useApiClient();
  const { confirm } = useShell();
  const { mutate: mutateKey } = useSWRConfig();
  const { data, error, mutate } = useRecord<T>(path);
  const refreshHistory = useCallback(() => void mutateKey(historyPath(path)), [mutateKey, path]);

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
    const fresh = await client.get<T>(path, { withEtag: true });
    void mutate(fresh, { revalidate: false });
    return fresh;
  }, [client, path, mutate]);

  /** Deletes after `question`; true when deleted (a refusal, e.g. 409 in use, says why). */
  const remove = async (question: DialogId = 'delete'): Promise<boolean> => {
    if (!data || !(await confirm(question))) return false;
    try {
      await client.del(path, { ifMatch: etagOf(data) });
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
