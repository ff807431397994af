import { ResourceDetail } from '@ottilia/shared-admin/screens';
import { brands } from '../features/brands/brands';
import { useScreens } from '../lib/use-screens';

/** Route /backoffice/brands/:id (`new` creates a brand). */
export default function BrandDetailPage() {
  const { screens } = useScreens(brands);
  return <ResourceDetail spec={screens.detail} fields={screens.fields} />;
}
