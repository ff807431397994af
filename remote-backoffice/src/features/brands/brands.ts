/** Brands (GET/PUT/DELETE /brands): name, a lower-case type shown capitalised, Active/Inactive. */
import { BRANDS, capitalise, valueFilter } from '@ottilia/shared-admin';
import { defineResource, formOf, type FormDraft } from '@ottilia/shared-admin/screens';
import type { WireBrand } from '@ottilia/shared-contracts/wire';
import { NS, type BackofficeT } from '../../i18n/strings';

/** As GET /brands/{eid} answers it; `type` is stored lower case, e.g. 'spirits'. */
export type Brand = WireBrand;

export type BrandDraft = FormDraft<typeof BRANDS.apiPath, 'name' | 'type' | 'isActive'>;

/** The types the type filter offers (the API takes any text and stores it lower case). */
export const BRAND_TYPES = ['spirits', 'wine', 'beer', 'cider', 'ready to drink'] as const;

/** 'spirits' -> 'Spirits' (spec section 3: type shown capitalised). */
export const brandTypeLabel = (type: string) => capitalise(type);

/** The brand screens in the current language (built at render: their labels come from t). */
export const brands = (t: BackofficeT) =>
  defineResource<Brand, BrandDraft>({
    identity: BRANDS,
    ns: NS,
    searchFields: ['name', 'type'],
    filters: [
      valueFilter(
        'type',
        t('common.type'),
        'type',
        BRAND_TYPES.map((type) => ({ value: type, label: brandTypeLabel(type) })),
      ),
    ],
    columns: [{ key: 'type', header: t('common.type'), sortable: true, render: (brand) => brandTypeLabel(brand.type) }],
    viewRows: [{ label: t('common.type'), value: (brand) => brandTypeLabel(brand.type) }],
    viewRowsAfterStatus: [{ label: t('common.projects'), value: (brand) => brand.projectCount }],
    form: formOf(t, BRANDS, ['name', 'type', 'isActive'], { type: { hint: t('brands.typeHint') } }),
  });
