import { EMAIL_DOMAIN_LIST } from '../features/email-domains/email-domain-list';
import { ResourceList } from '@ottilia/shared-admin/screens';

/** Route /backoffice/domains (exact); rendered inside the host's router, shell and API providers. */
export default function DomainsPage() {
  return <ResourceList spec={EMAIL_DOMAIN_LIST} />;
}
