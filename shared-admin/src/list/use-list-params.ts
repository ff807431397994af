/**
 * Binds a list's params to the host's router: read from the URL, changed by navigating. With a
 * memory key, the list comes back as the user left it: a URL without any of the list's keys (the
 * navigation's link) shows the remembered state and is replaced by it; a URL that carries state
 * wins and becomes what is remembered.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { readListMemory, rememberList } from './list-memory';
import {
  changeListParams,
  listParamKeys,
  ownListQuery,
  parseListParams,
  writeListParams,
  type ListParams,
  type ListParamsChange,
  type ListParamsConfig,
} from './list-params';

export type ChangeListParams = (change: ListParamsChange, options?: { replace?: boolean }) => void;

/** `config` must be stable (a module constant or memoised); `memoryKey` null remembers nothing. */
export function useListParams(config: ListParamsConfig, memoryKey: string | null = null): [ListParams, ChangeListParams] {
  const [urlQuery] = useSearchParams();
  const navigate = useNavigate();
  // the memory is read once per key (when the list opens, or once the user is known) and put in
  // the URL; until that replacement lands it is shown as is (no request for the default page
  // first); after that the URL alone says what is shown
  const [restore, setRestore] = useState<{ key: string; from: string; query: string } | null>(null);
  const urlString = urlQuery.toString();
  const carriesState = listParamKeys(config).some((key) => urlQuery.has(key));
  const restoring = memoryKey !== null && restore?.key === memoryKey;
  const remembered =
    memoryKey === null
      ? ''
      : restoring
        ? restore.from === urlString
          ? restore.query
          : ''
        : carriesState
          ? ''
          : readListMemory(memoryKey).query;
  const query = useMemo(
    () => (remembered ? new URLSearchParams(`${urlString}&${remembered}`) : urlQuery),
    [urlQuery, urlString, remembered],
  );
  const params = useMemo(() => parseListParams(query, config), [query, config]);
  const own = ownListQuery(query, config);
  // a remembered state that is the default has nothing to put in the URL
  if (memoryKey !== null && !restoring) setRestore({ key: memoryKey, from: urlString, query: remembered && own });
  // the replacement landed: from now on an empty URL (e.g. after Clear) is the default state again
  if (restoring && restore.query !== '' && restore.from !== urlString) setRestore({ ...restore, query: '' });
  const replacing = restoring && restore.query !== '' && restore.from === urlString;
  useEffect(() => {
    if (replacing) void navigate({ search: `?${writeListParams(params, config, urlQuery)}` }, { replace: true });
  }, [replacing, params, config, urlQuery, navigate]);
  const settled = restoring && !replacing;

  // a URL with state (a link, back and forward) is remembered; an empty one only when a change empties it
  useEffect(() => {
    if (settled && carriesState) rememberList(memoryKey, { query: own });
  }, [settled, memoryKey, carriesState, own]);

  // the router renders a navigation later (in a transition): a second change before that render
  // builds on what the first one asked for, not on the URL the page still shows (any render of
  // another URL, back included, brings a new `urlQuery` object and ends that)
  const asked = useRef<{ shown: URLSearchParams; params: ListParams; query: URLSearchParams } | null>(null);
  const change = useCallback<ChangeListParams>(
    (update, options) => {
      const base = asked.current?.shown === urlQuery ? asked.current : { params, query };
      const next = changeListParams(base.params, update);
      if (memoryKey !== null) rememberList(memoryKey, { query: writeListParams(next, config) });
      const search = writeListParams(next, config, base.query);
      asked.current = { shown: urlQuery, params: next, query: new URLSearchParams(search) };
      // a new history entry per change (unless replaced), so back steps through the list states
      void navigate({ search: search ? `?${search}` : '' }, options);
    },
    [params, config, query, urlQuery, navigate, memoryKey],
  );
  return [params, change];
}
