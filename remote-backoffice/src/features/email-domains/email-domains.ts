/** E-mail domains (GET/PUT/DELETE /email-domains): a domain name, its type, Active/Inactive and a state. */
import type { Resource } from '@ottilia/shared-admin';
import type { WireEmailDomain } from '@ottilia/shared-contracts/wire';
import type { BackofficeT } from '../../i18n/strings';

/** As GET /email-domains/{eid} answers it: `type` lower case, `state` e.g. VERIFIED or null. */
export type EmailDomain = WireEmailDomain;

/** Where e-mail domains live and who may do what; the names the screens call them come from `emailDomainsResource`. */
export const EMAIL_DOMAINS = {
  apiPath: '/email-domains',
  route: '/backoffice/domains',
  permissions: { create: 'domainsCreate', edit: 'domainsEdit', delete: 'domainsDelete' },
  hasActiveFlag: true,
} as const satisfies Omit<Resource, 'title' | 'singular' | 'plural'>;

/** The resource as the shared screens name it, in the current language. */
export const emailDomainsResource = (t: BackofficeT): Resource => ({
  ...EMAIL_DOMAINS,
  title: t('emailDomains.resource.title'),
  singular: t('emailDomains.resource.singular'),
  plural: t('emailDomains.resource.plural'),
});

/** The types the type filter offers (the API takes any text and stores it lower case). */
export const DOMAIN_TYPES = ['brand', 'agency', 'corporate'] as const;
