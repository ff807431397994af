/** Brands (GET/PUT/DELETE /brands): name, a lower-case type shown capitalised, Active/Inactive. */
import type { Resource } from '@ottilia/shared-admin';
import { capitalise } from '@ottilia/shared-admin';
import type { WireBrand } from '@ottilia/shared-contracts/wire';
import type { BackofficeT } from '../../i18n/strings';

/** As GET /brands/{eid} answers it; `type` is stored lower case, e.g. 'spirits'. */
export type Brand = WireBrand;

/** Where brands live and who may do what; the names the screens call them come from `brandsResource`. */
export const BRANDS = {
  apiPath: '/brands',
  route: '/backoffice/brands',
  permissions: { create: 'brandsCreate', edit: 'brandsEdit', delete: 'brandsDelete' },
  hasActiveFlag: true,
} as const satisfies Omit<Resource, 'title' | 'singular' | 'plural'>;

/** The resource as the shared screens name it, in the current language. */
export const brandsResource = (t: BackofficeT): Resource => ({
  ...BRANDS,
  title: t('brands.resource.title'),
  singular: t('brands.resource.singular'),
  plural: t('brands.resource.plural'),
});

/** The types the type filter offers (the API takes any text and stores it lower case). */
export const BRAND_TYPES = ['spirits', 'wine', 'beer', 'cider', 'ready to drink'] as const;

/** 'spirits' -> 'Spirits' (spec section 3: type shown capitalised). */
export const brandTypeLabel = (type: string) => capitalise(type);
