import type { Role } from '@ottilia/shared-auth';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MANAGE_COOKIES_EVENT } from './cookie-manager';
import { signInAs } from '../../test-support/current-user';
import { renderPortal } from '../../test-support/render-portal';
import { parseRouteManifest } from '../../remotes/route-manifest';
import { PENDING, REPO_MANIFESTS, routeManifestsOf } from '../../test-support/route-manifests';

jest.mock('@ottilia/shared-auth', () => jest.requireActual('../../test-support/shared-auth-mock').sharedAuthMock());

const nav = () => within(screen.getByRole('navigation', { name: 'Main' }));
const entryNames = () =>
  nav()
    .getAllByRole('link')
    .map((link) => link.textContent);

const PLUGIN_DOCS = 'Plugin docs (opens in a new tab)';

describe('side navigation entries', () => {
  it.each<[Role, string[]]>([
    ['SUPER_ADMIN', ['Home', 'Projects', 'Users', 'Tutorials', 'Dashboard', 'Backoffice', PLUGIN_DOCS]],
    ['BRAND_MANAGER', ['Home', 'Projects', 'Users', 'Tutorials', 'Dashboard', 'Backoffice', PLUGIN_DOCS]],
    ['AGENCY_MANAGER', ['Home', 'Projects', 'Users', 'Tutorials', PLUGIN_DOCS]],
    ['AGENCY_USER', ['Home', 'Projects', 'Tutorials', PLUGIN_DOCS]],
  ])('%s sees %j', async (role, entries) => {
    signInAs(role);
    await renderPortal('/home');
    expect(entryNames()).toEqual(entries);
  });

  it.each<[Role, string[]]>([
    ['SUPER_ADMIN', ['Agencies', 'Brands', 'Types of website', 'Email Domains', 'Legal entities']],
    ['BRAND_MANAGER', ['Agencies', 'Brands']],
  ])('%s sees the Backoffice sub-items %j inside the Backoffice area', async (role, subItems) => {
    signInAs(role);
    await renderPortal('/backoffice/brands');
    const names = entryNames();
    const group = names.indexOf('Backoffice');
    expect(names.slice(group + 1, group + 1 + subItems.length)).toEqual(subItems);
    expect(nav().getByRole('link', { name: 'Backoffice' })).toHaveAttribute('href', '/backoffice/agencies');
    expect(nav().getByRole('link', { name: 'Brands' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens the plugin docs in a new tab', async () => {
    signInAs('AGENCY_USER');
    await renderPortal('/home');
    expect(nav().getByRole('link', { name: PLUGIN_DOCS })).toHaveAttribute('target', '_blank');
  });

  it.each([
    ['/home', 'Home'],
    ['/projects/p-1', 'Projects'],
    ['/new-project', 'Projects'],
    ['/ottilia-tutorials', 'Tutorials'],
    ['/users/u-9', 'Users'],
    ['/nowhere', 'Home'],
  ])('marks the active item from the first path segment: %s -> %s', async (path, active) => {
    signInAs('SUPER_ADMIN');
    await renderPortal(path);
    expect(nav().getByRole('link', { name: active })).toHaveAttribute('aria-current', 'page');
    expect(
      nav()
        .getAllByRole('link')
        .filter((link) => link.hasAttribute('aria-current')),
    ).toHaveLength(1);
  });
});

describe('an area whose remote cannot be reached', () => {
  // the composition's copy of the projects manifest
  const known = { remoteProjects: parseRouteManifest(REPO_MANIFESTS.remoteProjects, 'remoteProjects') };

  it.each([
    ['does not answer (loading until the time-out)', PENDING],
    ['refused the connection', new TypeError('Failed to fetch')],
  ])('keeps its entry on every page while its remote %s', async (_case, answer) => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    signInAs('BRAND_MANAGER');
    await renderPortal('/home', undefined, routeManifestsOf({ ...REPO_MANIFESTS, remoteProjects: answer }, known));
    expect(entryNames()).toEqual(['Home', 'Projects', 'Users', 'Tutorials', 'Dashboard', 'Backoffice', PLUGIN_DOCS]);
    expect(nav().getByRole('link', { name: 'Projects' })).toHaveAttribute('href', '/projects');
    expect(nav().getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('profile menu', () => {
  it('shows name and main role, and links the profile, sign-out and cookie settings', async () => {
    const { me, signOut } = signInAs('AGENCY_MANAGER');
    await renderPortal('/home');
    const toggle = nav().getByRole('button', { name: /Chloé Martin/ });
    expect(toggle).toHaveTextContent('Agency Manager');
    // a screen reader hears whether the menu is open (issue 37)
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-controls', nav().getByRole('list', { name: 'Profile menu' }).id);
    expect(nav().getByRole('link', { name: 'User profile' })).toHaveAttribute('href', `/users/${me.eid}`);
    const cookieRequests = jest.fn();
    window.addEventListener(MANAGE_COOKIES_EVENT, cookieRequests);
    await userEvent.click(nav().getByRole('button', { name: 'Manage Cookies' }));
    expect(cookieRequests).toHaveBeenCalledTimes(1);
    window.removeEventListener(MANAGE_COOKIES_EVENT, cookieRequests);

    await userEvent.click(toggle);
    await userEvent.click(nav().getByRole('button', { name: 'Sign out' }));
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('links the profile where the users remote says in its manifest, and not while that manifest is not loaded', async () => {
    const { me } = signInAs('AGENCY_MANAGER');
    const users = REPO_MANIFESTS.remoteUsers!;
    const renamed = { ...users, profile: users.profile!.map((link) => ({ ...link, to: '/people/:eid/about' })) };
    await renderPortal('/home', undefined, routeManifestsOf({ ...REPO_MANIFESTS, remoteUsers: renamed }));
    await userEvent.click(nav().getByRole('button', { name: /Chloé Martin/ }));
    expect(await nav().findByRole('link', { name: 'User profile' })).toHaveAttribute('href', `/people/${me.eid}/about`);
    const items = within(nav().getByRole('list', { name: 'Profile menu' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['User profile', 'Sign out', 'Manage Cookies']);
  });

  it('offers no profile link while the users remote cannot be reached', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    signInAs('AGENCY_MANAGER');
    const manifests = routeManifestsOf({ ...REPO_MANIFESTS, remoteUsers: new TypeError('Failed to fetch') });
    await renderPortal('/home', undefined, manifests);
    await waitFor(() => expect(manifests.current().find((state) => state.remote === 'remoteUsers')?.status).toBe('failed'));
    await userEvent.click(nav().getByRole('button', { name: /Chloé Martin/ }));
    expect(nav().getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(nav().queryByRole('link', { name: 'User profile' })).not.toBeInTheDocument();
  });
});

describe('on screens that are not large', () => {
  beforeEach(() => {
    // jsdom has no matchMedia: every query (only "not large" is asked here) matches
    window.matchMedia = (media: string) =>
      ({ media, matches: true, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList;
  });
  afterEach(() => {
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  it('collapses the navigation behind the menu button; a click outside or Close menu closes it', async () => {
    signInAs('SUPER_ADMIN');
    await renderPortal('/home');
    const menu = screen.getByRole('button', { name: 'Open menu' });
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(menu).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(menu);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(menu).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(screen.getByTestId('navigation-backdrop'));
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();

    await userEvent.click(menu);
    await userEvent.click(nav().getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('closes the navigation when an item is chosen', async () => {
    signInAs('SUPER_ADMIN');
    const { router } = await renderPortal('/home');
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(nav().getByRole('link', { name: 'Users' }));
    expect(router.state.location.pathname).toBe('/users');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });
});
