import { EMAIL_DOMAIN_DETAIL, EMAIL_DOMAIN_FIELDS } from '../features/email-domains/email-domain-detail';
import { ResourceDetail } from '@ottilia/shared-admin/screens';

/** Route /backoffice/domains/:id (`new` creates an e-mail domain). */
export default function DomainDetailPage() {
  return <ResourceDetail spec={EMAIL_DOMAIN_DETAIL} fields={EMAIL_DOMAIN_FIELDS} />;
}
