import { nameColumn, activeColumn, defineList } from '@ottilia/shared-admin/screens';
import { ACTIVE_FILTER, valueFilter } from '@ottilia/shared-admin';
import { BRAND_TYPES, BRANDS, brandTypeLabel, type Brand } from './brands';

export const BRAND_LIST = defineList<Brand>({
  resource: BRANDS,
  searchFields: ['name', 'type'],
  filters: [
    ACTIVE_FILTER,
    valueFilter(
      'type',
      'Type',
      'type',
      BRAND_TYPES.map((type) => ({ value: type, label: brandTypeLabel(type) })),
    ),
  ],
  columns: [
    nameColumn(BRANDS),
    { key: 'type', header: 'Type', sortable: true, render: (brand) => brandTypeLabel(brand.type) },
    activeColumn(),
  ],
});
