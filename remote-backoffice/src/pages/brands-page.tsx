import { BRAND_LIST } from '../features/brands/brand-list';
import { ResourceList } from '@ottilia/shared-admin/screens';

/** Route /backoffice/brands (exact); rendered inside the host's router, shell and API providers. */
export default function BrandsPage() {
  return <ResourceList spec={BRAND_LIST} />;
}
