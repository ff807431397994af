import { titleCase } from '@ottilia/shared-auth';
import { activeColumn, nameColumn, defineList } from '@ottilia/shared-admin/screens';
import { capitalise, ACTIVE_FILTER, valueFilter } from '@ottilia/shared-admin';
import type { BackofficeT } from '../../i18n/strings';
import { DOMAIN_TYPES, emailDomainsResource, type EmailDomain } from './email-domains';

/** The e-mail domain list in the current language (built at render: its labels come from t). */
export function emailDomainList(t: BackofficeT) {
  const resource = emailDomainsResource(t);
  return defineList<EmailDomain>({
    resource,
    searchFields: ['name', 'type'],
    filters: [
      ACTIVE_FILTER,
      valueFilter(
        'type',
        t('common.type'),
        'type',
        DOMAIN_TYPES.map((type) => ({ value: type, label: capitalise(type) })),
      ),
    ],
    columns: [
      nameColumn(resource),
      { key: 'type', header: t('common.type'), sortable: true, render: (domain) => capitalise(domain.type) },
      { key: 'state', header: t('common.state'), sortable: true, render: (domain) => (domain.state ? titleCase(domain.state) : '—') },
      activeColumn(),
    ],
  });
}
