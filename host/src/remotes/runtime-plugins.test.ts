import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { classifyLoadFailure, RemoteLoadError } from './remote-load-error';
import { boundedRetryPlugin, failureReportingPlugin } from './runtime-plugins';

type Hook<K extends keyof ModuleFederationRuntimePlugin> = NonNullable<ModuleFederationRuntimePlugin[K]>;
type ErrorArgs = Parameters<Hook<'errorLoadRemote'>>[0];

const MANIFEST = 'https://localhost:1851/mf-manifest.json';
const answer = (status: number) => ({ ok: status < 400, status }) as Response;

describe('failureReportingPlugin (errorLoadRemote)', () => {
  const hook = (report = jest.fn()) => [failureReportingPlugin(report).errorLoadRemote as Hook<'errorLoadRemote'>, report] as const;
  const args = (lifecycle: ErrorArgs['lifecycle'], error: unknown): ErrorArgs =>
    ({ id: 'remoteProjects/ProjectListPage', error, lifecycle, from: 'runtime', expose: './ProjectListPage' }) as ErrorArgs;

  it('lets earlier stages fail through the runtime, so it clears its caches', () => {
    const [errorLoadRemote, report] = hook();
    expect(errorLoadRemote(args('afterResolve', new Error('HTTP 404')))).toBeUndefined();
    expect(report).not.toHaveBeenCalled();
  });

  it('turns the final failure into a RemoteLoadError and reports it', () => {
    const [errorLoadRemote, report] = hook();
    const chunk = Object.assign(new Error('Loading chunk 3 failed.'), { name: 'ChunkLoadError', type: 'timeout' });
    expect(() => errorLoadRemote(args('onLoad', chunk))).toThrow(
      expect.objectContaining({ remote: 'remoteProjects', module: './ProjectListPage', failureType: 'timeout' }),
    );
    expect(report).toHaveBeenCalledWith(expect.any(RemoteLoadError));
  });
});

describe('boundedRetryPlugin', () => {
  const plugin = boundedRetryPlugin({ attempts: 3, delayMs: 0 });
  const fetchHook = plugin.fetch as (url: string, init: RequestInit) => Promise<Response>;
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('retries a manifest request after a server error', async () => {
    global.fetch = jest.fn().mockResolvedValueOnce(answer(503)).mockResolvedValueOnce(answer(200));
    await expect(fetchHook(MANIFEST, {})).resolves.toMatchObject({ status: 200 });
    expect(global.fetch).toHaveBeenCalledTimes(2);
  });

  it('hands the runtime a manifest asked for early, once, then asks the network again', async () => {
    global.fetch = jest.fn().mockResolvedValue(answer(200));
    const early = answer(200);
    const withEarly = boundedRetryPlugin({ attempts: 3, delayMs: 0 }, new Map([[MANIFEST, Promise.resolve(early)]]));
    const fetchEarly = withEarly.fetch as (url: string, init: RequestInit) => Promise<Response>;
    await expect(fetchEarly(MANIFEST, {})).resolves.toBe(early);
    expect(global.fetch).not.toHaveBeenCalled();
    await fetchEarly(MANIFEST, {});
    expect(global.fetch).toHaveBeenCalledTimes(1);
  });

  it('does not retry a 404, which means the remote is missing', async () => {
    global.fetch = jest.fn().mockResolvedValue(answer(404));
    const refused = fetchHook(MANIFEST, {});
    await expect(refused).rejects.toThrow(`HTTP 404 for ${MANIFEST}`);
    await expect(refused).rejects.toEqual(expect.objectContaining({ status: 404, url: MANIFEST }));
    expect(classifyLoadFailure(await refused.catch((error: unknown) => error))).toBe('missing');
    expect(global.fetch).toHaveBeenCalledTimes(1);
  });

  it('decides on the answer, not on words: a network error that reads like a status is retried', async () => {
    global.fetch = jest.fn().mockRejectedValueOnce(new TypeError('HTTP 502 from the proxy')).mockResolvedValueOnce(answer(200));
    await expect(fetchHook(MANIFEST, {})).resolves.toMatchObject({ status: 200 });
    expect(global.fetch).toHaveBeenCalledTimes(2);
  });

  it('stops after the last attempt', async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(fetchHook(MANIFEST, {})).rejects.toThrow('Failed to fetch');
    expect(global.fetch).toHaveBeenCalledTimes(3);
  });

  it('loads a failed remote entry again, forgetting the failed attempt', async () => {
    const exportsOfEntry = { get: jest.fn(), init: jest.fn() };
    const getRemoteEntry = jest.fn().mockRejectedValueOnce(new Error('RUNTIME_008')).mockResolvedValueOnce(exportsOfEntry);
    const globalLoading: Record<string, unknown> = { 'remoteProjects:entry': Promise.resolve() };
    const loadEntryError = plugin.loadEntryError as Hook<'loadEntryError'>;
    const recovered = await loadEntryError({
      getRemoteEntry,
      globalLoading,
      uniqueKey: 'remoteProjects:entry',
      remoteInfo: { name: 'remoteProjects' },
      origin: {},
    } as unknown as Parameters<Hook<'loadEntryError'>>[0]);
    expect(recovered).toBe(exportsOfEntry);
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
    expect(globalLoading).not.toHaveProperty('remoteProjects:entry');
  });
});
