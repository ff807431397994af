/**
 * Records someone else changed while this tab had them open in an edit (the live updates leave a
 * record being edited as it is and note the change here; shared-admin's draft editor says so).
 */
import { useSyncExternalStore } from 'react';

export interface ElsewhereChange {
  /** The record's API path, e.g. '/projects/<uuid>'. */
  path: string;
  resource: string;
  byName: string | null;
  /** When the event arrived (ms since the epoch). */
  at: number;
  version: number | null;
}

let changes: ReadonlyMap<string, ElsewhereChange> = new Map();
const listeners = new Set<() => void>();

const emit = () => {
  for (const listener of listeners) listener();
};

export function noteChangedElsewhere(change: ElsewhereChange) {
  changes = new Map(changes).set(change.path, change);
  emit();
}

export function clearChangedElsewhere(path: string) {
  if (!changes.has(path)) return;
  const next = new Map(changes);
  next.delete(path);
  changes = next;
  emit();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Every change noted (the newest per record). */
export function useChangesElsewhere(): ReadonlyMap<string, ElsewhereChange> {
  return useSyncExternalStore(
    subscribe,
    () => changes,
    () => changes,
  );
}
