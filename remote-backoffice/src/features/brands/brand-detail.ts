import type { DetailSpec } from '@ottilia/shared-admin/screens';
import type { FieldSpec } from '@ottilia/shared-ui/admin';
import { activeLabel } from '@ottilia/shared-admin';
import { BRANDS, brandTypeLabel, type Brand } from './brands';

export type BrandDraft = { name: string; type: string; isActive: boolean };

export const BRAND_FIELDS: readonly FieldSpec<BrandDraft>[] = [
  { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 120 },
  { name: 'type', label: 'Type', kind: 'text', required: true, maxLength: 60, hint: 'For example spirits, wine or beer.' },
  { name: 'isActive', label: 'Active', kind: 'toggle' },
];

export const BRAND_DETAIL: DetailSpec<Brand, BrandDraft> = {
  resource: BRANDS,
  viewRows: [
    { label: 'ID', value: (brand) => brand.eid },
    { label: 'Name', value: (brand) => brand.name },
    { label: 'Type', value: (brand) => brandTypeLabel(brand.type) },
    { label: 'Status', value: (brand) => activeLabel(brand.isActive) },
    { label: 'Projects', value: (brand) => brand.projectCount },
  ],
  emptyDraft: { name: '', type: '', isActive: true },
  toDraft: ({ name, type, isActive }) => ({ name, type, isActive }),
  toBody: ({ name, type, isActive }) => ({ name, type, isActive }),
};
