import type { ApiClient } from './api-client';
import { ApiError } from './api-error';
import { createSwrConfig } from './swr-config';

const client = { get: jest.fn(async () => 'data') } as unknown as ApiClient & { get: jest.Mock };
const config = createSwrConfig(client);
const shouldRetry = config.shouldRetryOnError as (error: unknown) => boolean;
const fetcher = config.fetcher as (key: unknown) => Promise<unknown>;

describe('SWR config', () => {
  it('fetches a path, or a path with its list query, through the API client', async () => {
    await fetcher('/users/me');
    expect(client.get).toHaveBeenLastCalledWith('/users/me');
    await fetcher(['/agencies', { page: 1, $orderBy: 'name asc' }]);
    expect(client.get).toHaveBeenLastCalledWith('/agencies', { query: { page: 1, $orderBy: 'name asc' } });
  });

  it('does not retry answers the server will repeat (4xx, expired session)', () => {
    expect(shouldRetry(new ApiError({ status: 404, code: 'not-found', title: 'Not found' }))).toBe(false);
    expect(shouldRetry(new ApiError({ status: 401, code: 'session-expired', title: 'Session expired' }))).toBe(false);
    expect(shouldRetry(new ApiError({ status: 503, code: 'http-503', title: 'HTTP 503' }))).toBe(true);
    expect(shouldRetry(new ApiError({ status: 0, code: 'network-error', title: 'Network error' }))).toBe(true);
  });
});
