import { ResourceList } from '@ottilia/shared-admin/screens';
import { emailDomains } from '../features/email-domains/email-domains';
import { useScreens } from '../lib/use-screens';

/** Route /backoffice/domains (exact); rendered inside the host's router, shell and API providers. */
export default function DomainsPage() {
  return <ResourceList spec={useScreens(emailDomains).screens.list} />;
}
