/** Legal entities (GET/PUT/DELETE /legal-entities): a name and the country (a market code) it is registered in. */
import type { AdminRecord, Resource } from '@ottilia/shared-admin';

export interface LegalEntity extends AdminRecord {
  /** Market code. */
  country: string;
  countryName: string;
  createdAt: string;
  updatedAt: string;
}

export const LEGAL_ENTITIES: Resource = {
  apiPath: '/legal-entities',
  route: '/backoffice/entities',
  title: 'Legal entities',
  singular: 'legal entity',
  plural: 'legal entities',
  permissions: { create: 'entitiesCreate', edit: 'entitiesEdit', delete: 'entitiesDelete' },
  hasActiveFlag: false,
};
