import { registerStrings } from '@ottilia/shared-ui';
import i18next from 'i18next';
import { REPO_MANIFESTS } from '../test-support/route-manifests';
import { parseRouteManifest, translatedManifest } from './route-manifest';

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
  [{ ...valid, namespace: 7 }, '"namespace" must be a text'],
  [{ ...valid, namespace: 'x', strings: { routes: { a: 1 } } }, '"strings" must be nested texts'],
])('refuses %j', (json, problem) => {
  expect(() => parseRouteManifest(json, 'remoteX')).toThrow(`route manifest of remoteX: ${problem}`);
});

describe('titles and labels as string keys of the remote\'s namespace', () => {
  const keyed = { ...valid, namespace: 'x-area', strings: { routes: { a: 'A page', x: 'X area' } },
    navGroups: [{ ...valid.navGroups[0], label: 'routes.x' }],
    routes: [{ ...valid.routes[0], title: 'routes.a', nav: { ...valid.routes[0]!.nav, label: 'routes.a' } }] };

  it('shows the English the manifest carries, and what the translations service renamed', () => {
    const manifest = parseRouteManifest(keyed, 'remoteX');
    registerStrings(manifest.namespace!, manifest.strings!);
    const shown = () => translatedManifest(manifest, i18next.getFixedT('en'));
    expect(shown()).toMatchObject({ navGroups: [{ label: 'X area' }], routes: [{ title: 'A page', nav: { label: 'A page' } }] });
    // the service's strings replace the bundled ones (as load-translations.ts adds them)
    i18next.addResourceBundle('en', 'x-area', { routes: { a: 'Renamed page' } }, true, true);
    expect(shown()).toMatchObject({ navGroups: [{ label: 'X area' }], routes: [{ title: 'Renamed page', nav: { label: 'Renamed page' } }] });
  });

  it('keeps the text of a manifest published before titles were keys (no namespace)', () => {
    expect(translatedManifest(parseRouteManifest(valid, 'remoteX'), i18next.getFixedT('en'))).toEqual(valid);
  });
});
