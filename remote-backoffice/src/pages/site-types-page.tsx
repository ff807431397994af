import { SiteTypesScreen } from '../features/site-types/site-types-screen';

/** Route /backoffice/site-types; rendered inside the host's router, shell and API providers. */
export default function SiteTypesPage() {
  return <SiteTypesScreen />;
}
