import { REPO_MANIFESTS } from '../test-support/route-manifests';
import { loadRouteManifests, routeManifestUrl, type FetchJson } from './route-manifests';

const REMOTES = { remoteUsers: 'https://users.example/app/mf-manifest.json' };
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => jest.restoreAllMocks());

it('fetches the manifest from the folder of the remote mf-manifest.json', () => {
  expect(routeManifestUrl(REMOTES.remoteUsers)).toBe('https://users.example/app/route-manifest.json');
});

it('starts loading and tells its listeners when a manifest arrives', async () => {
  const fetchJson = jest.fn<ReturnType<FetchJson>, Parameters<FetchJson>>(async () => REPO_MANIFESTS.remoteUsers);
  const manifests = loadRouteManifests(REMOTES, { timeoutMs: 1000, fetchJson });
  const changed = jest.fn();
  manifests.subscribe(changed);
  expect(manifests.current()).toEqual([{ remote: 'remoteUsers', status: 'loading' }]);
  await settled();
  expect(fetchJson).toHaveBeenCalledWith('https://users.example/app/route-manifest.json');
  expect(manifests.current()).toEqual([{ remote: 'remoteUsers', status: 'loaded', manifest: expect.objectContaining({ area: 'Users' }) }]);
  expect(changed).toHaveBeenCalledTimes(1);
});

it.each([
  ['an HTTP 404', () => Promise.reject(new Error('HTTP 404 for https://users.example/app/route-manifest.json')), 'missing'],
  ['a network error', () => Promise.reject(new TypeError('Failed to fetch')), 'load failure'],
  ['a manifest the host cannot read', async () => ({ name: 'remoteUsers' }), 'load failure'],
  ['no answer within the time-out', () => new Promise<never>(() => {}), 'timeout'],
])('fails with %s, then loads on retry', async (_case, failing, failureType) => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const fetchJson = jest.fn<ReturnType<FetchJson>, Parameters<FetchJson>>(failing);
  const manifests = loadRouteManifests(REMOTES, { timeoutMs: 20, fetchJson });
  await new Promise((resolve) => setTimeout(resolve, 40));
  expect(manifests.current()).toEqual([{
    remote: 'remoteUsers',
    status: 'failed',
    error: expect.objectContaining({ remote: 'remoteUsers', module: 'route-manifest.json', failureType, resource: 'https://users.example/app/route-manifest.json' }),
  }]);

  fetchJson.mockImplementation(async () => REPO_MANIFESTS.remoteUsers);
  manifests.retry('remoteUsers');
  expect(manifests.current()[0]?.status).toBe('loading');
  await settled();
  expect(manifests.current()[0]?.status).toBe('loaded');
});
