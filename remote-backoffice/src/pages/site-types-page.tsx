import { ResourceList } from '@ottilia/shared-admin/screens';
import { siteTypes } from '../features/site-types/site-types';
import { useScreens } from '../lib/use-screens';

/** Route /backoffice/site-types; rendered inside the host's router, shell and API providers. */
export default function SiteTypesPage() {
  const { screens } = useScreens(siteTypes);
  return <ResourceList spec={screens.list} editInDialog={screens.dialog} />;
}
