/** Brands (GET/PUT/DELETE /brands): name, a lower-case type shown capitalised, Active/Inactive. */
import type { Resource } from '@ottilia/shared-admin';
import { capitalise } from '@ottilia/shared-admin';
import type { WireBrand } from '@ottilia/shared-contracts/wire';

/** As GET /brands/{eid} answers it; `type` is stored lower case, e.g. 'spirits'. */
export type Brand = WireBrand;

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
