import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

/** Reloads every loaded page of the list at `path` (its SWR keys are [path, query]). */
export function useRevalidateList(path: string): () => void {
  const { mutate } = useSWRConfig();
  return useCallback(() => void mutate((key) => Array.isArray(key) && key[0] === path), [mutate, path]);
}
