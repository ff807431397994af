import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { createPromiseCache } from './promise-cache.js';

/**
 * Caches list totals. On a large table the COUNT(*) behind `totalElements` costs more than the
 * page itself (the page stops after LIMIT rows, the count reads every matching row), while
 * paging, sorting and re-opening a list ask the same count again and again.
 *
 * Correctness: the key is the compiled WHERE (SQL text and bound parameters, so visibility
 * conditions are part of it) plus generation numbers. The API bumps a resource's generation
 * after every committed write to it (and to any table its list filters or joins on), or bumps
 * everything; a bumped generation makes every older entry unreachable. Bump after the commit,
 * not before: a count running between a bump and the commit would cache pre-write data under
 * the new generation. Entries are also reloaded after `ttlMs` (in the background for half as
 * long again, see promise-cache.ts), which bounds staleness from writes this process does not see
 * (another API instance, manual SQL). Concurrent misses for one key share a single query. One cache per app instance: two apps on two databases must not share one.
 * The page cache (page-cache.ts) keys on the same generations, so one bump invalidates both.
 */
export interface CountCache {
  /** The total for `where` on `resource`, from the cache or from `load` on a miss. */
  count(resource: string, where: SQL | undefined, load: () => Promise<number>): Promise<number>;
  /** Call after a write to `resource` commits; without a resource, invalidates every resource. */
  bumpGeneration(resource?: string): void;
  /** The resource's current generation, part of every cache key that depends on its rows. */
  generation(resource: string): string;
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
  const generations = new Map<string, number>();
  let globalGeneration = 0;
  const generation = (resource: string) => `${globalGeneration}.${generations.get(resource) ?? 0}`;

  return {
    count(resource, where, load) {
      const query = where ? dialect.sqlToQuery(where) : { sql: '', params: [] };
      return totals.get(`${resource}\0${generation(resource)}\0${query.sql}\0${keyOfParams(query.params)}`, load);
    },
    bumpGeneration(resource) {
      if (resource === undefined) globalGeneration++;
      else generations.set(resource, (generations.get(resource) ?? 0) + 1);
    },
    generation,
  };
}
