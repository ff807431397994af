/** Binds a list's params to the host's router: read from the URL, changed by navigating. */
import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { changeListParams, parseListParams, writeListParams, type ListParams, type ListParamsChange, type ListParamsConfig } from './list-params';

export type ChangeListParams = (change: ListParamsChange, options?: { replace?: boolean }) => void;

/** `config` must be stable (a module constant or memoised). */
export function useListParams(config: ListParamsConfig): [ListParams, ChangeListParams] {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const params = useMemo(() => parseListParams(query, config), [query, config]);
  const change = useCallback<ChangeListParams>(
    (update, options) => {
      const search = writeListParams(changeListParams(params, update), config, query);
      // a new history entry per change (unless replaced), so back steps through the list states
      void navigate({ search: search ? `?${search}` : '' }, options);
    },
    [params, config, query, navigate],
  );
  return [params, change];
}
