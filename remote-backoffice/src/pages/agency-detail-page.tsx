import { ResourceDetail } from '@ottilia/shared-admin/screens';
import { agencies, agencyFields, newAgencyFields } from '../features/agencies/agencies';
import { AgencyReviewActions } from '../features/agencies/agency-review-actions';
import { useMarketOptions } from '../lib/markets';
import { useScreens } from '../lib/use-screens';

/** Route /backoffice/agencies/:id (`new` asks for a new agency, which then waits for review). */
export default function AgencyDetailPage() {
  const { t, screens } = useScreens(agencies);
  const markets = useMarketOptions();
  return (
    <ResourceDetail
      spec={screens.detail}
      fields={agencyFields(t, markets)}
      createFields={newAgencyFields(t, markets)}
      actions={(context) => <AgencyReviewActions {...context} />}
    />
  );
}
