import type { DetailSpec } from '@ottilia/shared-admin/screens';
import type { FieldSpec } from '@ottilia/shared-ui/admin';
import { activeLabel } from '@ottilia/shared-admin';
import type { BackofficeT } from '../../i18n/strings';
import { brandsResource, brandTypeLabel, type Brand } from './brands';

export type BrandDraft = { name: string; type: string; isActive: boolean };

export const brandFields = (t: BackofficeT): readonly FieldSpec<BrandDraft>[] => [
  { name: 'name', label: t('common.name'), kind: 'text', required: true, maxLength: 120 },
  { name: 'type', label: t('common.type'), kind: 'text', required: true, maxLength: 60, hint: t('brands.typeHint') },
  { name: 'isActive', label: t('common.active'), kind: 'toggle' },
];

/** The brand's page in the current language (built at render: its labels come from t). */
export const brandDetail = (t: BackofficeT): DetailSpec<Brand, BrandDraft> => ({
  resource: brandsResource(t),
  viewRows: [
    { label: t('common.id'), value: (brand) => brand.eid },
    { label: t('common.name'), value: (brand) => brand.name },
    { label: t('common.type'), value: (brand) => brandTypeLabel(brand.type) },
    { label: t('common.status'), value: (brand) => activeLabel(brand.isActive) },
    { label: t('common.projects'), value: (brand) => brand.projectCount },
  ],
  emptyDraft: { name: '', type: '', isActive: true },
  toDraft: ({ name, type, isActive }) => ({ name, type, isActive }),
  toBody: ({ name, type, isActive }) => ({ name, type, isActive }),
});
