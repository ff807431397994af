import { type RouteObject } from 'react-router-dom';
import AgenciesPage from '../pages/agencies-page';
import AgencyDetailPage from '../pages/agency-detail-page';
import BrandDetailPage from '../pages/brand-detail-page';
import BrandsPage from '../pages/brands-page';
import DomainDetailPage from '../pages/domain-detail-page';
import DomainsPage from '../pages/domains-page';
import EntitiesPage from '../pages/entities-page';
import EntityDetailPage from '../pages/entity-detail-page';
import SiteTypesPage from '../pages/site-types-page';

/** The harness header's links: each list page on the path the host gives it. */
export const HARNESS_PAGES = [
  { label: 'Agencies', href: '/backoffice/agencies' },
  { label: 'Brands', href: '/backoffice/brands' },
  { label: 'Types of website', href: '/backoffice/site-types' },
  { label: 'Email Domains', href: '/backoffice/domains' },
  { label: 'Legal entities', href: '/backoffice/entities' },
];

export const HARNESS_ROUTES: RouteObject[] = [
  { path: 'backoffice/agencies', element: <AgenciesPage /> },
  { path: 'backoffice/agencies/:id', element: <AgencyDetailPage /> },
  { path: 'backoffice/brands', element: <BrandsPage /> },
  { path: 'backoffice/brands/:id', element: <BrandDetailPage /> },
  { path: 'backoffice/domains', element: <DomainsPage /> },
  { path: 'backoffice/domains/:id', element: <DomainDetailPage /> },
  { path: 'backoffice/entities', element: <EntitiesPage /> },
  { path: 'backoffice/entities/:id', element: <EntityDetailPage /> },
  { path: 'backoffice/site-types', element: <SiteTypesPage /> },
];
