import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import exposes from '../../exposes.json';

// Route parameters as the host's router hands them to a detail page.
jest.mock('react-router-dom', () => ({ useParams: () => ({ id: 'x-1' }) }));

// The modules this remote exposes (exposes.json, which its build uses) and what each shows.
const PAGES: [expose: keyof typeof exposes, heading: string, text: string][] = [
  ['./AgenciesPage', 'Agencies', 'Partner agencies'],
  ['./AgencyDetailPage', 'Agency', 'agency x-1'],
  ['./BrandsPage', 'Brands', 'Brands of the group'],
  ['./BrandDetailPage', 'Brand', 'brand x-1'],
  ['./DomainsPage', 'Email Domains', 'E-mail domains'],
  ['./DomainDetailPage', 'Email Domain', 'e-mail domain x-1'],
  ['./EntitiesPage', 'Legal entities', 'Legal entities of the group'],
  ['./EntityDetailPage', 'Legal entity', 'legal entity x-1'],
  ['./SiteTypesPage', 'Types of website', 'Types of website a project'],
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
