/** Campaign types: a name and Active/Inactive, edited in a dialog on the list (routes derived from the identity). */
import { CAMPAIGN_TYPES, recordLimits, type RecordOf, type WriteBodyOf } from '@ottilia/shared-admin';
import { defineResource, ResourceList } from '@ottilia/shared-admin/screens';
import { NS, type BackofficeT } from '../../i18n/strings';
import { useScreens } from '../../lib/use-screens';

type Draft = { name: string; isActive: boolean };

const campaignTypes = (t: BackofficeT) =>
  defineResource<RecordOf<typeof CAMPAIGN_TYPES.apiPath>, Draft>({
    identity: CAMPAIGN_TYPES,
    ns: NS,
    searchFields: ['name'],
    emptyDraft: { name: '', isActive: true },
    toDraft: ({ name, isActive }) => ({ name, isActive }),
    toBody: (draft): WriteBodyOf<typeof CAMPAIGN_TYPES.apiPath> => draft,
    dialog: {
      fields: [
        { name: 'name', label: t('common.name'), kind: 'text', required: true, maxLength: recordLimits(CAMPAIGN_TYPES).name.maxLength },
        { name: 'isActive', label: t('common.active'), kind: 'toggle' },
      ],
      activeSwitch: true,
    },
  });

export default function CampaignTypesPage() {
  const { screens } = useScreens(campaignTypes);
  return <ResourceList spec={screens.list} editInDialog={screens.dialog} />;
}
