import { createPromiseCache } from './promise-cache.js';

/**
 * Caches whole list answers, serialised: lists are read far more than written and the same pages
 * come back, so a hit skips the database and the serialisation.
 *
 * Correctness: the key is the database's generations of every table the list reads
 * (generations.ts: bumped inside every write's transaction, through any API instance or by hand),
 * the caller's visibility scope (every row, or an agency and user), and the normalised list
 * parameters, so a committed write shows in the very next call. Bounded by entries, by
 * characters and by a TTL that only frees pages nobody asks for.
 */
export interface PageCache {
  /** The answer for `key` (scope and list parameters) of `resource` at `generations`, cached or from `load`. */
  page(resource: string, generations: string, key: string, load: () => Promise<string>): Promise<string>;
}

export interface PageCacheOptions {
  maxEntries?: number; // default 2000
  maxChars?: number; // default 32 M characters (a page of 20 projects is about 12 k)
  ttlMs?: number; // default 5 s
}

export function createPageCache({ maxEntries = 2_000, maxChars = 32_000_000, ttlMs = 5_000 }: PageCacheOptions = {}): PageCache {
  const pages = createPromiseCache<string>({ maxEntries, ttlMs, staleMs: ttlMs / 2, maxSize: maxChars, sizeOf: (body) => body.length });
  return {
    page: (resource, generations, key, load) => pages.get(`${resource}\0${generations}\0${key}`, load),
  };
}
