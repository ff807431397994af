import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import manifest from '../../route-manifest.json';

const { exposes } = manifest;

// Route parameters as the host's router hands them to a detail page.
jest.mock('react-router-dom', () => ({ useParams: () => ({ id: 'x-1' }) }));

// The modules this remote exposes (route-manifest.json, which its build uses) and what each shows.
const PAGES: [expose: keyof typeof exposes, heading: string, text: string][] = [
  ['./CookiesTab', 'Cookies', 'Cookie entries of project x-1'],
  ['./AgeGateTab', 'Age gate', 'markets of project x-1'],
];

it('exposes exactly these modules', () => {
  expect(Object.keys(exposes).sort()).toEqual(PAGES.map(([expose]) => expose).sort());
});

it.each(PAGES)('%s renders its page', async (expose, heading, text) => {
  const { default: Page } = (await import(`../../${exposes[expose]}`)) as { default: ComponentType<Record<string, unknown>> };
  render(<Page projectId="x-1" />);
  expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
  expect(screen.getByText(text, { exact: false })).toBeInTheDocument();
});
