import { useEffect } from 'react';
import type { ChangeListParams } from './use-list-params';
import type { Page } from './use-list-page';

/** A page past the end (an old link, or rows deleted since) moves to the last page. */
export function usePageClamp(current: number, data: Page<unknown> | undefined, isLoading: boolean, change: ChangeListParams): void {
  const lastPage = !isLoading && data && current > data.totalPages && data.totalPages > 0 ? data.totalPages : null;
  useEffect(() => {
    if (lastPage !== null) change({ page: lastPage }, { replace: true });
  }, [lastPage, change]);
}
