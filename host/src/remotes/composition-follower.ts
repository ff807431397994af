// Open tabs follow the environment's composition (ADR 0120): a promotion or a rollback changes
// composition.json alone, and a tab opened before it would otherwise run the version it started
// with until a reload, and even load chunks of that version it had not loaded yet. The tab
// re-reads the file (by its ETag) on every navigation and every few minutes; a remote pinned to
// another version than the one the tab runs becomes pending, and is switched to (its federation
// entry, its route manifest, its modules) only at a moment no screen of it can lose a draft: a
// navigation (the discard prompt has let it through), the banner's reload, or at once when the
// page shown is of no changed area and nothing is dirty. Until then the page already shown keeps
// running its version; every later page of the area loads the new one.
import type { ComposedRemote, ServedComposition } from '../config/composition';

/** The remotes waiting for their switch, by remote name. */
export type PendingVersions = Readonly<Record<string, ComposedRemote>>;

export interface CompositionFollower {
  /** Re-reads the composition (one read at a time); a changed pin becomes pending, a pin back to the running version is no longer. */
  check(): Promise<void>;
  pending(): PendingVersions;
  subscribe(onChange: () => void): () => void;
  /** Switches every pending remote to its new version. */
  applyPending(): void;
}

interface Options {
  /** The composition the tab started with. */
  served: ServedComposition;
  reread(etag: string | null): Promise<ServedComposition | 'unchanged'>;
  /** Points the tab at another version of a remote. */
  switchTo(remote: string, composed: ComposedRemote): void;
  /** Remotes that follow something else: this session's release trial. */
  held?: readonly string[];
  /** A re-read that failed (the tab keeps what it runs and asks again later). */
  onError(error: unknown): void;
}

export function followComposition({ served, reread, switchTo, held = [], onError }: Options): CompositionFollower {
  let etag = served.etag;
  const running = new Map(Object.entries(served.composition.remotes).map(([remote, { entry }]) => [remote, entry]));
  let pending: PendingVersions = {};
  let reading: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  const publish = (next: PendingVersions) => {
    pending = next;
    for (const listener of listeners) listener();
  };

  const compare = (next: ServedComposition) => {
    etag = next.etag;
    const changed = Object.fromEntries(
      Object.entries(next.composition.remotes).filter(
        ([remote, { entry }]) => running.has(remote) && !held.includes(remote) && running.get(remote) !== entry,
      ),
    );
    const same = (a: PendingVersions, b: PendingVersions) =>
      Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([remote, { entry }]) => b[remote]?.entry === entry);
    if (!same(changed, pending)) publish(changed);
  };

  return {
    check() {
      reading ??= reread(etag)
        .then((next) => (next === 'unchanged' ? undefined : compare(next)), onError)
        .finally(() => {
          reading = null;
        });
      return reading;
    },
    pending: () => pending,
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    applyPending() {
      const switching = Object.entries(pending);
      if (switching.length === 0) return;
      for (const [remote, composed] of switching) {
        running.set(remote, composed.entry);
        switchTo(remote, composed);
      }
      publish({});
    },
  };
}
