import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { remoteOfPackage } from '../../shared-contracts/src/remotes.ts';
import { withFirstLoadFiles, withResourceRoutes } from '../../shared-contracts/src/route-manifest.ts';
import { publishedRouteManifest, readRouteManifest } from './route-manifest.mjs';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const users = path.join(repoRoot, 'remote-users');
const remote = remoteOfPackage('remote-users');
const BUILT_WITH = { contract: '1.0.0', shared: {} };

/** An extra manifest file (as a test's extra page gives one) with `routes` and `strings`. */
function extraManifest(manifest) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'route-manifest-')), 'route-manifest.json');
  writeFileSync(file, JSON.stringify({ exposes: { './UsersPage': path.join(users, 'src/pages/users-page.tsx') }, ...manifest }));
  return file;
}

it("publishes titles and labels as keys of the remote's namespace, each beside its English from the remote's en.ts", async () => {
  const published = await publishedRouteManifest(remote, readRouteManifest(users), BUILT_WITH, users);
  expect(published.namespace).toBe('users');
  expect(published.routes).toEqual([
    {
      path: '/users',
      module: './UsersPage',
      permission: 'usersRead',
      title: 'Users',
      titleKey: 'routes.users',
      nav: { id: 'users', label: 'Users', labelKey: 'routes.users', position: 30 },
    },
    { path: '/users/:id', module: './UserDetailPage', title: 'User', titleKey: 'routes.user' },
  ]);
});

it("takes an extra manifest's own English for keys the remote's en.ts lacks", async () => {
  const extra = extraManifest({
    routes: [
      {
        path: '/user-groups',
        module: './UsersPage',
        title: 'routes.userGroups',
        nav: { id: 'user-groups', label: 'routes.userGroups', position: 35 },
      },
    ],
    strings: { routes: { userGroups: 'User groups' } },
  });
  const published = await publishedRouteManifest(remote, readRouteManifest(users, extra), BUILT_WITH, users);
  expect(published.routes[2]).toMatchObject({
    title: 'User groups',
    titleKey: 'routes.userGroups',
    nav: { label: 'User groups', labelKey: 'routes.userGroups' },
  });
});

it("keeps the remote's profile links and help topics beside an extra manifest's (shell contract 1.2)", async () => {
  const extra = extraManifest({
    help: [{ prefix: '/user-groups', questions: [{ question: 'routes.users', answer: 'shell.inviteUser' }] }],
  });
  const published = await publishedRouteManifest(remote, readRouteManifest(users, extra), BUILT_WITH, users);
  expect(published.profile).toEqual([
    { id: 'own-profile', label: 'User profile', labelKey: 'shell.userProfile', position: 10, to: '/users/:eid' },
  ]);
  expect(published.help.map((topic) => topic.prefix)).toEqual(['/users', '/user-groups']);
  expect(published.help[1].questions).toEqual([
    { question: 'Users', questionKey: 'routes.users', answer: 'Invite user', answerKey: 'shell.inviteUser' },
  ]);
});

it("keeps the remote's palette actions beside an extra manifest's, each with its English", async () => {
  const extra = extraManifest({ actions: [{ id: 'groups', label: 'routes.users', to: '/users?groups' }] });
  const published = await publishedRouteManifest(remote, readRouteManifest(users, extra), BUILT_WITH, users);
  expect(published.actions).toEqual([
    { id: 'invite-user', label: 'Invite user', labelKey: 'shell.inviteUser', to: '/users?invite', permission: 'usersCreate' },
    { id: 'groups', label: 'Users', labelKey: 'routes.users', to: '/users?groups' },
  ]);
});

it('refuses a key without English, and what the host would refuse', async () => {
  const untranslated = extraManifest({ routes: [{ path: '/user-groups', module: './UsersPage', title: 'routes.userGroups' }] });
  await expect(publishedRouteManifest(remote, readRouteManifest(users, untranslated), BUILT_WITH, users)).rejects.toThrow(
    'route manifest of remoteUsers: no English for routes.userGroups in namespace users',
  );
  const ungated = extraManifest({
    routes: [{ path: '/user-groups', module: './UsersPage', title: 'routes.users', permission: 'userRead' }],
  });
  await expect(publishedRouteManifest(remote, readRouteManifest(users, ungated), BUILT_WITH, users)).rejects.toThrow(
    'route manifest of remoteUsers: routes[2]: unknown permission "userRead"',
  );
});

it("gives each of the remote's resource identities without a route of its own a list and a record route, from the identity alone", () => {
  const identity = (route, kind, labels, read, nav) => ({ route, kind, labels, permissions: { read }, nav });
  const brands = { path: '/backoffice/brands', module: './BrandsPage', title: 'routes.brands' };
  const source = {
    routes: [brands],
    resources: { module: './ResourcePage', routePrefix: '/backoffice/', group: 'backoffice', position: 80 },
  };
  const identities = [
    identity('/backoffice/brands', 'brand', 'brands.resource', 'brandsRead'),
    identity('/backoffice/campaign-types', 'campaign-type', 'campaignTypes.resource', 'siteTypesRead', 5),
    identity('/users', 'user', 'users.resource', 'usersRead'),
  ];
  expect(withResourceRoutes(source, identities).routes).toEqual([
    brands,
    {
      path: '/backoffice/campaign-types',
      module: './ResourcePage',
      permission: 'siteTypesRead',
      title: 'campaignTypes.resource.title',
      nav: { id: 'campaign-type', label: 'campaignTypes.resource.title', group: 'backoffice', position: 85 },
    },
    {
      path: '/backoffice/campaign-types/:id',
      module: './ResourcePage',
      permission: 'siteTypesRead',
      title: 'campaignTypes.resource.title',
    },
  ]);
  // a manifest without "resources" derives nothing
  expect(withResourceRoutes({ routes: [brands] }, identities).routes).toEqual([brands]);
  // one added before it does not move it; one without a place is refused
  const before = identity('/backoffice/languages', 'language', 'languages.resource', 'siteTypesRead', 1);
  const entry = (routes, id) => routes.find((route) => route.nav?.id === id).nav.position;
  expect(entry(withResourceRoutes(source, [before, ...identities]).routes, 'campaign-type')).toBe(85);
  expect(() => withResourceRoutes(source, [{ ...before, nav: undefined }])).toThrow(
    '/backoffice/languages: a resource with derived pages names its navigation position',
  );
});

it("adds each route's first-load files and each shared module's files from the federation manifest the build wrote", async () => {
  const published = await publishedRouteManifest(remote, readRouteManifest(users), BUILT_WITH, users);
  const federation = {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [{ path: './UsersPage', assets: { js: { sync: ['strings.1.js', '__federation_expose_UsersPage.2.js'] } } }],
    shared: [{ name: '@ottilia/shared-admin', assets: { js: { sync: ['488.4.js'] } } }],
  };
  const withFiles = withFirstLoadFiles(published, federation);
  expect(withFiles.routes.map(({ path, scripts }) => [path, scripts])).toEqual([
    ['/users', ['remoteEntry.js', 'strings.1.js', '__federation_expose_UsersPage.2.js']],
    // a module the federation manifest lists no chunks of: its entry only
    ['/users/:id', ['remoteEntry.js']],
  ]);
  expect(withFiles.shared).toEqual([{ name: '@ottilia/shared-admin', scripts: ['488.4.js'] }]);
  // an entry in a folder of its own
  expect(
    withFirstLoadFiles(published, { ...federation, metaData: { remoteEntry: { name: 'remoteEntry.js', path: 'entry' } } }).routes[1]
      .scripts,
  ).toEqual(['entry/remoteEntry.js']);
});
