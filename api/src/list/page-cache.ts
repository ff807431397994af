import type { CountCache } from './count-cache.js';
import { createPromiseCache } from './promise-cache.js';

/**
 * Caches whole list answers, serialised, next to the count cache. Lists are read far more often
 * than written, and the same pages come back again and again (the first page of each sort,
 * paging back and forth, several users on one list), so a hit skips the database, the joins and
 * the serialisation altogether.
 *
 * Correctness: the key is the resource's generation in the count cache (bumped after every
 * committed write to the resource and to anything its list shows, so a write is visible in the
 * very next call), the caller's visibility scope (every row, or an agency and user), and the
 * normalised list parameters. The TTL bounds staleness from writes this process does not see
 * (another API instance, manual SQL): a page is reloaded after it, in the background for half
 * as long again (promise-cache.ts), so no caller waits for a reload. It is short because a
 * stale page, unlike a stale total, shows old values. Bounded by entries and by characters.
 */
export interface PageCache {
  /** The answer for `key` (scope and list parameters) of `resource`, cached or from `load`. */
  page(resource: string, key: string, load: () => Promise<string>): Promise<string>;
}

export interface PageCacheOptions {
  maxEntries?: number; // default 2000
  maxChars?: number; // default 32 M characters (a page of 20 projects is about 12 k)
  ttlMs?: number; // default 5 s
}

export function createPageCache(counts: CountCache, { maxEntries = 2_000, maxChars = 32_000_000, ttlMs = 5_000 }: PageCacheOptions = {}): PageCache {
  const pages = createPromiseCache<string>({ maxEntries, ttlMs, staleMs: ttlMs / 2, maxSize: maxChars, sizeOf: (body) => body.length });
  return {
    page: (resource, key, load) => pages.get(`${resource}\0${counts.generation(resource)}\0${key}`, load),
  };
}
