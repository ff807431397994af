import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

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
 * the new generation. Entries also expire after `ttlMs`, which bounds staleness from writes this
 * process does not see (another API instance, manual SQL). Concurrent misses for one key share
 * a single query. One cache per app instance: two apps on two databases must not share one.
 */
export interface CountCache {
  /** The total for `where` on `resource`, from the cache or from `load` on a miss. */
  count(resource: string, where: SQL | undefined, load: () => Promise<number>): Promise<number>;
  /** Call after a write to `resource` commits; without a resource, invalidates every resource. */
  bumpGeneration(resource?: string): void;
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
  const entries = new Map<string, { total: Promise<number>; expires: number }>();
  const generations = new Map<string, number>();
  let globalGeneration = 0;

  const keyOf = (resource: string, where: SQL | undefined) => {
    const query = where ? dialect.sqlToQuery(where) : { sql: '', params: [] };
    const generation = `${globalGeneration}.${generations.get(resource) ?? 0}`;
    return `${resource}\0${generation}\0${query.sql}\0${keyOfParams(query.params)}`;
  };

  return {
    count(resource, where, load) {
      const key = keyOf(resource, where);
      const now = Date.now();
      const hit = entries.get(key);
      entries.delete(key);
      if (hit && hit.expires > now) {
        entries.set(key, hit); // most recently used goes last
        return hit.total;
      }
      const total = load();
      const entry = { total, expires: now + ttlMs };
      entries.set(key, entry);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      total.catch(() => {
        if (entries.get(key) === entry) entries.delete(key); // a failure is not cached
      });
      return total;
    },
    bumpGeneration(resource) {
      if (resource === undefined) globalGeneration++;
      else generations.set(resource, (generations.get(resource) ?? 0) + 1);
    },
  };
}
