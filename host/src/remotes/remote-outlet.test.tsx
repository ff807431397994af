import { ThemeProvider } from '@ottilia/shared-ui';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInAs } from '../test-support/current-user';
import { fakeRemoteLoader, renderPortal } from '../test-support/render-portal';
import { BUILT_WITH, REPO_MANIFESTS, routeManifestsOf } from '../test-support/route-manifests';
import { initI18n } from '../i18n/i18n';
import { RemoteLoadError } from './remote-load-error';
import { RemoteLoaderContext, withHeadStart } from './remote-loader';
import { RemoteOutlet } from './remote-outlet';
import { parseRouteManifest } from './route-manifest';
import { RouteManifestsContext, type RemoteRoutes, type RouteManifests } from './route-manifests';

jest.mock('@ottilia/shared-auth', () => jest.requireActual('../test-support/shared-auth-mock').sharedAuthMock());

function chunkLoadError(type: string) {
  return Object.assign(new Error(`Loading chunk 42 failed.\n(${type}: https://localhost:1851/42.js)`), {
    name: 'ChunkLoadError',
    type,
    request: 'https://localhost:1851/42.js',
  });
}

/** The projects remote fails its first load with `error`, then loads. */
function failingOnce(error: unknown) {
  const loader = fakeRemoteLoader();
  loader.load.mockRejectedValueOnce(error);
  return loader;
}

beforeEach(() => {
  signInAs('SUPER_ADMIN');
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => jest.restoreAllMocks());

describe('a remote that fails to load', () => {
  it.each([
    ['load failure', chunkLoadError('error')],
    ['missing', chunkLoadError('missing')],
    ['timeout', chunkLoadError('timeout')],
    ['timeout', new RemoteLoadError('remoteProjects', './ProjectListPage', 'timeout')],
    ['missing', new Error('[ Federation Runtime ]: The remote does not expose the requested module. #RUNTIME_014')],
    ['load failure', new TypeError('Failed to fetch')],
  ])('names the remote, the module and the failure type (%s)', async (failureType, error) => {
    await renderPortal('/projects', failingOnce(error));
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByRole('heading', { name: 'Projects could not be loaded' })).toBeInTheDocument();
    expect(panel).toHaveTextContent(`Module ./ProjectListPage of remoteProjects failed: ${failureType}.`);
    expect(within(panel).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('names the chunk that failed', async () => {
    await renderPortal('/projects', failingOnce(chunkLoadError('missing')));
    expect(await screen.findByRole('alert')).toHaveTextContent('Resource: https://localhost:1851/42.js');
  });

  it('loads the module afresh on Retry, without a page reload', async () => {
    const loader = failingOnce(chunkLoadError('timeout'));
    await renderPortal('/projects', loader);
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'remoteProjects ./ProjectListPage' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(loader.load).toHaveBeenCalledTimes(2);
    expect(loader.load).toHaveBeenLastCalledWith('remoteProjects', './ProjectListPage');
  });

  it('keeps the navigation and the other areas working', async () => {
    const { router } = await renderPortal('/projects', failingOnce(chunkLoadError('error')));
    await screen.findByRole('alert');
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Users' }));
    expect(router.state.location.pathname).toBe('/users');
    expect(await screen.findByRole('heading', { name: 'remoteUsers ./UsersPage' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says in the page's name that a page which fails while rendering stopped working (no load failure), with its report's reference", async () => {
    function Broken(): never {
      throw new TypeError("Cannot read properties of null (reading 'uuid')");
    }
    await renderPortal('/projects', fakeRemoteLoader({ './ProjectListPage': Broken }));
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByRole('heading', { name: 'The Projects page stopped working' })).toBeInTheDocument();
    expect(panel).not.toHaveTextContent(/load failure|Module|reading 'uuid'/);
    await waitFor(() => expect(panel).toHaveTextContent(/Reference: [0-9a-f]{8}/));
    expect(within(panel).getByRole('button', { name: 'Copy reference' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it("gives a load failure its report's reference too", async () => {
    await renderPortal('/projects', failingOnce(chunkLoadError('timeout')));
    const panel = await screen.findByRole('alert');
    await waitFor(() => expect(panel).toHaveTextContent(/Reference: [0-9a-f]{8}/));
    expect(panel).toHaveTextContent('Module ./ProjectListPage of remoteProjects failed: timeout.');
  });

  it('tells a chunk the page loads later that fails as a load failure, not a crash', async () => {
    function LoadsLater(): never {
      throw chunkLoadError('missing');
    }
    await renderPortal('/projects', fakeRemoteLoader({ './ProjectListPage': LoadsLater }));
    expect(await screen.findByRole('heading', { name: 'Projects could not be loaded' })).toBeInTheDocument();
  });
});

describe('a module of a refused remote shown inside another page (a remote slot)', () => {
  it('is never requested: the slot shows why the remote was refused', async () => {
    initI18n();
    const loader = fakeRemoteLoader();
    const manifests = routeManifestsOf({
      ...REPO_MANIFESTS,
      remoteUsers: { ...REPO_MANIFESTS.remoteUsers, builtWith: { ...BUILT_WITH, contract: '2.0.0' } },
    });
    await act(async () =>
      render(
        <ThemeProvider>
          <RemoteLoaderContext.Provider value={loader}>
            <RouteManifestsContext.Provider value={manifests}>
              <RemoteOutlet remote="remoteUsers" module="./UserSummary" />
            </RouteManifestsContext.Provider>
          </RemoteLoaderContext.Provider>
        </ThemeProvider>,
      ),
    );
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('Module route-manifest.json of remoteUsers failed: incompatible.');
    // the refusal's monitoring report has a reference made in the browser: the user can quote it
    expect(refusal).toHaveTextContent(/Reference: [0-9a-f]{8}/);
    expect(within(refusal).getByRole('button', { name: 'Copy reference' })).toBeInTheDocument();
    expect(loader.load).not.toHaveBeenCalled();
  });
});

describe("the first screen's module, loaded before the first render", () => {
  it('shows in the first render, without a loading frame or a second load', async () => {
    initI18n();
    const load = jest.fn();
    const loader = withHeadStart({ load: () => Promise.resolve({ default: () => <h1>Projects page</h1> }) });
    await loader.start('remoteProjects', './ProjectListPage');
    const states: RemoteRoutes[] = [
      { remote: 'remoteProjects', status: 'loaded', manifest: parseRouteManifest(REPO_MANIFESTS.remoteProjects, 'remoteProjects') },
    ];
    const loaded: RouteManifests = {
      current: () => states,
      subscribe: () => () => undefined,
      retry: () => undefined,
      update: () => undefined,
    };
    // no act around async work: what the first render commits
    render(
      <ThemeProvider>
        <RemoteLoaderContext.Provider value={{ load, loaded: loader.loaded }}>
          <RouteManifestsContext.Provider value={loaded}>
            <RemoteOutlet remote="remoteProjects" module="./ProjectListPage" />
          </RouteManifestsContext.Provider>
        </RemoteLoaderContext.Provider>
      </ThemeProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Projects page' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });
});
