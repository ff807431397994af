import { ResourceDetail } from '@ottilia/shared-admin/screens';
import { emailDomains } from '../features/email-domains/email-domains';
import { useScreens } from '../lib/use-screens';

/** Route /backoffice/domains/:id (`new` creates an e-mail domain). */
export default function DomainDetailPage() {
  const { screens } = useScreens(emailDomains);
  return <ResourceDetail spec={screens.detail} fields={screens.fields} />;
}
