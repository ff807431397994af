import { parseComposition, rereadComposition, type ServedComposition } from '../config/composition';
import { REPO_MANIFESTS } from '../test-support/route-manifests';
import { followComposition } from './composition-follower';

const release = (app: string, version: string) => `https://releases.example/${app}/${version}/mf-manifest.json`;
/** A composition pinning remote-users (and remote-projects) at these versions. */
const served = (users: string, projects = '1.0.0', etag: string | null = `"${users}-${projects}"`): ServedComposition => ({
  etag,
  composition: parseComposition({
    environment: 'integration',
    releaseOrigins: ['https://releases.example'],
    apps: {
      host: { version: '1.0.0' },
      'remote-users': { version: users, entry: release('remote-users', users), manifest: REPO_MANIFESTS.remoteUsers },
      'remote-projects': { version: projects, entry: release('remote-projects', projects), manifest: REPO_MANIFESTS.remoteProjects },
    },
  }),
});

function follower(start: ServedComposition, held: string[] = []) {
  let next: ServedComposition | 'unchanged' = 'unchanged';
  const reread = jest.fn(async (_etag: string | null) => next);
  const switchTo = jest.fn();
  const onError = jest.fn();
  const following = followComposition({ served: start, reread, switchTo, held, onError });
  return {
    following,
    reread,
    switchTo,
    onError,
    serve: (composition: ServedComposition | 'unchanged') => {
      next = composition;
    },
  };
}

it('asks with the ETag it has; an unchanged composition leaves nothing pending', async () => {
  const { following, reread, serve } = follower(served('1.2.0'));
  await following.check();
  expect(reread).toHaveBeenLastCalledWith('"1.2.0-1.0.0"');
  expect(following.pending()).toEqual({});
  serve(served('1.2.0', '1.0.0', '"other"'));
  await following.check();
  await following.check();
  expect(reread).toHaveBeenLastCalledWith('"other"');
  expect(following.pending()).toEqual({});
});

it('a rolled-back remote is pending until applied, then switched to its pinned version once', async () => {
  const { following, switchTo, serve } = follower(served('1.2.0'));
  const changed = jest.fn();
  following.subscribe(changed);
  serve(served('1.1.1'));
  await following.check();
  expect(Object.keys(following.pending())).toEqual(['remoteUsers']);
  expect(following.pending().remoteUsers).toMatchObject({ version: '1.1.1', entry: release('remote-users', '1.1.1') });
  expect(switchTo).not.toHaveBeenCalled();
  expect(changed).toHaveBeenCalledTimes(1);

  following.applyPending();
  expect(switchTo).toHaveBeenCalledTimes(1);
  expect(switchTo).toHaveBeenCalledWith(
    'remoteUsers',
    expect.objectContaining({ version: '1.1.1', entry: release('remote-users', '1.1.1') }),
  );
  expect(following.pending()).toEqual({});
  // the same composition again: the tab runs it already
  await following.check();
  following.applyPending();
  expect(switchTo).toHaveBeenCalledTimes(1);
});

it('a pin back to the running version before the switch is no longer pending', async () => {
  const { following, serve } = follower(served('1.2.0'));
  serve(served('1.1.1'));
  await following.check();
  serve(served('1.2.0'));
  await following.check();
  expect(following.pending()).toEqual({});
});

it('leaves the remote this session tries alone', async () => {
  const { following, serve } = follower(served('1.2.0'), ['remoteUsers']);
  serve(served('1.1.1', '1.0.1'));
  await following.check();
  expect(Object.keys(following.pending())).toEqual(['remoteProjects']);
});

it('reads once at a time, and a failed read changes nothing', async () => {
  const { following, reread, onError } = follower(served('1.2.0'));
  reread.mockRejectedValueOnce(new Error('offline'));
  await Promise.all([following.check(), following.check()]);
  expect(reread).toHaveBeenCalledTimes(1);
  expect(onError).toHaveBeenCalledWith(new Error('offline'));
  expect(following.pending()).toEqual({});
});

describe('rereadComposition', () => {
  const body = { environment: 'integration', apps: { host: { version: '1.0.0' } } };
  // jsdom has no Response
  const answer = (status: number, headers: Record<string, string> = {}) =>
    ({
      status,
      ok: status === 200,
      headers: { get: (name: string) => headers[name] ?? null },
      json: async () => body,
    }) as unknown as Response;

  it('asks past the cache with If-None-Match; 304 is "unchanged"', async () => {
    const fetchFile = jest.fn(async (..._args: Parameters<typeof fetch>) => answer(304));
    await expect(rereadComposition('"abc"', fetchFile)).resolves.toBe('unchanged');
    expect(fetchFile).toHaveBeenCalledWith('/composition.json', { cache: 'no-store', headers: { 'if-none-match': '"abc"' } });
  });

  it('answers a changed composition with its new ETag', async () => {
    const fetchFile = jest.fn(async (..._args: Parameters<typeof fetch>) => answer(200, { etag: '"def"' }));
    await expect(rereadComposition(null, fetchFile)).resolves.toEqual({
      etag: '"def"',
      composition: expect.objectContaining({ environment: 'integration' }),
    });
    expect(fetchFile).toHaveBeenCalledWith('/composition.json', { cache: 'no-store', headers: {} });
  });
});
