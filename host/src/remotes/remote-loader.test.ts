import { createRemoteLoader } from './remote-loader';
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
