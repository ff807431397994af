import { BUILT_WITH, REPO_MANIFESTS } from '../test-support/route-manifests';
import { reportError } from '../monitoring/monitor';
import { loadRouteManifests, routeManifestUrl, type FetchJson } from './route-manifests';

const REMOTES = { remoteUsers: 'https://users.example/app/mf-manifest.json' };
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

jest.mock('../monitoring/monitor', () => ({ reportError: jest.fn(() => '0a1b2c3d') }));

afterEach(() => jest.clearAllMocks());

it('fetches the manifest from the folder of the remote mf-manifest.json', () => {
  expect(routeManifestUrl(REMOTES.remoteUsers)).toBe('https://users.example/app/route-manifest.json');
});

it('starts loading and tells its listeners when a manifest arrives', async () => {
  const fetchJson = jest.fn<ReturnType<FetchJson>, Parameters<FetchJson>>(async () => REPO_MANIFESTS.remoteUsers);
  const manifests = loadRouteManifests(REMOTES, { timeoutMs: 1000, fetchJson, hostBuiltWith: BUILT_WITH });
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
  const manifests = loadRouteManifests(REMOTES, { timeoutMs: 20, fetchJson, hostBuiltWith: BUILT_WITH });
  await new Promise((resolve) => setTimeout(resolve, 40));
  expect(manifests.current()).toEqual([
    {
      remote: 'remoteUsers',
      status: 'failed',
      error: expect.objectContaining({
        remote: 'remoteUsers',
        module: 'route-manifest.json',
        failureType,
        resource: 'https://users.example/app/route-manifest.json',
      }),
      // the reference of its monitoring report (made there: no server answered), for the screen to show
      reference: '0a1b2c3d',
    },
  ]);
  expect(reportError).toHaveBeenCalledWith(
    expect.objectContaining({ failureType }),
    expect.objectContaining({ kind: 'route-manifest', remote: 'remoteUsers' }),
  );

  fetchJson.mockImplementation(async () => REPO_MANIFESTS.remoteUsers);
  manifests.retry('remoteUsers');
  expect(manifests.current()[0]?.status).toBe('loading');
  await settled();
  expect(manifests.current()[0]?.status).toBe('loaded');
});

describe('the shell contract check', () => {
  const KNOWN = {
    name: 'remoteUsers',
    area: 'Users',
    navGroups: [],
    routes: [{ path: '/users', module: './UsersPage', title: 'Users', nav: { id: 'users', label: 'Users', position: 30 } }],
  };
  const built = (builtWith: unknown) => ({ ...REPO_MANIFESTS.remoteUsers, builtWith });

  it.each([
    [
      'another shell contract major',
      built({ ...BUILT_WITH, contract: '2.0.0' }),
      `built for shell contract 2.0.0, the portal provides ${BUILT_WITH.contract}`,
    ],
    [
      'a newer shell contract minor',
      built({ ...BUILT_WITH, contract: '1.9.0' }),
      `built for shell contract 1.9.0, the portal provides ${BUILT_WITH.contract}`,
    ],
    [
      'another React major',
      built({ ...BUILT_WITH, shared: { ...BUILT_WITH.shared, react: '18.3.1' } }),
      `built with react 18.3.1, the portal shares react ${BUILT_WITH.shared.react}`,
    ],
    [
      'no stated versions',
      { ...REPO_MANIFESTS.remoteUsers, builtWith: undefined },
      'its manifest states no shell contract or shared versions',
    ],
  ])('refuses a remote built against %s, keeps its known area and reports both versions', async (_case, manifest, reason) => {
    const manifests = loadRouteManifests(REMOTES, {
      timeoutMs: 1000,
      fetchJson: async () => manifest,
      hostBuiltWith: BUILT_WITH,
      known: { remoteUsers: KNOWN },
    });
    await settled();
    expect(manifests.current()).toEqual([
      {
        remote: 'remoteUsers',
        status: 'failed',
        known: KNOWN,
        error: expect.objectContaining({ failureType: 'incompatible', reason }),
        reference: '0a1b2c3d',
      },
    ]);
    expect(reportError).toHaveBeenCalledWith(
      expect.objectContaining({ failureType: 'incompatible' }),
      expect.objectContaining({
        kind: 'route-manifest',
        remote: 'remoteUsers',
        hostBuiltWith: expect.stringContaining(`contract ${BUILT_WITH.contract}, react ${BUILT_WITH.shared.react}`),
        remoteBuiltWith: expect.stringMatching(/^(contract|unknown)/),
      }),
    );
  });

  it('loads a remote built against an older contract minor and other patch versions', async () => {
    const manifest = built({ contract: '1.0.0', shared: { react: '19.0.0', 'react-dom': '19.9.9' } });
    const manifests = loadRouteManifests(REMOTES, {
      timeoutMs: 1000,
      fetchJson: async () => manifest,
      hostBuiltWith: { ...BUILT_WITH, contract: '1.2.0' },
    });
    await settled();
    expect(manifests.current()[0]?.status).toBe('loaded');
  });
});
