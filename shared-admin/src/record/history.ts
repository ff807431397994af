/** A record's history: GET /{r}/{eid}/history, newest first (how an entry reads is shared-ui/admin's). */
import type { ApiError } from '@ottilia/shared-auth';
import type { HistoryEntry } from '@ottilia/shared-ui/admin';
import useSWR from 'swr';

export const historyPath = (recordPath: string) => `${recordPath}/history`;

/** The timeline of the record at `recordPath`, newest first; nothing is asked while `enabled` is false. */
export function useRecordHistory(recordPath: string, enabled = true) {
  return useSWR<HistoryEntry[], ApiError>(enabled ? historyPath(recordPath) : null, { revalidateOnFocus: false });
}
