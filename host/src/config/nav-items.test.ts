import { can, type Role } from '@ottilia/shared-auth';
import i18next from 'i18next';
import { parseRouteManifest, translatedManifest, type RouteManifest } from '../remotes/route-manifest';
import { REPO_MANIFESTS } from '../test-support/route-manifests';
import { activeNavIds, buildNav, isGroup, visibleNavItems, type NavItem } from './nav-items';

const HOST = [
  { id: 'home', label: 'Home', to: '/home', position: 10 },
  { id: 'tutorials', label: 'Tutorials', to: '/ottilia-tutorials', position: 40 },
  { id: 'dashboard', label: 'Dashboard', to: '/dashboard', permission: 'dashboardsRead' as const, position: 50 },
  { id: 'plugin-docs', label: 'Plugin docs', to: 'https://docs.example', external: true, position: Number.POSITIVE_INFINITY },
];

/** A repository manifest as the portal shows it: its keys through i18n, else the English it carries. */
const manifest = (name: string) => translatedManifest(parseRouteManifest(REPO_MANIFESTS[name], name), i18next.getFixedT('en'));
/** The repository's manifests in a deliberately different order than the nav's. */
const ALL = ['remoteBackoffice', 'remoteCookiesAgegate', 'remoteUsers', 'remoteProjects'].map(manifest);

const names = (items: readonly (NavItem & { children?: readonly NavItem[] })[]) =>
  items.map((item) => (item.children ? [item.label, item.children.map((child) => child.label)] : item.label));

describe('buildNav', () => {
  it('interleaves host and remote entries by position: the order of spec section 2', () => {
    expect(names(buildNav(HOST, ALL).items)).toEqual([
      'Home',
      'Projects',
      'Users',
      'Tutorials',
      'Dashboard',
      ['Backoffice', ['Agencies', 'Brands', 'Types of website', 'Email Domains', 'Legal entities', 'News', 'Translations']],
      'Plugin docs',
    ]);
    const backoffice = buildNav(HOST, ALL).items.find(isGroup);
    expect(backoffice?.to).toBe('/backoffice/agencies');
  });

  it.each<[Role, unknown[]]>([
    // News (newsEdit) and Translations (translationsEdit) only for Super Admins
    [
      'SUPER_ADMIN',
      [
        'Home',
        'Projects',
        'Users',
        'Tutorials',
        'Dashboard',
        ['Backoffice', ['Agencies', 'Brands', 'Types of website', 'Email Domains', 'Legal entities', 'News', 'Translations']],
        'Plugin docs',
      ],
    ],
    ['BRAND_MANAGER', ['Home', 'Projects', 'Users', 'Tutorials', 'Dashboard', ['Backoffice', ['Agencies', 'Brands']], 'Plugin docs']],
    ['AGENCY_MANAGER', ['Home', 'Projects', 'Users', 'Tutorials', 'Plugin docs']],
    ['AGENCY_USER', ['Home', 'Projects', 'Tutorials', 'Plugin docs']],
  ])('gates each remote entry with its route permission: %s', (role, expected) => {
    expect(names(visibleNavItems(buildNav(HOST, ALL).items, (permission) => can([role], permission)))).toEqual(expected);
  });

  it('leaves out the entries of a remote whose manifest is not loaded, and nothing else', () => {
    const withoutUsers = ALL.filter(({ name }) => name !== 'remoteUsers');
    expect(names(buildNav(HOST, withoutUsers).items)).toEqual([
      'Home',
      'Projects',
      'Tutorials',
      'Dashboard',
      ['Backoffice', ['Agencies', 'Brands', 'Types of website', 'Email Domains', 'Legal entities', 'News', 'Translations']],
      'Plugin docs',
    ]);
    expect(names(buildNav(HOST, []).items)).toEqual(['Home', 'Tutorials', 'Dashboard', 'Plugin docs']);
  });

  it('places a new page of a remote where its manifest says, in a group of another manifest too', () => {
    const extra: RouteManifest = {
      name: 'remoteExtra',
      area: 'Extra',
      navGroups: [],
      routes: [
        { path: '/reports', module: './ReportsPage', title: 'Reports', nav: { id: 'reports', label: 'Reports', position: 45 } },
        {
          path: '/backoffice/markets',
          module: './MarketsPage',
          title: 'Markets',
          nav: { id: 'markets', label: 'Markets', group: 'backoffice', position: 15 },
        },
        {
          path: '/orphans',
          module: './OrphanPage',
          title: 'Orphan',
          nav: { id: 'orphan', label: 'Orphan', group: 'nowhere', position: 1 },
        },
      ],
    };
    expect(names(buildNav(HOST, [...ALL, extra]).items)).toEqual([
      'Home',
      'Projects',
      'Users',
      'Tutorials',
      'Reports',
      'Dashboard',
      ['Backoffice', ['Agencies', 'Markets', 'Brands', 'Types of website', 'Email Domains', 'Legal entities', 'News', 'Translations']],
      'Plugin docs',
    ]);
  });
});

describe('activeNavIds', () => {
  it.each([
    ['/', { item: 'home', subItem: 'agencies' }],
    ['/projects', { item: 'projects', subItem: 'agencies' }],
    ['/new-project', { item: 'projects', subItem: 'agencies' }],
    ['/ottilia-tutorials', { item: 'tutorials', subItem: 'agencies' }],
    ['/backoffice/site-types', { item: 'backoffice', subItem: 'site-types' }],
    ['/backoffice/brands/b-1', { item: 'backoffice', subItem: 'brands' }],
    ['/backoffice/unknown', { item: 'backoffice', subItem: 'agencies' }],
    ['/plugin-docs', { item: 'home', subItem: 'agencies' }],
    ['/whatever', { item: 'home', subItem: 'agencies' }],
  ])('%s -> %j', (path, expected) => {
    expect(activeNavIds(path, buildNav(HOST, ALL))).toEqual(expected);
  });

  it('falls back to home for the paths of a remote whose manifest is not loaded', () => {
    expect(
      activeNavIds(
        '/users/u-1',
        buildNav(
          HOST,
          ALL.filter(({ name }) => name !== 'remoteUsers'),
        ),
      ).item,
    ).toBe('home');
  });
});
