import { nameColumn, activeColumn, defineList } from '@ottilia/shared-admin/screens';
import { ACTIVE_FILTER, valueFilter } from '@ottilia/shared-admin';
import type { BackofficeT } from '../../i18n/strings';
import { BRAND_TYPES, brandsResource, brandTypeLabel, type Brand } from './brands';

/** The brand list in the current language (built at render: its labels come from t). */
export function brandList(t: BackofficeT) {
  const resource = brandsResource(t);
  return defineList<Brand>({
    resource,
    searchFields: ['name', 'type'],
    filters: [
      ACTIVE_FILTER,
      valueFilter(
        'type',
        t('common.type'),
        'type',
        BRAND_TYPES.map((type) => ({ value: type, label: brandTypeLabel(type) })),
      ),
    ],
    columns: [
      nameColumn(resource),
      { key: 'type', header: t('common.type'), sortable: true, render: (brand) => brandTypeLabel(brand.type) },
      activeColumn(),
    ],
  });
}
