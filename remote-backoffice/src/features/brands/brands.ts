/** Brands (GET/PUT/DELETE /brands): name, a lower-case type shown capitalised, Active/Inactive. */
import { BRANDS, capitalise, recordLimits, valueFilter, type WriteBodyOf } from '@ottilia/shared-admin';
import { defineResource } from '@ottilia/shared-admin/screens';
import type { WireBrand } from '@ottilia/shared-contracts/wire';
import type { FieldSpec } from '@ottilia/shared-ui/admin';
import { NS, type BackofficeT } from '../../i18n/strings';

/** As GET /brands/{eid} answers it; `type` is stored lower case, e.g. 'spirits'. */
export type Brand = WireBrand;

export type BrandDraft = { name: string; type: string; isActive: boolean };

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
    filters: [valueFilter('type', t('common.type'), 'type', BRAND_TYPES.map((type) => ({ value: type, label: brandTypeLabel(type) })))],
    columns: [{ key: 'type', header: t('common.type'), sortable: true, render: (brand) => brandTypeLabel(brand.type) }],
    viewRows: [{ label: t('common.type'), value: (brand) => brandTypeLabel(brand.type) }],
    viewRowsAfterStatus: [{ label: t('common.projects'), value: (brand) => brand.projectCount }],
    emptyDraft: { name: '', type: '', isActive: true },
    toDraft: ({ name, type, isActive }) => ({ name, type, isActive }),
    toBody: ({ name, type, isActive }): WriteBodyOf<typeof BRANDS.apiPath> => ({ name, type, isActive }),
  });

const LIMITS = recordLimits(BRANDS);

export const brandFields = (t: BackofficeT): readonly FieldSpec<BrandDraft>[] => [
  { name: 'name', label: t('common.name'), kind: 'text', required: true, maxLength: LIMITS.name.maxLength },
  { name: 'type', label: t('common.type'), kind: 'text', required: true, maxLength: LIMITS.type.maxLength, hint: t('brands.typeHint') },
  { name: 'isActive', label: t('common.active'), kind: 'toggle' },
];
