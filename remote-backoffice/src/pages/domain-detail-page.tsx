import { useMemo } from 'react';
import { emailDomainDetail, emailDomainFields } from '../features/email-domains/email-domain-detail';
import { useBackofficeStrings } from '../i18n/strings';
import { ResourceDetail } from '@ottilia/shared-admin/screens';

/** Route /backoffice/domains/:id (`new` creates an e-mail domain). */
export default function DomainDetailPage() {
  const { t } = useBackofficeStrings();
  const spec = useMemo(() => emailDomainDetail(t), [t]);
  const fields = useMemo(() => emailDomainFields(t), [t]);
  return <ResourceDetail spec={spec} fields={fields} />;
}
