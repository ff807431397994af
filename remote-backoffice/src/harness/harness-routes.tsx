import { harnessFromManifest } from '@ottilia/shared-auth/standalone';
import manifest from '../../route-manifest.json';
import { en } from '../i18n/en';
import AgenciesPage from '../pages/agencies-page';
import AgencyDetailPage from '../pages/agency-detail-page';
import BrandDetailPage from '../pages/brand-detail-page';
import BrandsPage from '../pages/brands-page';
import DomainDetailPage from '../pages/domain-detail-page';
import DomainsPage from '../pages/domains-page';
import EntitiesPage from '../pages/entities-page';
import EntityDetailPage from '../pages/entity-detail-page';
import NewsPage from '../pages/news-page';
import ResourcePage from '../pages/resource-page';
import SiteTypesPage from '../pages/site-types-page';
import TranslationsPage from '../pages/translations-page';

/** Each exposed page on the path its route manifest gives it in the host; the lists are linked. */
export const { pages: HARNESS_PAGES, routes: HARNESS_ROUTES } = harnessFromManifest(manifest, en, {
  './AgenciesPage': AgenciesPage,
  './AgencyDetailPage': AgencyDetailPage,
  './BrandsPage': BrandsPage,
  './BrandDetailPage': BrandDetailPage,
  './DomainsPage': DomainsPage,
  './DomainDetailPage': DomainDetailPage,
  './EntitiesPage': EntitiesPage,
  './EntityDetailPage': EntityDetailPage,
  './SiteTypesPage': SiteTypesPage,
  './NewsPage': NewsPage,
  './TranslationsPage': TranslationsPage,
  './ResourcePage': ResourcePage,
});
