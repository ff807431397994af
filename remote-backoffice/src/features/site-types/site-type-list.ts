import { defineList } from '@ottilia/shared-admin/screens';
import { ACTIVE_FILTER } from '@ottilia/shared-admin';
import type { BackofficeT } from '../../i18n/strings';
import { siteTypesResource, type SiteType } from './site-types';

/** The list's own columns, in the current language; the status toggle and row actions are added by the screen. */
export const siteTypeList = (t: BackofficeT) =>
  defineList<SiteType>({
    resource: siteTypesResource(t),
    searchFields: ['name'],
    filters: [ACTIVE_FILTER],
    columns: [
      { key: 'name', header: t('common.name'), sortable: true },
      { key: 'projectCount', header: t('common.projects') },
    ],
  });
