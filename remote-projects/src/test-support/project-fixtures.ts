/** Test support: a project as GET /projects/{uuid} answers it, and the choices of GET /projects/choices. */
import type { Project } from '../lib/project';
import type { ProjectChoices } from '../lib/project-choices';

export const UUID = '3f2a9c1e-7b4d-4e8a-9f10-2c6d8e0b5a71';
export const PROJECT_PATH = `/projects/${UUID}`;
export const PROJECT_URL = `/projects/${UUID}`;

export function project(overrides: Partial<Project> = {}): Project {
  return {
    uuid: UUID,
    name: 'Gin Garden Relaunch',
    createdAt: '2025-03-07T12:00:00.000Z',
    updatedAt: '2025-03-08T09:00:00.000Z',
    estimatedGoLiveDate: '2025-06-30',
    status: 'IN_REVIEW',
    agency: { eid: 'AG1', name: 'Northwind Digital' },
    brand: { eid: 'BR1', name: 'Juniper & Co' },
    projectType: { eid: 'PT1', name: 'Brand website' },
    agencyEid: 'AG1',
    brandEid: 'BR1',
    projectTypeEid: 'PT1',
    projectTypeName: 'Brand website',
    hasGlobalPolicies: true,
    hasAgeGateway: false,
    hasCookieConsent: false,
    markets: ['DK', 'FR'],
    version: 7,
    review: { eid: 'R-PENDING', decision: null, decidedAt: null, decidedByName: null },
    ...overrides,
  };
}

export const CHOICES: ProjectChoices = {
  agencies: [
    { eid: 'AG2', name: 'Bluepeak Studio', marketCode: 'DK', isActive: true },
    { eid: 'AG1', name: 'Northwind Digital', marketCode: 'GO', isActive: true },
    { eid: 'AG3', name: 'Old Mill Media', marketCode: 'FR', isActive: false },
  ],
  brands: [
    { eid: 'BR2', name: 'Harbour Spirits', isActive: true },
    { eid: 'BR1', name: 'Juniper & Co', isActive: true },
  ],
  projectTypes: [
    { eid: 'PT1', name: 'Brand website', isActive: true },
    { eid: 'PT2', name: 'Campaign site', isActive: true },
  ],
  markets: [
    { code: 'DK', countryName: 'Denmark' },
    { code: 'FR', countryName: 'France' },
    { code: 'DE', countryName: 'Germany' },
  ],
  legalEntities: [
    { eid: 'LE1', name: 'Ottilia Brands A/S', country: 'DK', countryName: 'Denmark' },
    { eid: 'LE3', name: 'Ottilia Deutschland GmbH', country: 'DE', countryName: 'Germany' },
    { eid: 'LE2', name: 'Ottilia France SAS', country: 'FR', countryName: 'France' },
  ],
};
