/**
 * Which rows of the current list page are checked. The selection belongs to one `scope` (the
 * page's query): another page, sort, search or filter starts with nothing selected, so a bulk
 * action never touches rows the user cannot see.
 */
import { useCallback, useMemo, useState } from 'react';

export interface RowSelection {
  selected: ReadonlySet<string>;
  toggle(id: string): void;
  /** Selects all of `ids`, or clears them when all are selected already. */
  toggleAll(ids: readonly string[]): void;
  clear(): void;
}

const NONE: ReadonlySet<string> = new Set();

export function useRowSelection(scope: string): RowSelection {
  const [state, setState] = useState<{ scope: string; ids: ReadonlySet<string> }>({ scope, ids: NONE });
  const selected = state.scope === scope ? state.ids : NONE;

  const update = useCallback(
    (next: (ids: ReadonlySet<string>) => ReadonlySet<string>) =>
      setState((current) => ({ scope, ids: next(current.scope === scope ? current.ids : NONE) })),
    [scope],
  );
  return useMemo(
    () => ({
      selected,
      toggle: (id) =>
        update((ids) => {
          const next = new Set(ids);
          if (!next.delete(id)) next.add(id);
          return next;
        }),
      toggleAll: (all) => update((ids) => (all.every((id) => ids.has(id)) ? NONE : new Set(all))),
      clear: () => update(() => NONE),
    }),
    [selected, update],
  );
}
