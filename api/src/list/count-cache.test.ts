import { sql } from 'drizzle-orm';
import { createCountCache } from './count-cache.js';
import { items } from './test-kit.js';

/** A load function that answers `total` and counts how often it ran. */
function loader(total: number) {
  const load = async () => {
    load.calls++;
    return total;
  };
  load.calls = 0;
  return load;
}

const byName = (name: string) => sql`${items.name} = ${name}`;

describe('createCountCache', () => {
  it('answers a repeated count from the cache', async () => {
    const cache = createCountCache();
    const load = loader(7);
    expect(await cache.count('items', 'g1', byName('a'), load)).toBe(7);
    expect(await cache.count('items', 'g1', byName('a'), load)).toBe(7);
    expect(await cache.count('items', 'g1', undefined, load)).toBe(7);
    expect(await cache.count('items', 'g1', undefined, load)).toBe(7);
    expect(load.calls).toBe(2);
  });

  it('keys on the bound parameters and the resource, not only the SQL text', async () => {
    const cache = createCountCache();
    expect(await cache.count('items', 'g1', byName('a'), loader(1))).toBe(1);
    expect(await cache.count('items', 'g1', byName('b'), loader(2))).toBe(2);
    expect(await cache.count('others', 'g1', byName('a'), loader(3))).toBe(3);
    expect(await cache.count('items', 'g1', byName('a'), loader(9))).toBe(1);
  });

  it('recounts when the generations of the tables it reads change', async () => {
    const cache = createCountCache();
    await cache.count('items', 'items:1', undefined, loader(1));
    expect(await cache.count('items', 'items:2', undefined, loader(2))).toBe(2);
    expect(await cache.count('items', 'items:1', undefined, loader(3))).toBe(1);
  });

  it('shares one query between concurrent misses', async () => {
    const cache = createCountCache();
    const load = loader(5);
    const totals = await Promise.all(Array.from({ length: 10 }, () => cache.count('items', 'g1', byName('a'), load)));
    expect(totals).toEqual(Array(10).fill(5));
    expect(load.calls).toBe(1);
  });

  it('does not keep a failed count', async () => {
    const cache = createCountCache();
    await expect(cache.count('items', 'g1', undefined, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.count('items', 'g1', undefined, loader(4))).toBe(4);
  });

  it('evicts the least recently used entry beyond maxEntries', async () => {
    const cache = createCountCache({ maxEntries: 2 });
    await cache.count('items', 'g1', byName('a'), loader(1));
    await cache.count('items', 'g1', byName('b'), loader(2));
    await cache.count('items', 'g1', byName('a'), loader(0)); // a is now the most recently used
    await cache.count('items', 'g1', byName('c'), loader(3)); // evicts b
    expect(await cache.count('items', 'g1', byName('a'), loader(0))).toBe(1);
    expect(await cache.count('items', 'g1', byName('b'), loader(20))).toBe(20);
  });

  it('recounts after ttlMs', async () => {
    const cache = createCountCache({ ttlMs: 20 });
    await cache.count('items', 'g1', undefined, loader(1));
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(await cache.count('items', 'g1', undefined, loader(2))).toBe(2);
  });
});
