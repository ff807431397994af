/**
 * One record with its ETag (GET answers `ETag: "<version>"`), for pages that edit it. Not
 * refetched on focus: a detail page shows what the user's edits are based on.
 */
import useSWR from 'swr';
import type { WithEtag } from './api-client.js';
import type { ApiError } from './api-error.js';
import { useApiClient } from './api-provider.js';

/** SWR key of a record read with its ETag (kept apart from plain reads of the same path). */
export const recordKey = (path: string) => ['record', path] as const;

export function useRecord<T>(path: string | null) {
  const client = useApiClient();
  return useSWR<WithEtag<T>, ApiError>(path === null ? null : recordKey(path), ([, target]: readonly [string, string]) => client.get<T>(target, { withEtag: true }), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
