/** Binds the list params to the host's router: read from the URL, changed by navigating. */
import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  changeProjectListParams,
  parseProjectListParams,
  writeProjectListParams,
  type ProjectListChange,
  type ProjectListParams,
} from './project-list-params';

export type ChangeProjectListParams = (change: ProjectListChange, options?: { replace?: boolean }) => void;

export function useProjectListParams(): [ProjectListParams, ChangeProjectListParams] {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const params = useMemo(() => parseProjectListParams(query), [query]);
  const change = useCallback<ChangeProjectListParams>(
    (update, options) => {
      const search = writeProjectListParams(changeProjectListParams(params, update), query);
      // a new history entry per change (unless replaced), so back steps through the list states
      void navigate({ search: search ? `?${search}` : '' }, options);
    },
    [params, query, navigate],
  );
  return [params, change];
}
