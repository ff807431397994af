/**
 * Drafts kept across an expired session (the shell's dirty-flag contract, extended).
 * A screen that can put its draft back calls `useKeptDraft(snapshot, restore)`. When the session
 * expires while the screen is dirty, the host stores `snapshot()` in session storage under the
 * page's address before the logout redirect; back on the same page after sign-in, the host
 * offers it and, if the user accepts, hands it to `restore`. Snapshots must be plain JSON.
 */
import { useEffect, useRef } from 'react';
import { useShell } from './shell-context';

export interface DraftKeeper {
  snapshot(): unknown;
  restore(draft: unknown): void;
}

const storageKey = (page: string) => `ottilia.keptDraft:${page}`;

export function storeKeptDraft(page: string, draft: unknown): void {
  window.sessionStorage.setItem(storageKey(page), JSON.stringify(draft));
}

/** The draft kept for this page, or undefined. */
export function readKeptDraft(page: string): unknown {
  const stored = window.sessionStorage.getItem(storageKey(page));
  return stored === null ? undefined : (JSON.parse(stored) as unknown);
}

export function forgetKeptDraft(page: string): void {
  window.sessionStorage.removeItem(storageKey(page));
}

/** Registers the screen's draft with the shell while it is mounted (see above). */
export function useKeptDraft<T>(snapshot: () => T, restore: (draft: T) => void): void {
  const { keepDraft } = useShell();
  const latest = useRef({ snapshot, restore });
  useEffect(() => {
    latest.current = { snapshot, restore };
  });
  useEffect(() => {
    keepDraft({ snapshot: () => latest.current.snapshot(), restore: (draft) => latest.current.restore(draft as T) });
    return () => keepDraft(null);
  }, [keepDraft]);
}
