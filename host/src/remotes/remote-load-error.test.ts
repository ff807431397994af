import { classifyLoadFailure, RemoteLoadError } from './remote-load-error';

const chunkError = (type: string) =>
  Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError', type, request: 'https://r.example/7.js' });

describe('classifyLoadFailure', () => {
  it.each([
    ['webpack chunk: script answered but did not register the chunk', chunkError('missing'), 'missing'],
    ['webpack chunk: time-out', chunkError('timeout'), 'timeout'],
    ['webpack chunk: network or HTTP error', chunkError('error'), 'load failure'],
    ['remote not registered', new Error('Failed to locate remote. #RUNTIME_004'), 'missing'],
    ['module not exposed', new Error('Module "./Nope" does not exist in container.'), 'missing'],
    [
      'manifest 404',
      new Error('Failed to get manifest. #RUNTIME_003 Original Error Message: Error: HTTP 404 for https://r.example/mf-manifest.json'),
      'missing',
    ],
    ['remote entry script timed out', new Error('ScriptNetworkError: Script "https://r.example/remoteEntry.js" timed out.'), 'timeout'],
    ['network failure', new TypeError('Failed to fetch'), 'load failure'],
    ['anything else', 'boom', 'load failure'],
  ])('%s -> %s', (_case, error, expected) => {
    expect(classifyLoadFailure(error)).toBe(expected);
  });

  it('reads the cause chain', () => {
    expect(classifyLoadFailure(new Error('wrapped', { cause: chunkError('timeout') }))).toBe('timeout');
  });

  it('keeps the type of an already named failure', () => {
    expect(classifyLoadFailure(new RemoteLoadError('r', './M', 'missing'))).toBe('missing');
  });
});

describe('RemoteLoadError', () => {
  it('names remote, module, failure type and the failing resource', () => {
    const error = new RemoteLoadError('remoteUsers', './UsersPage', 'timeout', { cause: chunkError('timeout') });
    expect(error.message).toBe('remoteUsers ./UsersPage: timeout');
    expect(error.resource).toBe('https://r.example/7.js');
  });
});
