import { getInstance, loadShare } from '@module-federation/enhanced/runtime';
import { ROUTE_MANIFEST_FILE } from '@ottilia/shared-auth/route-manifest';
import { firstScreenOf, preloadScripts, requestFirstScreenFiles, ROUTE_MANIFEST, routeMatches, takeEarly } from './first-screen-files';

jest.mock('@module-federation/enhanced/runtime', () => ({
  // the host's share scope provides react-i18next; the admin core only remotes provide
  getInstance: jest.fn(() => ({ shareScopeMap: { default: { 'react-i18next': { '16.0.0': {} } } } })),
  loadShare: jest.fn(() => Promise.resolve(false)),
}));

const ENTRY = 'https://projects.example/1.2.0/mf-manifest.json';
// what the host was built against (webpack's DefinePlugin sets it in a build)
const HOST = { contract: '1.2.0', shared: { react: '19.3.1' } };
Object.assign(globalThis, { __OTTILIA_BUILT_WITH__: HOST });
/** A composition whose copy of the projects manifest was built against `builtWith`, with the files its build published. */
const compositionOf = (builtWith: unknown) => ({
  environment: 'int',
  apps: {
    host: { version: '1.0.0' },
    'remote-projects': {
      version: '1.2.0',
      entry: ENTRY,
      manifest: {
        name: 'remoteProjects',
        builtWith,
        routes: [
          {
            path: '/projects',
            module: './ProjectListPage',
            scripts: ['remoteEntry.js', 'strings.1.js', '__federation_expose_ProjectListPage.2.js'],
          },
          // published before the build named its files
          { path: '/projects/:id', module: './ProjectDetailPage' },
        ],
        shared: [
          { name: 'react-i18next', scripts: ['212.3.js'] },
          { name: '@ottilia/shared-admin', scripts: ['488.4.js'] },
        ],
      },
    },
  },
});
const composition = compositionOf(HOST);
const at = (file: string) => `https://projects.example/1.2.0/${file}`;
const PAGE_SCRIPTS = ['remoteEntry.js', 'strings.1.js', '__federation_expose_ProjectListPage.2.js'].map(at);
const SHARED = [
  { name: 'react-i18next', scripts: [at('212.3.js')] },
  { name: '@ottilia/shared-admin', scripts: [at('488.4.js')] },
];
const json = (body: unknown, status = 200) =>
  ({ ok: status < 400, status, clone: () => json(body, status), json: () => Promise.resolve(body) }) as unknown as Response;
const preloaded = () => [...document.querySelectorAll('link[rel="preload"][as="script"]')].map((link) => link.getAttribute('href'));
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

it('names the route manifest as shared-auth does', () => expect(ROUTE_MANIFEST).toBe(ROUTE_MANIFEST_FILE));

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
  it("is the remote and module of the address's route with the files its manifest names (as addresses), none for the host's own pages or a bad file", () => {
    expect(firstScreenOf(composition, '/projects')).toEqual({
      remote: 'remoteProjects',
      module: './ProjectListPage',
      entry: ENTRY,
      builtWith: HOST,
      scripts: PAGE_SCRIPTS,
      shared: SHARED,
    });
    expect(firstScreenOf(composition, '/projects/3f2a')).toEqual({
      remote: 'remoteProjects',
      module: './ProjectDetailPage',
      entry: ENTRY,
      builtWith: HOST,
      scripts: [],
      shared: SHARED,
    });
    expect(firstScreenOf(composition, '/home')).toBeNull();
    expect(firstScreenOf(null, '/projects')).toBeNull();
    expect(
      firstScreenOf({ apps: { x: { entry: 3, manifest: { name: 'x', routes: [{ path: '/projects', module: './P' }] } } } }, '/projects'),
    ).toBeNull();
  });
});

describe('requestFirstScreenFiles', () => {
  const fetchMock = jest.fn((_url: string, _init?: RequestInit) => Promise.resolve(json({})));
  beforeEach(() => {
    fetchMock.mockClear();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    document.head.innerHTML = '';
    jest.mocked(loadShare).mockClear();
  });

  it("asks for every remote's route manifest and the first screen's federation manifest, and hints the files its build published, once composition.json says", async () => {
    await requestFirstScreenFiles(Promise.resolve(json(composition)), { pathname: '/projects' });
    expect(fetchMock.mock.calls).toEqual([
      [at('route-manifest.json'), {}],
      [ENTRY, {}],
    ]);
    // the page's scripts, and the remote's copy of what only remotes share; the host's own copy of the rest loads
    expect(preloaded()).toEqual([...PAGE_SCRIPTS, at('488.4.js')]);
    expect(jest.mocked(loadShare).mock.calls).toEqual([['react-i18next']]);
    expect(getInstance).toHaveBeenCalled();
    // the runtime's request takes the early answer, once
    await expect(takeEarly(ENTRY)).resolves.toBeDefined();
    expect(takeEarly(ENTRY)).toBeUndefined();
    expect(takeEarly(at('route-manifest.json'))).toBeDefined();
    // a hint is never given twice
    preloadScripts(PAGE_SCRIPTS);
    expect(preloaded()).toHaveLength(4);
  });

  it('hints no script and loads no shared module of a remote whose manifest the shell-contract check refuses', async () => {
    await requestFirstScreenFiles(Promise.resolve(json(compositionOf({ contract: '2.0.0', shared: { react: '19.3.1' } }))), {
      pathname: '/projects',
    });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([at('route-manifest.json'), ENTRY]);
    expect(preloaded()).toEqual([]);
    expect(loadShare).not.toHaveBeenCalled();
    await requestFirstScreenFiles(Promise.resolve(json(compositionOf(undefined))), { pathname: '/projects' });
    expect(preloaded()).toEqual([]);
  });

  it("asks only for the route manifests on the host's own pages, and nothing without a composition", async () => {
    requestFirstScreenFiles(Promise.resolve(json(composition)), { pathname: '/home' });
    await settle();
    expect(fetchMock.mock.calls).toEqual([[at('route-manifest.json'), {}]]);
    fetchMock.mockClear();
    requestFirstScreenFiles(Promise.resolve(json({}, 404)), { pathname: '/projects' });
    requestFirstScreenFiles(Promise.reject(new TypeError('offline')), { pathname: '/projects' });
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(preloaded()).toEqual([]);
  });
});
