/** E-mail domains (GET/PUT/DELETE /email-domains): a domain name, its type, Active/Inactive and a state. */
import { EMAIL_DOMAINS, capitalise, valueFilter } from '@ottilia/shared-admin';
import { titleCase } from '@ottilia/shared-auth';
import { defineResource, formOf, type FormDraft } from '@ottilia/shared-admin/screens';
import type { WireEmailDomain } from '@ottilia/shared-contracts/wire';
import { NS, type BackofficeT } from '../../i18n/strings';

/** As GET /email-domains/{eid} answers it: `type` lower case, `state` e.g. VERIFIED or null. */
export type EmailDomain = WireEmailDomain;

export type EmailDomainDraft = FormDraft<typeof EMAIL_DOMAINS.apiPath, 'name' | 'type' | 'state' | 'isActive'>;

/** The types the type filter offers (the API takes any text and stores it lower case). */
export const DOMAIN_TYPES = ['brand', 'agency', 'corporate'] as const;

/** The e-mail domain screens in the current language (built at render: their labels come from t). */
export const emailDomains = (t: BackofficeT) =>
  defineResource<EmailDomain, EmailDomainDraft>({
    identity: EMAIL_DOMAINS,
    ns: NS,
    searchFields: ['name', 'type'],
    filters: [
      valueFilter(
        'type',
        t('common.type'),
        'type',
        DOMAIN_TYPES.map((type) => ({ value: type, label: capitalise(type) })),
      ),
    ],
    columns: [
      { key: 'type', header: t('common.type'), sortable: true, render: (domain) => capitalise(domain.type) },
      { key: 'state', header: t('common.state'), sortable: true, render: (domain) => (domain.state ? titleCase(domain.state) : '—') },
    ],
    nameLabel: t('emailDomains.fields.domain'),
    viewRows: [
      { label: t('common.type'), value: (domain) => capitalise(domain.type) },
      { label: t('common.state'), value: (domain) => domain.state && titleCase(domain.state) },
    ],
    // an empty state is no state (formOf: an optional text left empty)
    form: formOf(t, EMAIL_DOMAINS, ['name', 'type', 'state', 'isActive'], {
      name: { label: t('emailDomains.fields.domain'), hint: t('emailDomains.hints.domain') },
    }),
  });
