/** Brands (GET/PUT/DELETE /brands): name, a lower-case type shown capitalised, Active/Inactive. */
import type { AdminRecord, Resource } from '@ottilia/shared-admin';
import { capitalise } from '@ottilia/shared-admin';

export interface Brand extends AdminRecord {
  /** Stored lower case, e.g. 'spirits'. */
  type: string;
  isActive: boolean;
  projectCount: number;
  createdAt: string;
  updatedAt: string;
}

export const BRANDS: Resource = {
  apiPath: '/brands',
  route: '/backoffice/brands',
  title: 'Brands',
  singular: 'brand',
  plural: 'brands',
  permissions: { create: 'brandsCreate', edit: 'brandsEdit', delete: 'brandsDelete' },
  hasActiveFlag: true,
};

/** The types the type filter offers (the API takes any text and stores it lower case). */
export const BRAND_TYPES = ['spirits', 'wine', 'beer', 'cider', 'ready to drink'] as const;

/** 'spirits' -> 'Spirits' (spec section 3: type shown capitalised). */
export const brandTypeLabel = (type: string) => capitalise(type);
