import { ResourceList } from '@ottilia/shared-admin/screens';
import { brands } from '../features/brands/brands';
import { useScreens } from '../lib/use-screens';

/** Route /backoffice/brands (exact); rendered inside the host's router, shell and API providers. */
export default function BrandsPage() {
  return <ResourceList spec={useScreens(brands).screens.list} />;
}
