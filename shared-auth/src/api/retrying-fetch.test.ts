import type { ResponseLike } from './http-types';
import { retryingFetch } from './retrying-fetch';

const answer = (status: number): ResponseLike => ({ status, headers: { get: () => null }, text: async () => '' });

function counting(statuses: number[]) {
  let sends = 0;
  const fetch = retryingFetch(async () => answer(statuses[sends++] ?? 200), { sleep: async () => {} });
  return { fetch, sends: () => sends };
}

describe('the retry policy', () => {
  it('sends a write without an Idempotency-Key once: a repeat could do it twice', async () => {
    const put = counting([503, 200]);
    expect((await put.fetch('/brands/B1', { method: 'PUT', headers: {} })).status).toBe(503);
    expect(put.sends()).toBe(1);
    const keyed = counting([503, 200]);
    expect((await keyed.fetch('/brands/B1', { method: 'PUT', headers: { 'Idempotency-Key': 'k' } })).status).toBe(200);
    expect(keyed.sends()).toBe(2);
  });

  it('sends a read at most 3 times, and stops while the page is hidden', async () => {
    const read = counting([500, 500, 500, 500, 500]);
    expect((await read.fetch('/brands', { method: 'GET' })).status).toBe(500);
    expect(read.sends()).toBe(3);

    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    try {
      const hidden = counting([500, 200]);
      expect((await hidden.fetch('/brands', { method: 'GET' })).status).toBe(500);
      expect(hidden.sends()).toBe(1);
    } finally {
      visibility.mockRestore();
    }
  });
});
