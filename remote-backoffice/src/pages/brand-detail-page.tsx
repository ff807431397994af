import { useMemo } from 'react';
import { brandDetail, brandFields } from '../features/brands/brand-detail';
import { useBackofficeStrings } from '../i18n/strings';
import { ResourceDetail } from '@ottilia/shared-admin/screens';

/** Route /backoffice/brands/:id (`new` creates a brand). */
export default function BrandDetailPage() {
  const { t } = useBackofficeStrings();
  const spec = useMemo(() => brandDetail(t), [t]);
  const fields = useMemo(() => brandFields(t), [t]);
  return <ResourceDetail spec={spec} fields={fields} />;
}
