import { act, render, screen } from '@testing-library/react';
import useSWR, { SWRConfig } from 'swr';
import { createApiClient, type ApiClient } from './api-client';
import type { ResponseLike } from './http-types';
import { createSwrConfig } from './swr-config';

const client = { get: jest.fn(async () => 'data') } as unknown as ApiClient & { get: jest.Mock };
const config = createSwrConfig(client);
const fetcher = config.fetcher as (key: unknown) => Promise<unknown>;

describe('SWR config', () => {
  it('fetches a path, or a path with its list query, through the API client', async () => {
    await fetcher('/users/me');
    expect(client.get).toHaveBeenLastCalledWith('/users/me');
    await fetcher(['/agencies', { page: 1, $orderBy: 'name asc' }]);
    expect(client.get).toHaveBeenLastCalledWith('/agencies', { query: { page: 1, $orderBy: 'name asc' } });
  });

  it("sends a failing read at most 3 times in all: the client's retries, and no rounds of SWR's own", async () => {
    jest.useFakeTimers();
    try {
      let sends = 0;
      const failing = async (): Promise<ResponseLike> => {
        sends += 1;
        return { status: 503, headers: { get: () => null }, text: async () => '' };
      };
      const api = createApiClient({
        baseUrl: 'https://api.test',
        getToken: async () => 't',
        renewToken: async () => 't',
        onSessionExpired: () => {},
        fetch: failing,
      });
      function Reader() {
        const { data, error } = useSWR<unknown>('/brands');
        return <p>{error ? 'failed' : data ? 'loaded' : 'loading'}</p>;
      }
      render(
        <SWRConfig value={{ ...createSwrConfig(api), provider: () => new Map() }}>
          <Reader />
        </SWRConfig>,
      );
      // the client's backoff (about 0.3 s and 0.6 s, jittered), then a minute of SWR's error retry timers
      for (let second = 0; second < 60; second += 1)
        await act(async () => {
          await jest.advanceTimersByTimeAsync(1_000);
        });
      expect(screen.getByText('failed')).toBeTruthy();
      expect(sends).toBe(3);
    } finally {
      jest.useRealTimers();
    }
  });
});
