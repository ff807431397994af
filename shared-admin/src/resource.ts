/** What list and detail screens need to know about one resource (agencies, brands, ...). */
import type { Permission } from '@ottilia/shared-auth';

export interface Resource {
  /** API path of the collection, e.g. '/brands'. */
  apiPath: string;
  /** Screen route of the list, e.g. '/backoffice/brands'; a record lives at `${route}/${eid}`. */
  route: string;
  /** List heading, as the navigation names it: 'Brands'. */
  title: string;
  /** 'brand' / 'brands', for buttons, counts and messages. */
  singular: string;
  plural: string;
  /** `read` gates the list; without it everyone who reaches a record may go back to the list. */
  permissions: { create: Permission; edit: Permission; delete: Permission; read?: Permission };
  /** Records carry isActive: Active/Inactive and bulk (de)activation. */
  hasActiveFlag: boolean;
}

/** Fields every listed record has. */
export interface AdminRecord {
  eid: string;
  name: string;
  version: number;
}

/** The id a detail route takes for the create form: /backoffice/brands/new. */
export const NEW_RECORD_ID = 'new';

export const recordRoute = (resource: Resource, eid: string) => `${resource.route}/${encodeURIComponent(eid)}`;
export const recordPath = (resource: Resource, eid: string) => `${resource.apiPath}/${encodeURIComponent(eid)}`;

/** 'brand' -> 'Brand'. */
export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
