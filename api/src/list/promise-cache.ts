/**
 * A bounded cache of loaded values, the machinery behind the list caches.
 *
 * An entry is fresh for at most `ttlMs`, each a random part less (down to half), so entries
 * loaded together (a burst of calls after a start or a write) do not all expire in one moment.
 * For `staleMs` after that it is still answered while one reload runs in the background, so no
 * caller waits for a reload: a value is at most `ttlMs + staleMs` (plus a reload) old. Later it
 * is loaded afresh while the caller waits. Beyond `maxEntries`, or when the loaded values' sizes
 * add up to more than `maxSize`, the least recently used entries go first. Concurrent misses of
 * one key share one load; a failed load or reload is not kept, so the next call tries again.
 */
export interface PromiseCache<V> {
  get(key: string, load: () => Promise<V>): Promise<V>;
}

export interface PromiseCacheOptions<V> {
  maxEntries: number;
  ttlMs: number;
  /** How long after `ttlMs` a value is still answered while it reloads (default 0). */
  staleMs?: number;
  /** Bound on the sum of `sizeOf` over loaded values (default: none). */
  maxSize?: number;
  sizeOf?: (value: V) => number;
}

interface Entry<V> {
  value: Promise<V>;
  freshUntil: number;
  usableUntil: number;
  size: number;
  loaded: boolean;
  reloading: boolean;
}

export function createPromiseCache<V>({
  maxEntries,
  ttlMs,
  staleMs = 0,
  maxSize = Infinity,
  sizeOf = () => 0,
}: PromiseCacheOptions<V>): PromiseCache<V> {
  const entries = new Map<string, Entry<V>>(); // insertion order = least recently used first
  let totalSize = 0;

  const remove = (key: string, entry: Entry<V>) => {
    if (entries.get(key) !== entry) return;
    entries.delete(key);
    totalSize -= entry.size;
  };
  const evict = () => {
    for (const [key, entry] of entries) {
      if (entries.size <= maxEntries && totalSize <= maxSize) return;
      remove(key, entry);
    }
  };
  const lifetime = (entry: Entry<V>, now: number) => {
    entry.freshUntil = now + ttlMs * (1 - Math.random() / 2);
    entry.usableUntil = entry.freshUntil + staleMs;
  };
  /** Keeps a loaded value in the entry, unless the entry has gone meanwhile. */
  const settle = (key: string, entry: Entry<V>, value: V) => {
    if (entries.get(key) !== entry) return;
    totalSize += sizeOf(value) - entry.size;
    entry.size = sizeOf(value);
    entry.loaded = true;
    evict();
  };
  const reload = (key: string, entry: Entry<V>, load: () => Promise<V>) => {
    entry.reloading = true;
    load().then(
      (value) => {
        entry.value = Promise.resolve(value);
        lifetime(entry, Date.now());
        entry.reloading = false;
        settle(key, entry, value);
      },
      () => remove(key, entry),
    );
  };

  return {
    get(key, load) {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && (hit.usableUntil > now || !hit.loaded)) {
        entries.delete(key);
        entries.set(key, hit); // most recently used goes last
        if (hit.freshUntil <= now && hit.loaded && !hit.reloading) reload(key, hit, load);
        return hit.value;
      }
      if (hit) remove(key, hit);
      const entry: Entry<V> = { value: load(), freshUntil: 0, usableUntil: 0, size: 0, loaded: false, reloading: false };
      lifetime(entry, now);
      entries.set(key, entry);
      evict();
      entry.value.then(
        (value) => settle(key, entry, value),
        () => remove(key, entry),
      );
      return entry.value;
    },
  };
}
