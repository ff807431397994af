import { createRemoteLoader, withHeadStart } from './remote-loader';
import { RemoteLoadError } from './remote-load-error';

const Page = () => null;

describe('createRemoteLoader', () => {
  afterEach(() => jest.useRealTimers());

  it('asks the runtime for remote/module and returns the component module', async () => {
    const loadRemote = jest.fn().mockResolvedValue({ default: Page });
    const loader = createRemoteLoader(loadRemote, { timeoutMs: 1000 });
    await expect(loader.load('remoteUsers', './UsersPage')).resolves.toEqual({ default: Page });
    expect(loadRemote).toHaveBeenCalledWith('remoteUsers/UsersPage');
  });

  it('gives up with a timeout after the configured time', async () => {
    jest.useFakeTimers();
    const loader = createRemoteLoader(() => new Promise(() => {}), { timeoutMs: 5000 });
    const loading = loader.load('remoteUsers', './UsersPage');
    jest.advanceTimersByTime(5000);
    await expect(loading).rejects.toBeInstanceOf(RemoteLoadError);
    await expect(loading).rejects.toMatchObject({ failureType: 'timeout', remote: 'remoteUsers', module: './UsersPage' });
  });

  it('reports a module without a component as missing', async () => {
    const loader = createRemoteLoader(() => Promise.resolve(null), { timeoutMs: 1000 });
    await expect(loader.load('remoteUsers', './UsersPage')).rejects.toMatchObject({ failureType: 'missing' });
  });

  it('names runtime errors by remote, module and failure type', async () => {
    const loader = createRemoteLoader(() => Promise.reject(new TypeError('Failed to fetch')), { timeoutMs: 1000 });
    await expect(loader.load('remoteUsers', './UsersPage')).rejects.toMatchObject({
      remote: 'remoteUsers',
      module: './UsersPage',
      failureType: 'load failure',
    });
  });
});

describe('withHeadStart', () => {
  it("lets the first screen's module start loading before its outlet asks, and loads it only once", async () => {
    const loadRemote = jest.fn().mockResolvedValue({ default: Page });
    const loader = withHeadStart(createRemoteLoader(loadRemote, { timeoutMs: 1000 }));
    loader.start('remoteProjects', './ProjectListPage');
    expect(loadRemote).toHaveBeenCalledTimes(1);
    await expect(loader.load('remoteProjects', './ProjectListPage')).resolves.toEqual({ default: Page });
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it('loads afresh after the started load was taken (a Retry after a failure)', async () => {
    const loadRemote = jest.fn().mockRejectedValueOnce(new Error('RUNTIME_008')).mockResolvedValue({ default: Page });
    const loader = withHeadStart(createRemoteLoader(loadRemote, { timeoutMs: 1000 }));
    loader.start('remoteProjects', './ProjectListPage');
    await expect(loader.load('remoteProjects', './ProjectListPage')).rejects.toBeInstanceOf(RemoteLoadError);
    await expect(loader.load('remoteProjects', './ProjectListPage')).resolves.toEqual({ default: Page });
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('hands over a started module that has finished loading at once, once, so the first screen renders it without a loading frame', async () => {
    const loadRemote = jest.fn().mockResolvedValue({ default: Page });
    const loader = withHeadStart(createRemoteLoader(loadRemote, { timeoutMs: 1000 }));
    const started = loader.start('remoteProjects', './ProjectListPage');
    expect(loader.loaded?.('remoteProjects', './ProjectListPage')).toBeUndefined(); // still loading
    await started;
    expect(loader.loaded?.('remoteProjects', './ProjectListPage')).toEqual({ default: Page });
    expect(loader.loaded?.('remoteProjects', './ProjectListPage')).toBeUndefined();
    await expect(loader.load('remoteProjects', './ProjectListPage')).resolves.toEqual({ default: Page });
    expect(loadRemote).toHaveBeenCalledTimes(2); // taken: the next load is a load of its own
  });

  it('settles the start of a load that fails (the outlet that takes it shows the failure)', async () => {
    const loader = withHeadStart(createRemoteLoader(jest.fn().mockRejectedValue(new Error('RUNTIME_008')), { timeoutMs: 1000 }));
    await expect(loader.start('remoteProjects', './ProjectListPage')).resolves.toBeUndefined();
    expect(loader.loaded?.('remoteProjects', './ProjectListPage')).toBeUndefined();
    await expect(loader.load('remoteProjects', './ProjectListPage')).rejects.toBeInstanceOf(RemoteLoadError);
  });
});
