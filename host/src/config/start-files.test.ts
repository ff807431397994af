import { COMPOSITION_URL, ENV_CONFIG_URL, fetchStartFile, requestStartFiles } from './start-files';

describe('start files', () => {
  const fetchMock = jest.fn((url: string) => Promise.resolve({ json: () => Promise.resolve({ url }) }));
  beforeEach(() => {
    fetchMock.mockClear();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
  });

  it('are asked for once, before the app takes them, and not again when it does', async () => {
    requestStartFiles();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([ENV_CONFIG_URL, COMPOSITION_URL]);
    expect(fetchMock).toHaveBeenCalledWith(ENV_CONFIG_URL, { cache: 'no-store' });
    await expect((await fetchStartFile(COMPOSITION_URL)).json()).resolves.toEqual({ url: COMPOSITION_URL });
    await fetchStartFile(ENV_CONFIG_URL);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('are asked for again once the early answer is taken (and without one)', async () => {
    await fetchStartFile(ENV_CONFIG_URL);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(ENV_CONFIG_URL, { cache: 'no-store' });
  });
});
