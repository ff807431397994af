/**
 * Types of website (GET/PUT/DELETE /project-types): a name and Active/Inactive. The API keeps
 * `state` in step with `isActive` (older rows without a state count as active).
 */
import type { FieldSpec } from '@ottilia/shared-ui/admin';
import type { Resource } from '@ottilia/shared-admin';
import type { WireProjectType } from '@ottilia/shared-contracts/wire';
import type { BackofficeT } from '../../i18n/strings';

/** As GET /project-types/{eid} answers it. */
export type SiteType = WireProjectType;

/** Where types of website live and who may do what; the names the screens call them come from `siteTypesResource`. */
export const SITE_TYPES = {
  apiPath: '/project-types',
  route: '/backoffice/site-types',
  permissions: { create: 'siteTypesCreate', edit: 'siteTypesEdit', delete: 'siteTypesDelete' },
  hasActiveFlag: true,
} as const satisfies Omit<Resource, 'title' | 'singular' | 'plural'>;

/** The resource as the shared screens name it, in the current language. */
export const siteTypesResource = (t: BackofficeT): Resource => ({
  ...SITE_TYPES,
  title: t('siteTypes.resource.title'),
  singular: t('siteTypes.resource.singular'),
  plural: t('siteTypes.resource.plural'),
});

export type SiteTypeDraft = { name: string; isActive: boolean };

export const siteTypeFields = (t: BackofficeT): readonly FieldSpec<SiteTypeDraft>[] => [
  { name: 'name', label: t('common.name'), kind: 'text', required: true, maxLength: 120 },
  { name: 'isActive', label: t('common.active'), kind: 'toggle' },
];

export const NEW_SITE_TYPE: SiteTypeDraft = { name: '', isActive: true };

/** Spec section 7: the PUT body carries the id (= eid) and isActive. */
export const siteTypeBody = (eid: string, { name, isActive }: SiteTypeDraft) => ({ id: eid, name, isActive });

/** The ETag of a listed row: its version. */
export const etagOf = (type: SiteType) => `"${type.version}"`;
