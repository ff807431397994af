import { fakeApi } from '@ottilia/shared-auth/testing';
import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import manifest from '../../route-manifest.json';
import { renderRemote } from '@ottilia/shared-admin/testing';

const { exposes } = manifest;
const PROJECT = '00000000-0000-4000-8000-000000000001';

// The modules this remote exposes (route-manifest.json, which its build uses) and the heading each shows.
const PAGES: [expose: keyof typeof exposes, heading: string][] = [
  ['./CookiesTab', 'Cookies'],
  ['./AgeGateTab', 'Age gate'],
];

it('exposes exactly these modules', () => {
  expect(Object.keys(exposes).sort()).toEqual(PAGES.map(([expose]) => expose).sort());
});

it.each(PAGES)('%s renders its page for the project it is given', async (expose, heading) => {
  const { default: Page } = (await import(`../../${exposes[expose]}`)) as { default: ComponentType<Record<string, unknown>> };
  const api = fakeApi({}, 'SUPER_ADMIN', [{ match: /^GET /, route: () => new Promise(() => {}) }]);
  renderRemote(api, { ui: <Page projectId={PROJECT} /> });
  expect(screen.getByRole('heading', { name: heading, level: 2 })).toBeInTheDocument();
});
