import { useMemo } from 'react';
import { emailDomainList } from '../features/email-domains/email-domain-list';
import { useBackofficeStrings } from '../i18n/strings';
import { ResourceList } from '@ottilia/shared-admin/screens';

/** Route /backoffice/domains (exact); rendered inside the host's router, shell and API providers. */
export default function DomainsPage() {
  const { t } = useBackofficeStrings();
  const spec = useMemo(() => emailDomainList(t), [t]);
  return <ResourceList spec={spec} />;
}
