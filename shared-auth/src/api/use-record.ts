/**
 * One record with its ETag (GET answers `ETag: "<version>"`), for pages that edit it. Not
 * refetched on focus: a detail page shows what the user's edits are based on.
 */
import useSWR from 'swr';
import type { WithEtag } from './api-client.js';
import type { ApiError } from './api-error.js';
import { useApiClient } from './api-provider.js';
import type { ReadKey } from './read-key.js';

/** SWR key of a record read with its ETag (kept apart from plain reads of the same path). */
export const recordKey = (path: string) => ['record', path] as const;

/** The record `key` names (a readKey of its path), with its ETag; null asks nothing. */
export function useRecord<T>(key: ReadKey<T> | null) {
  const client = useApiClient();
  const path = typeof key === 'string' ? key : (key?.[0] ?? null);
  return useSWR<WithEtag<T>, ApiError>(
    path === null ? null : recordKey(path),
    ([, target]: readonly [string, string]) => client.get(target, { withEtag: true }) as Promise<WithEtag<T>>,
    {
      revalidateOnFocus: false,
      shouldRetryOnError: false,
    },
  );
}
