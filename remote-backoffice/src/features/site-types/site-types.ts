/**
 * Types of website (GET/PUT/DELETE /project-types): a name and Active/Inactive, edited in a dialog
 * on the list (with the type's history below the form), a status switch per row and Delete after
 * the spec's delete-type question. The API keeps `state` in step with `isActive` (older rows
 * without a state count as active).
 */
import { defineResource, formOf, type FormDraft } from '@ottilia/shared-admin/screens';
import { PROJECT_TYPES, type WriteBodyOf } from '@ottilia/shared-admin';
import type { WireProjectType } from '@ottilia/shared-contracts/wire';
import { NS, type BackofficeT } from '../../i18n/strings';

/** As GET /project-types/{eid} answers it. */
export type SiteType = WireProjectType;

export type SiteTypeDraft = FormDraft<typeof PROJECT_TYPES.apiPath, 'name' | 'isActive'>;

/** The screen in the current language (built at render: its labels come from t). */
export const siteTypes = (t: BackofficeT) =>
  defineResource<SiteType, SiteTypeDraft>({
    identity: PROJECT_TYPES,
    ns: NS,
    searchFields: ['name'],
    columns: [{ key: 'projectCount', header: t('common.projects') }],
    form: formOf(t, PROJECT_TYPES, ['name', 'isActive']),
    // spec section 7: the PUT body carries the id (= eid) and isActive
    toBody: ({ name, isActive }, eid): WriteBodyOf<typeof PROJECT_TYPES.apiPath> => ({ id: eid, name, isActive }),
    dialog: {
      activeSwitch: true,
      deleteQuestion: 'deleteType',
      history: true,
    },
  });
