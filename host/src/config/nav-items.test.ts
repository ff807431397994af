import { activeNavIds } from './nav-items';

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
  expect(activeNavIds(path)).toEqual(expected);
});
