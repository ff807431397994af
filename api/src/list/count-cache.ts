import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { createPromiseCache } from './promise-cache.js';

/**
 * Caches list totals: on a large table the COUNT(*) costs more than the page (which stops at LIMIT),
 * and paging and sorting ask the same count again.
 *
 * Correctness: the key is the compiled WHERE (SQL text and bound parameters, so visibility
 * conditions are part of it) plus the database's generations of the tables the count reads
 * (generations.ts): a committed write anywhere makes every older entry unreachable. Entries are
 * also reloaded after `ttlMs` (in the background for half as long again, see promise-cache.ts),
 * which only bounds memory held by keys nobody asks for any more. Concurrent misses for one key
 * share a single query. One cache per app instance: two apps on two databases must not share one.
 */
export interface CountCache {
  /** The total for `where` on `resource` at `generations`, from the cache or from `load` on a miss. */
  count(resource: string, generations: string, where: SQL | undefined, load: () => Promise<number>): Promise<number>;
}

export interface CountCacheOptions {
  maxEntries?: number; // LRU bound, default 500
  ttlMs?: number; // default 30 s
}

const dialect = new PgDialect();

// parameters are plain values; bigint is the one JSON cannot write
const keyOfParams = (params: unknown[]) =>
  JSON.stringify(params, (_key, value: unknown) => (typeof value === 'bigint' ? `${value}n` : value));

export function createCountCache({ maxEntries = 500, ttlMs = 30_000 }: CountCacheOptions = {}): CountCache {
  const totals = createPromiseCache<number>({ maxEntries, ttlMs, staleMs: ttlMs / 2 });
  return {
    count(resource, generations, where, load) {
      const query = where ? dialect.sqlToQuery(where) : { sql: '', params: [] };
      return totals.get(`${resource}\0${generations}\0${query.sql}\0${keyOfParams(query.params)}`, load);
    },
  };
}
