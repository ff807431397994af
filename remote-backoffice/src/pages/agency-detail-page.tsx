import { useMemo } from 'react';
import { AgencyReviewActions } from '../features/agencies/agency-review-actions';
import { agencyDetail, agencyFields, newAgencyFields } from '../features/agencies/agency-detail';
import { useBackofficeStrings } from '../i18n/strings';
import { useMarketOptions } from '../lib/markets';
import { ResourceDetail } from '@ottilia/shared-admin/screens';

/** Route /backoffice/agencies/:id (`new` asks for a new agency, which then waits for review). */
export default function AgencyDetailPage() {
  const { t } = useBackofficeStrings();
  const spec = useMemo(() => agencyDetail(t), [t]);
  const markets = useMarketOptions();
  return (
    <ResourceDetail
      spec={spec}
      fields={agencyFields(t, markets)}
      createFields={newAgencyFields(t, markets)}
      actions={(context) => <AgencyReviewActions {...context} />}
    />
  );
}
