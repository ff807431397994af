/**
 * Which columns a list shows (react-admin's SelectColumnsButton, in small): the user hides and
 * shows columns, the choice is remembered per user and list (list-memory.ts); the primary column,
 * which names each row, is never hidden.
 */
import { useCallback, useState } from 'react';
import { readListMemory, rememberList } from './list-memory';

export interface ColumnChoice {
  /** Keys of the hidden columns. */
  hidden: readonly string[];
  setHidden(hidden: readonly string[]): void;
}

export function useColumnChoice(memoryKey: string | null): ColumnChoice {
  // the user's id arrives with `me`: the choice is read again for a new key
  const [state, setState] = useState<{ key: string | null; hidden: readonly string[] }>(() => ({
    key: memoryKey,
    hidden: memoryKey ? readListMemory(memoryKey).hidden : [],
  }));
  const current = state.key === memoryKey ? state.hidden : memoryKey ? readListMemory(memoryKey).hidden : [];
  const setHidden = useCallback(
    (hidden: readonly string[]) => {
      setState({ key: memoryKey, hidden });
      if (memoryKey) rememberList(memoryKey, { hidden });
    },
    [memoryKey],
  );
  return { hidden: current, setHidden };
}

/** `columns` without the hidden ones; `primaryKey`'s column stays whatever was stored. */
export function shownColumns<C extends { key: string }>(columns: readonly C[], hidden: readonly string[], primaryKey: string): C[] {
  return columns.filter((column) => column.key === primaryKey || !hidden.includes(column.key));
}
