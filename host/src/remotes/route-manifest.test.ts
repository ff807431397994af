import i18next from 'i18next';
import { REPO_MANIFESTS } from '../test-support/route-manifests';
import { parseRouteManifest, translatedManifest } from './route-manifest';

const valid = {
  name: 'remoteX',
  area: 'X',
  navGroups: [{ id: 'x', label: 'X', to: '/x/a', position: 70 }],
  routes: [
    { path: '/x/a', module: './APage', permission: 'brandsRead', title: 'A', nav: { id: 'a', label: 'A', group: 'x', position: 1 } },
  ],
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
  [
    { ...valid, routes: [{ path: '/x/a', module: './APage', title: 'A', permission: 'brandRead' }] },
    'routes[0]: unknown permission "brandRead"',
  ],
  [
    { ...valid, routes: [{ path: '/x/a', module: './APage', title: 'A', nav: { id: 'a', label: 'A' } }] },
    'routes[0].nav needs id, label and position',
  ],
  [{ ...valid, navGroups: [{ id: 'x', label: 'X', position: 1 }] }, 'navGroups[0] needs id, label, to (a path) and position'],
  [{ ...valid, namespace: 7 }, '"namespace" must be a text'],
  [{ ...valid, routes: [{ ...valid.routes[0], titleKey: 3 }] }, 'routes[0]: "titleKey" must be a text'],
  [
    { ...valid, routes: [{ ...valid.routes[0], prefetch: { path: 'x' } }] },
    'routes[0].prefetch needs path (absolute) and a query of texts and numbers',
  ],
  [
    { ...valid, routes: [{ ...valid.routes[0], prefetch: { path: '/x', query: { page: [1] } } }] },
    'routes[0].prefetch needs path (absolute) and a query of texts and numbers',
  ],
])('refuses %j', (json, problem) => {
  expect(() => parseRouteManifest(json, 'remoteX')).toThrow(`route manifest of remoteX: ${problem}`);
});

it('reads the API read a route makes first (its prefetch)', () => {
  const prefetch = { path: '/x', query: { page: 1, size: 20, $orderBy: 'createdAt desc' } };
  expect(parseRouteManifest({ ...valid, routes: [{ ...valid.routes[0], prefetch }] }, 'remoteX').routes[0]!.prefetch).toEqual(prefetch);
});

describe("titles and labels as string keys of the remote's namespace", () => {
  const keyed = {
    ...valid,
    namespace: 'x-area',
    navGroups: [{ ...valid.navGroups[0], label: 'X area', labelKey: 'routes.x' }],
    routes: [
      {
        ...valid.routes[0],
        title: 'A page',
        titleKey: 'routes.a',
        nav: { ...valid.routes[0]!.nav, label: 'A page', labelKey: 'routes.a' },
      },
    ],
  };

  it('shows the English published beside each key, and what the translations service renamed', () => {
    const manifest = parseRouteManifest(keyed, 'remoteX');
    expect(manifest.routes[0]).toMatchObject({ titleKey: 'routes.a', nav: { labelKey: 'routes.a' } });
    const shown = () => translatedManifest(manifest, i18next.getFixedT('en'));
    expect(shown()).toMatchObject({ navGroups: [{ label: 'X area' }], routes: [{ title: 'A page', nav: { label: 'A page' } }] });
    // the service's strings for the namespace (as load-translations.ts adds them)
    i18next.addResourceBundle('en', 'x-area', { routes: { a: 'Renamed page' } }, true, true);
    expect(shown()).toMatchObject({
      navGroups: [{ label: 'X area' }],
      routes: [{ title: 'Renamed page', nav: { label: 'Renamed page' } }],
    });
  });

  it('keeps the text of a manifest published before titles were keys (no namespace)', () => {
    expect(translatedManifest(parseRouteManifest(valid, 'remoteX'), i18next.getFixedT('en'))).toEqual(valid);
  });
});
