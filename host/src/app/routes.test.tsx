import type { Role } from '@ottilia/shared-auth';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUserLoading, signInAs } from '../test-support/current-user';
import { RemoteLoadError } from '../remotes/remote-load-error';
import { fakeRemoteLoader, renderPortal } from '../test-support/render-portal';
import { BUILT_WITH, PENDING, REPO_MANIFESTS, routeManifestsOf } from '../test-support/route-manifests';
import { parseRouteManifest } from '../remotes/route-manifest';

jest.mock('@ottilia/shared-auth', () => jest.requireActual('../test-support/shared-auth-mock').sharedAuthMock());

const NOT_ALLOWED = "You don't have access to this page";

/** Gated routes of spec section 2, what they show, and who may open them (spec section 6). */
const GATED: { path: string; page: string; allowed: Role[] }[] = [
  {
    path: '/projects',
    page: 'remoteProjects ./ProjectListPage',
    allowed: ['SUPER_ADMIN', 'BRAND_MANAGER', 'AGENCY_MANAGER', 'AGENCY_USER'],
  },
  { path: '/new-project', page: 'remoteProjects ./NewProjectPage', allowed: ['SUPER_ADMIN', 'BRAND_MANAGER', 'AGENCY_MANAGER'] },
  { path: '/users', page: 'remoteUsers ./UsersPage', allowed: ['SUPER_ADMIN', 'BRAND_MANAGER', 'AGENCY_MANAGER'] },
  { path: '/backoffice/agencies', page: 'remoteBackoffice ./AgenciesPage', allowed: ['SUPER_ADMIN', 'BRAND_MANAGER'] },
  { path: '/backoffice/brands', page: 'remoteBackoffice ./BrandsPage', allowed: ['SUPER_ADMIN', 'BRAND_MANAGER'] },
  { path: '/backoffice/domains', page: 'remoteBackoffice ./DomainsPage', allowed: ['SUPER_ADMIN'] },
  { path: '/backoffice/entities', page: 'remoteBackoffice ./EntitiesPage', allowed: ['SUPER_ADMIN'] },
  { path: '/backoffice/site-types', page: 'remoteBackoffice ./SiteTypesPage', allowed: ['SUPER_ADMIN'] },
  { path: '/dashboard', page: 'Dashboard', allowed: ['SUPER_ADMIN', 'BRAND_MANAGER'] },
];

/** Routes without a gate, open to every role. */
const OPEN: { path: string; page: string }[] = [
  { path: '/home', page: 'Hello, Daniel Okafor' },
  { path: '/projects/p-1', page: 'remoteProjects ./ProjectDetailPage' },
  { path: '/users/u-1', page: 'remoteUsers ./UserDetailPage' },
  { path: '/backoffice/agencies/a-1', page: 'remoteBackoffice ./AgencyDetailPage' },
  { path: '/backoffice/brands/b-1', page: 'remoteBackoffice ./BrandDetailPage' },
  { path: '/backoffice/domains/d-1', page: 'remoteBackoffice ./DomainDetailPage' },
  { path: '/backoffice/entities/e-1', page: 'remoteBackoffice ./EntityDetailPage' },
  { path: '/ottilia-tutorials', page: 'Ottilia tutorials' },
  { path: '/plugin-docs', page: 'Plugin docs' },
];

const ROLES: Role[] = ['SUPER_ADMIN', 'BRAND_MANAGER', 'AGENCY_MANAGER', 'AGENCY_USER'];

const mainContent = () => within(screen.getByRole('main'));

describe('route gates', () => {
  describe.each(ROLES)('%s', (role) => {
    it.each(GATED)('$path', async ({ path, page, allowed }) => {
      signInAs(role);
      await renderPortal(path);
      if (allowed.includes(role)) {
        expect(await mainContent().findByRole('heading', { level: 1, name: page })).toBeInTheDocument();
        expect(mainContent().queryByText(NOT_ALLOWED)).not.toBeInTheDocument();
      } else {
        expect(mainContent().getByRole('heading', { name: NOT_ALLOWED })).toBeInTheDocument();
        expect(mainContent().queryByText(page)).not.toBeInTheDocument();
      }
    });
  });

  it.each(OPEN)('$path is open to the agency user', async ({ path, page }) => {
    signInAs('AGENCY_USER');
    await renderPortal(path);
    expect(await mainContent().findByRole('heading', { level: 1, name: page })).toBeInTheDocument();
  });

  // the screen waits for the user's permissions (ADR 0231): no verdict and no half-permitted page
  it.each(GATED)('$path is neither refused nor shown while the current user loads', async ({ page }) => {
    currentUserLoading();
    await renderPortal(GATED.find((route) => route.page === page)!.path);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText(NOT_ALLOWED)).not.toBeInTheDocument();
    expect(mainContent().queryByRole('heading', { level: 1, name: page })).not.toBeInTheDocument();
  });

  it('sends / to /home', async () => {
    signInAs('AGENCY_USER');
    const { router } = await renderPortal('/');
    expect(router.state.location.pathname).toBe('/home');
  });

  it('offers a way home from a denied route', async () => {
    signInAs('AGENCY_USER');
    const { router } = await renderPortal('/dashboard');
    await userEvent.click(mainContent().getByRole('button', { name: 'Go Home' }));
    expect(router.state.location.pathname).toBe('/home');
  });
});

