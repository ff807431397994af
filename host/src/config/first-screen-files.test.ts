import { getInstance, loadShare } from '@module-federation/enhanced/runtime';
import { ROUTE_MANIFEST_FILE } from '@ottilia/shared-auth/route-manifest';
import { firstScreenOf, pageScripts, preloadScripts, requestFirstScreenFiles, ROUTE_MANIFEST, routeMatches, takeEarly, type FederationManifest } from './first-screen-files';

jest.mock('@module-federation/enhanced/runtime', () => ({
  // the host's share scope provides react-i18next; the admin core only remotes provide
  getInstance: jest.fn(() => ({ shareScopeMap: { default: { 'react-i18next': { '16.0.0': {} } } } })),
  loadShare: jest.fn(() => Promise.resolve(false)),
}));

const ENTRY = 'https://projects.example/1.2.0/mf-manifest.json';
const composition = {
  environment: 'int',
  apps: {
    host: { version: '1.0.0' },
    'remote-projects': {
      version: '1.2.0',
      entry: ENTRY,
      manifest: { name: 'remoteProjects', routes: [{ path: '/projects', module: './ProjectListPage' }, { path: '/projects/:id', module: './ProjectDetailPage' }] },
    },
  },
};
const federation: FederationManifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ path: './ProjectListPage', assets: { js: { sync: ['strings.1.js', '__federation_expose_ProjectListPage.2.js'] } } }],
  shared: [
    { name: 'react-i18next', assets: { js: { sync: ['212.3.js'] } } },
    { name: '@ottilia/shared-admin', assets: { js: { sync: ['488.4.js'] } } },
  ],
};
// what the host was built against (webpack's DefinePlugin sets it in a build)
const HOST = { contract: '1.2.0', shared: { react: '19.3.1' } };
Object.assign(globalThis, { __OTTILIA_BUILT_WITH__: HOST });
const json = (body: unknown, status = 200) => ({ ok: status < 400, status, clone: () => json(body, status), json: () => Promise.resolve(body) }) as unknown as Response;
const preloaded = () => [...document.querySelectorAll('link[rel="preload"][as="script"]')].map((link) => link.getAttribute('href'));
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

it("names the route manifest as shared-auth does", () => expect(ROUTE_MANIFEST).toBe(ROUTE_MANIFEST_FILE));

describe('routeMatches', () => {
  it('matches literal segments, parameters and a trailing star', () => {
    expect(routeMatches('/projects', '/projects')).toBe(true);
    expect(routeMatches('/projects', '/projects/')).toBe(true);
    expect(routeMatches('/projects/:id', '/projects/3f2a')).toBe(true);
    expect(routeMatches('/projects/:id', '/projects')).toBe(false);
    expect(routeMatches('/projects', '/projects-old')).toBe(false);
    expect(routeMatches('/backoffice/*', '/backoffice/brands/1')).toBe(true);
    expect(routeMatches('/backoffice/*', '/users')).toBe(false);
  });
});

describe('firstScreenOf', () => {
  it("is the remote and module of the address's route, none for the host's own pages or a bad file", () => {
    expect(firstScreenOf(composition, '/projects/3f2a')).toEqual({ remote: 'remoteProjects', module: './ProjectDetailPage', entry: ENTRY });
    expect(firstScreenOf(composition, '/home')).toBeNull();
    expect(firstScreenOf(null, '/projects')).toBeNull();
    expect(firstScreenOf({ apps: { x: { entry: 3, manifest: { name: 'x', routes: [{ path: '/projects', module: './P' }] } } } }, '/projects')).toBeNull();
  });
});

describe('pageScripts', () => {
  it("are the remote's entry and the module's own chunks, beside the federation manifest", () => {
    expect(pageScripts(federation, ENTRY, './ProjectListPage')).toEqual([
      'https://projects.example/1.2.0/remoteEntry.js',
      'https://projects.example/1.2.0/strings.1.js',
      'https://projects.example/1.2.0/__federation_expose_ProjectListPage.2.js',
    ]);
    expect(pageScripts(federation, ENTRY, './Elsewhere')).toEqual(['https://projects.example/1.2.0/remoteEntry.js']);
  });
});

describe('requestFirstScreenFiles', () => {
  let remoteBuiltWith: unknown = HOST;
  const fetchMock = jest.fn((url: string, _init?: RequestInit) =>
    Promise.resolve(json(url.endsWith('/route-manifest.json') ? { name: 'remoteProjects', builtWith: remoteBuiltWith } : federation)));
  beforeEach(() => {
    remoteBuiltWith = HOST;
    fetchMock.mockClear();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    document.head.innerHTML = '';
    jest.mocked(loadShare).mockClear();
  });

  it("asks for every remote's route manifest, and the first screen's federation manifest and scripts, once composition.json says", async () => {
    await requestFirstScreenFiles(Promise.resolve(json(composition)), { pathname: '/projects' });
    expect(fetchMock.mock.calls).toEqual([['https://projects.example/1.2.0/route-manifest.json', {}], [ENTRY, {}]]);
    // the page's scripts, and the remote's copy of what only remotes share; the host's own copy of the rest loads
    expect(preloaded()).toEqual([...pageScripts(federation, ENTRY, './ProjectListPage'), 'https://projects.example/1.2.0/488.4.js']);
    expect(jest.mocked(loadShare).mock.calls).toEqual([['react-i18next']]);
    expect(getInstance).toHaveBeenCalled();
    // the runtime's request takes the early answer, once
    await expect(takeEarly(ENTRY)).resolves.toBeDefined();
    expect(takeEarly(ENTRY)).toBeUndefined();
    expect(takeEarly('https://projects.example/1.2.0/route-manifest.json')).toBeDefined();
    // a hint is never given twice
    preloadScripts(pageScripts(federation, ENTRY, './ProjectListPage'));
    expect(preloaded()).toHaveLength(4);
  });

  it('hints no script and loads no shared module of a remote whose route manifest the shell-contract check refuses', async () => {
    remoteBuiltWith = { contract: '2.0.0', shared: { react: '19.3.1' } };
    await requestFirstScreenFiles(Promise.resolve(json(composition)), { pathname: '/projects' });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['https://projects.example/1.2.0/route-manifest.json', ENTRY]);
    expect(preloaded()).toEqual([]);
    expect(loadShare).not.toHaveBeenCalled();
  });

  it("asks only for the route manifests on the host's own pages, and nothing without a composition", async () => {
    requestFirstScreenFiles(Promise.resolve(json(composition)), { pathname: '/home' });
    await settle();
    expect(fetchMock.mock.calls).toEqual([['https://projects.example/1.2.0/route-manifest.json', {}]]);
    fetchMock.mockClear();
    requestFirstScreenFiles(Promise.resolve(json({}, 404)), { pathname: '/projects' });
    requestFirstScreenFiles(Promise.reject(new TypeError('offline')), { pathname: '/projects' });
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(preloaded()).toEqual([]);
  });
});
