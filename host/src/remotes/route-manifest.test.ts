import { REPO_MANIFESTS } from '../test-support/route-manifests';
import { parseRouteManifest } from './route-manifest';

const valid = {
  name: 'remoteX',
  area: 'X',
  navGroups: [{ id: 'x', label: 'X', to: '/x/a', position: 70 }],
  routes: [{ path: '/x/a', module: './APage', permission: 'brandsRead', title: 'A', nav: { id: 'a', label: 'A', group: 'x', position: 1 } }],
};

it.each(Object.keys(REPO_MANIFESTS))('the route manifest of %s is one the host reads', (name) => {
  expect(parseRouteManifest(REPO_MANIFESTS[name], name).name).toBe(name);
});

it('reads a manifest and ignores what it does not know (the source files, newer keys)', () => {
  expect(parseRouteManifest({ ...valid, exposes: { './APage': './src/a.tsx' }, since: 2 }, 'remoteX')).toEqual(valid);
});

it.each([
  [[], 'not an object'],
  [{ ...valid, name: 'remoteY' }, '"name" is "remoteY", env-config calls it remoteX'],
  [{ ...valid, area: '' }, '"area" must be a text'],
  [{ ...valid, routes: [{ path: 'x/a', module: './APage', title: 'A' }] }, 'routes[0] needs path (absolute), module and title'],
  // a misread gate would open a page to everybody
  [{ ...valid, routes: [{ path: '/x/a', module: './APage', title: 'A', permission: 'brandRead' }] }, 'routes[0]: unknown permission "brandRead"'],
  [{ ...valid, routes: [{ path: '/x/a', module: './APage', title: 'A', nav: { id: 'a', label: 'A' } }] }, 'routes[0].nav needs id, label and position'],
  [{ ...valid, navGroups: [{ id: 'x', label: 'X', position: 1 }] }, 'navGroups[0] needs id, label, to (a path) and position'],
])('refuses %j', (json, problem) => {
  expect(() => parseRouteManifest(json, 'remoteX')).toThrow(`route manifest of remoteX: ${problem}`);
});