describe('unknown routes', () => {
  it.each(['/nowhere', '/projects/p-1/extra', '/backoffice'])('%s shows the 404 page, whose button goes home', async (path) => {
    signInAs('SUPER_ADMIN');
    const { router } = await renderPortal(path);
    expect(mainContent().getByText("We didn't find the page you are looking for...")).toBeInTheDocument();
    // the reference of the miss's monitoring report, to quote
    expect(mainContent().getByText(/Reference:/)).toHaveTextContent(/^Reference: [0-9a-f]{8} Copy reference$/);
    await userEvent.click(mainContent().getByRole('button', { name: 'Go Home' }));
    expect(router.state.location.pathname).toBe('/home');
    expect(mainContent().getByRole('heading', { name: 'Hello, Ada Lindqvist' })).toBeInTheDocument();
  });
});

describe('routes from the route manifests', () => {
  const EXTRA = {
    name: 'remoteExtra',
    area: 'Extra',
    routes: [
      {
        path: '/reports',
        module: './ReportsPage',
        permission: 'dashboardsRead',
        title: 'Reports',
        nav: { id: 'reports', label: 'Reports', position: 45 },
      },
    ],
    builtWith: BUILT_WITH,
  };

  it('mounts a page a remote declares, with its gate, nav entry and title, without the host knowing it', async () => {
    signInAs('BRAND_MANAGER');
    const { unmount } = await renderPortal('/reports', fakeRemoteLoader(), routeManifestsOf({ ...REPO_MANIFESTS, remoteExtra: EXTRA }));
    expect(await mainContent().findByRole('heading', { level: 1, name: 'remoteExtra ./ReportsPage' })).toBeInTheDocument();
    expect(document.title).toBe('Reports | Ottilia');
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('link', { name: 'Reports' })).toHaveAttribute('aria-current', 'page');
    unmount();

    signInAs('AGENCY_USER');
    await renderPortal('/reports', fakeRemoteLoader(), routeManifestsOf({ ...REPO_MANIFESTS, remoteExtra: EXTRA }));
    expect(mainContent().getByRole('heading', { name: NOT_ALLOWED })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Main' })).queryByRole('link', { name: 'Reports' })).not.toBeInTheDocument();
  });

  it('shows a loading indicator on a path that a manifest still loading may serve, and the host pages meanwhile', async () => {
    signInAs('SUPER_ADMIN');
    const { unmount } = await renderPortal('/users', fakeRemoteLoader(), routeManifestsOf({ ...REPO_MANIFESTS, remoteUsers: PENDING }));
    expect(mainContent().queryByText("We didn't find the page you are looking for...")).not.toBeInTheDocument();
    expect(mainContent().queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Main' })).queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();
    unmount();

    await renderPortal('/home', fakeRemoteLoader(), routeManifestsOf({ ...REPO_MANIFESTS, remoteUsers: PENDING }));
    expect(mainContent().getByRole('heading', { level: 1, name: 'Hello, Ada Lindqvist' })).toBeInTheDocument();
  });

  it('shows the remote failure instead of the 404 page when a manifest failed, and Retry loads it again', async () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
    signInAs('SUPER_ADMIN');
    const answers: Record<string, unknown> = { ...REPO_MANIFESTS, remoteUsers: new TypeError('Failed to fetch') };
    const manifests = routeManifestsOf(answers);
    await renderPortal('/users', fakeRemoteLoader(), manifests);
    const failure = mainContent().getByRole('alert');
    expect(within(failure).getByRole('heading', { name: 'remoteUsers could not be loaded' })).toBeInTheDocument();
    expect(within(failure).getByText('Module route-manifest.json of remoteUsers failed: load failure.')).toBeInTheDocument();
    expect(within(failure).getByText('Resource: https://remotes.test/remoteUsers/route-manifest.json')).toBeInTheDocument();
    // the reference of the failure's monitoring report, made in the browser (no server answered)
    expect(within(failure).getByText(/Reference:/)).toHaveTextContent(/^Reference: [0-9a-f]{8} Copy reference$/);
    // the other remotes' pages and entries are there
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Projects' })).toBeInTheDocument();

    answers.remoteUsers = REPO_MANIFESTS.remoteUsers;
    await userEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await mainContent().findByRole('heading', { level: 1, name: 'remoteUsers ./UsersPage' })).toBeInTheDocument();
    quiet.mockRestore();
  });

  it("keeps an area the composition knows while its remote is down: nav entry, active item, the area's name, Retry", async () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
    signInAs('SUPER_ADMIN');
    const answers: Record<string, unknown> = { ...REPO_MANIFESTS, remoteProjects: new TypeError('Failed to fetch') };
    const known = { remoteProjects: parseRouteManifest(REPO_MANIFESTS.remoteProjects, 'remoteProjects') };
    const manifests = routeManifestsOf(answers, known);
    await renderPortal('/projects', fakeRemoteLoader(), manifests);
    const failure = mainContent().getByRole('alert');
    expect(within(failure).getByRole('heading', { name: 'Projects could not be loaded' })).toBeInTheDocument();
    expect(within(failure).getByText('Module route-manifest.json of remoteProjects failed: load failure.')).toBeInTheDocument();
    expect(within(failure).getByRole('button', { name: 'Copy reference' })).toBeInTheDocument();
    expect(document.title).toBe('Projects | Ottilia');
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('link', { name: 'Projects' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');

    answers.remoteProjects = REPO_MANIFESTS.remoteProjects;
    await userEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await mainContent().findByRole('heading', { level: 1, name: 'remoteProjects ./ProjectListPage' })).toBeInTheDocument();
    quiet.mockRestore();
  });

  it('names the area from the manifest when a remote module fails', async () => {
    signInAs('SUPER_ADMIN');
    const loader = { load: jest.fn(() => Promise.reject(new RemoteLoadError('remoteUsers', './UsersPage', 'missing'))) };
    await renderPortal('/users', loader);
    expect(await mainContent().findByRole('heading', { name: 'Users could not be loaded' })).toBeInTheDocument();
  });
});
