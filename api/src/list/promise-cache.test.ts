import { createPromiseCache } from './promise-cache.js';

const load = (value: string) => {
  const fn = async () => {
    fn.calls++;
    return value;
  };
  fn.calls = 0;
  return fn;
};

describe('createPromiseCache', () => {
  it('keeps loaded values and shares one load between concurrent misses', async () => {
    const cache = createPromiseCache<string>({ maxEntries: 10, ttlMs: Infinity });
    const a = load('a');
    expect(await Promise.all([cache.get('k', a), cache.get('k', a), cache.get('k', a)])).toEqual(['a', 'a', 'a']);
    expect(await cache.get('k', load('other'))).toBe('a');
    expect(a.calls).toBe(1);
  });

  it('drops the least recently used values once their sizes pass maxSize', async () => {
    const cache = createPromiseCache<string>({ maxEntries: 10, ttlMs: Infinity, maxSize: 10, sizeOf: (v) => v.length });
    await cache.get('a', load('aaaa'));
    await cache.get('b', load('bbbb'));
    await cache.get('a', load('never')); // a is now the most recently used
    await cache.get('c', load('cccc')); // 12 > 10: b goes
    expect(await cache.get('a', load('new a'))).toBe('aaaa');
    expect(await cache.get('c', load('new c'))).toBe('cccc');
    expect(await cache.get('b', load('new b'))).toBe('new b');
  });

  it('does not keep a value larger than maxSize, nor a failure', async () => {
    const cache = createPromiseCache<string>({ maxEntries: 10, ttlMs: Infinity, maxSize: 3, sizeOf: (v) => v.length });
    expect(await cache.get('big', load('toolong'))).toBe('toolong');
    expect(await cache.get('big', load('again'))).toBe('again');
    await expect(cache.get('bad', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('bad', load('up'))).toBe('up');
  });

  it('answers a stale value while one reload runs in the background, then the reloaded one', async () => {
    const cache = createPromiseCache<string>({ maxEntries: 10, ttlMs: 20, staleMs: 1_000 });
    await cache.get('k', load('old'));
    await new Promise((resolve) => setTimeout(resolve, 40));
    let finish: (value: string) => void = () => {};
    const slow = Object.assign(
      () =>
        new Promise<string>((resolve) => {
          slow.calls++;
          finish = resolve;
        }),
      { calls: 0 },
    );
    expect(await cache.get('k', slow)).toBe('old');
    expect(await cache.get('k', slow)).toBe('old');
    expect(slow.calls).toBe(1);
    finish('new');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get('k', load('unused'))).toBe('new');
  });

  it('waits for a fresh load once a value is older than ttlMs + staleMs', async () => {
    const cache = createPromiseCache<string>({ maxEntries: 10, ttlMs: 10, staleMs: 10 });
    await cache.get('k', load('old'));
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(await cache.get('k', load('new'))).toBe('new');
  });

  it('reloads after ttlMs', async () => {
    const cache = createPromiseCache<string>({ maxEntries: 10, ttlMs: 20 });
    await cache.get('k', load('old'));
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(await cache.get('k', load('new'))).toBe('new');
  });
});
