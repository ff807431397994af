import { harnessFromManifest } from './harness-routes';

const List = () => null;
const Detail = () => null;
const manifest = {
  routes: [
    { path: '/things', module: './ThingsPage', title: 'routes.things' },
    { path: '/things/:id', module: './ThingPage', title: 'routes.thing' },
  ],
};
/** The remote's English, where the manifest's title keys are. */
const english = { routes: { things: 'Things', thing: 'Thing' } };

test('routes and links follow the manifest, links titled by its keys; a page with parameters is linked with samples only', () => {
  const pages = { './ThingsPage': List, './ThingPage': Detail };
  expect(harnessFromManifest(manifest, english, pages).pages).toEqual([{ label: 'Things', href: '/things' }]);
  const withSample = harnessFromManifest(manifest, english, pages, { id: 'T-1' });
  expect(withSample.pages).toEqual([
    { label: 'Things', href: '/things' },
    { label: 'Thing', href: '/things/T-1' },
  ]);
  expect(withSample.routes.map((route) => route.path)).toEqual(['things', 'things/:id']);
});

test('a manifest route without a component stops the harness', () => {
  expect(() => harnessFromManifest(manifest, english, { './ThingsPage': List })).toThrow(
    'The harness has no component for ./ThingPage (route /things/:id)',
  );
});
