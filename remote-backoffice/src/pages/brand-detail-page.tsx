import { BRAND_DETAIL, BRAND_FIELDS } from '../features/brands/brand-detail';
import { ResourceDetail } from '@ottilia/shared-admin/screens';

/** Route /backoffice/brands/:id (`new` creates a brand). */
export default function BrandDetailPage() {
  return <ResourceDetail spec={BRAND_DETAIL} fields={BRAND_FIELDS} />;
}
