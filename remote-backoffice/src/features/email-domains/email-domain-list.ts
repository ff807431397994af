import { titleCase } from '@ottilia/shared-auth';
import { activeColumn, nameColumn, defineList } from '@ottilia/shared-admin/screens';
import { capitalise, ACTIVE_FILTER, valueFilter } from '@ottilia/shared-admin';
import { DOMAIN_TYPES, EMAIL_DOMAINS, type EmailDomain } from './email-domains';

export const EMAIL_DOMAIN_LIST = defineList<EmailDomain>({
  resource: EMAIL_DOMAINS,
  searchFields: ['name', 'type'],
  filters: [
    ACTIVE_FILTER,
    valueFilter(
      'type',
      'Type',
      'type',
      DOMAIN_TYPES.map((type) => ({ value: type, label: capitalise(type) })),
    ),
  ],
  columns: [
    nameColumn(EMAIL_DOMAINS),
    { key: 'type', header: 'Type', sortable: true, render: (domain) => capitalise(domain.type) },
    { key: 'state', header: 'State', sortable: true, render: (domain) => (domain.state ? titleCase(domain.state) : '—') },
    activeColumn(),
  ],
});
