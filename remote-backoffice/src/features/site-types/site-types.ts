/**
 * Types of website (GET/PUT/DELETE /project-types): a name and Active/Inactive. The API keeps
 * `state` in step with `isActive` (older rows without a state count as active).
 */
import type { FieldSpec } from '@ottilia/shared-ui/admin';
import type { Resource } from '@ottilia/shared-admin';
import type { WireProjectType } from '@ottilia/shared-contracts/wire';

/** As GET /project-types/{eid} answers it. */
export type SiteType = WireProjectType;

export const SITE_TYPES: Resource = {
  apiPath: '/project-types',
  route: '/backoffice/site-types',
  title: 'Types of website',
  singular: 'type of website',
  plural: 'types of website',
  permissions: { create: 'siteTypesCreate', edit: 'siteTypesEdit', delete: 'siteTypesDelete' },
  hasActiveFlag: true,
};

export type SiteTypeDraft = { name: string; isActive: boolean };

export const SITE_TYPE_FIELDS: readonly FieldSpec<SiteTypeDraft>[] = [
  { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 120 },
  { name: 'isActive', label: 'Active', kind: 'toggle' },
];

export const NEW_SITE_TYPE: SiteTypeDraft = { name: '', isActive: true };

/** Spec section 7: the PUT body carries the id (= eid) and isActive. */
export const siteTypeBody = (eid: string, { name, isActive }: SiteTypeDraft) => ({ id: eid, name, isActive });

/** The ETag of a listed row: its version. */
export const etagOf = (type: SiteType) => `"${type.version}"`;
