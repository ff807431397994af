import { defineList } from '@ottilia/shared-admin/screens';
import { ACTIVE_FILTER } from '@ottilia/shared-admin';
import { SITE_TYPES, type SiteType } from './site-types';

/** The list's own columns; the status toggle and row actions are added by the screen. */
export const SITE_TYPE_LIST = defineList<SiteType>({
  resource: SITE_TYPES,
  searchFields: ['name'],
  filters: [ACTIVE_FILTER],
  columns: [
    { key: 'name', header: 'Name', sortable: true },
    { key: 'projectCount', header: 'Projects' },
  ],
});
