import { cleanup, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import manifest from '../../route-manifest.json';
import { agency } from '../features/agencies/test-support/agency-fixtures';
import { DEFINITIONS, RESOURCES } from '@ottilia/shared-admin';
import { HARNESS_PAGES, HARNESS_ROUTES } from '../harness/harness-routes';
import ResourcePage, { OWN_SCREENS } from './resource-page';
import { fakeApi, pageOf } from '../test-support/fake-api';
import { renderPage } from '../test-support/render-page';
import { describeExposedPages } from '@ottilia/shared-admin/testing';

const stamps = { version: 1, createdAt: '2025-01-02T10:00:00.000Z', updatedAt: '2025-01-02T10:00:00.000Z' };

const api = () =>
  fakeApi({
    ...Object.fromEntries(RESOURCES.map(({ apiPath }) => [`GET ${apiPath}`, pageOf([])])),
    'GET /agencies/AG-1': agency({ eid: 'AG-1' }),
    'GET /brands/BR-1': { eid: 'BR-1', name: 'Aurora Gin', type: 'spirits', isActive: true, projectCount: 0, ...stamps },
    'GET /email-domains/ED-1': { eid: 'ED-1', name: 'ottilia.example', type: 'corporate', isActive: true, state: 'VERIFIED', ...stamps },
    'GET /legal-entities/LE-1': { eid: 'LE-1', name: 'Ottilia Brands A/S', country: 'DK', countryName: 'Denmark', ...stamps },
  });

// The list routes the manifest's "resources" derives from identities (none while every resource has pages of its own).
const DERIVED = HARNESS_ROUTES.filter(({ path, element }) => (element as ReactElement).type === ResourcePage && !path?.includes(':'));

it("names in ResourcePage's module map only resources it shows (a misspelt kind would quietly fall back to the derived screens)", () => {
  const shown = RESOURCES.filter(({ route }) => DERIVED.some(({ path }) => `/${path}` === route)).map(({ kind }) => kind);
  expect(Object.keys(OWN_SCREENS).filter((kind) => !shown.includes(kind))).toEqual([]);
});

it('has, for each resource without pages of its own, a definition or a screen in its module map', () => {
  const shown = RESOURCES.filter(({ route }) => DERIVED.some(({ path }) => `/${path}` === route));
  const defined = DEFINITIONS.map(({ identity }) => identity.kind);
  expect(shown.filter(({ kind }) => !(kind in OWN_SCREENS) && !defined.includes(kind)).map(({ route }) => route)).toEqual([]);
});

it('shows each resource without pages of its own at the list route its identity gives it, titled by its label key', async () => {
  for (const { path } of DERIVED) {
    const title = HARNESS_PAGES.find(({ href }) => href === `/${path}`)?.label;
    renderPage(api(), `/${path}`);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    cleanup();
  }
});

describeExposedPages(manifest, {
  harnessRoutes: HARNESS_ROUTES,
  pages: [
    ['./AgenciesPage', '/backoffice/agencies', 'Agencies'],
    ['./AgencyDetailPage', '/backoffice/agencies/AG-1', 'Northwind Digital'],
    ['./BrandsPage', '/backoffice/brands', 'Brands'],
    ['./BrandDetailPage', '/backoffice/brands/BR-1', 'Aurora Gin'],
    ['./DomainsPage', '/backoffice/domains', 'Email Domains'],
    ['./DomainDetailPage', '/backoffice/domains/ED-1', 'ottilia.example'],
    ['./EntitiesPage', '/backoffice/entities', 'Legal entities'],
    ['./EntityDetailPage', '/backoffice/entities/LE-1', 'Ottilia Brands A/S'],
    ['./SiteTypesPage', '/backoffice/site-types', 'Types of website'],
    ['./NewsPage', '/backoffice/news', 'News'],
    ['./TranslationsPage', '/backoffice/translations', 'Translations'],
  ],
  testedElsewhere: [manifest.resources.module],
  load: (file) => import(`../../${file}`),
  render: (url) => renderPage(api(), url),
});
