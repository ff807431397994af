import { AgencyReviewActions } from '../features/agencies/agency-review-actions';
import { AGENCY_DETAIL, agencyFields, newAgencyFields } from '../features/agencies/agency-detail';
import { useMarketOptions } from '../lib/markets';
import { ResourceDetail } from '@ottilia/shared-admin/screens';

/** Route /backoffice/agencies/:id (`new` asks for a new agency, which then waits for review). */
export default function AgencyDetailPage() {
  const markets = useMarketOptions();
  return (
    <ResourceDetail
      spec={AGENCY_DETAIL}
      fields={agencyFields(markets)}
      createFields={newAgencyFields(markets)}
      actions={(context) => <AgencyReviewActions {...context} />}
    />
  );
}
