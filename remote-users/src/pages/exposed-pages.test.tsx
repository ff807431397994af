import { screen } from '@testing-library/react';
import type { ComponentType, ReactElement } from 'react';
import manifest from '../../route-manifest.json';
import { HARNESS_ROUTES } from '../harness/harness-routes';
import { aUser, fakeApi, pageOf } from '../test-support/fake-api';
import { renderPage } from '../test-support/render-page';

const { exposes } = manifest;

// The modules this remote exposes (route-manifest.json, which its build uses), the route its
// manifest has the host mount each on, and the heading it shows there.
const PAGES: [expose: keyof typeof exposes, url: string, heading: string][] = [
  ['./UsersPage', '/users', 'Users'],
  ['./UserDetailPage', '/users/U-ANN', 'Ann Archer'],
];

const api = () => fakeApi({ 'GET /users': pageOf([aUser()]), 'GET /users/U-ANN': aUser(), 'GET /users/U-ANN/projects': [] });

it('exposes exactly these modules', () => {
  expect(Object.keys(exposes).sort()).toEqual(PAGES.map(([expose]) => expose).sort());
});

it.each(PAGES)('%s is the page at %s, showing %s', async (expose, url, heading) => {
  const { default: Page } = (await import(`../../${exposes[expose]}`)) as { default: ComponentType };
  const published = manifest.routes.find(({ module }) => module === expose);
  expect(url).toMatch(new RegExp(`^${published?.path.replace(':id', '[^/]+')}$`));
  // the harness (and so every feature test) mounts the exposed component on the host's path
  const route = HARNESS_ROUTES.find(({ path }) => path && new RegExp(`^/${path.replace(':id', '[^/]+')}$`).test(url));
  expect((route?.element as ReactElement | undefined)?.type).toBe(Page);

  renderPage(api(), url);
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
});
