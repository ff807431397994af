/** E-mail domains (GET/PUT/DELETE /email-domains): a domain name, its type, Active/Inactive and a state. */
import type { Resource } from '@ottilia/shared-admin';
import type { WireEmailDomain } from '@ottilia/shared-contracts/wire';

/** As GET /email-domains/{eid} answers it: `type` lower case, `state` e.g. VERIFIED or null. */
export type EmailDomain = WireEmailDomain;

export const EMAIL_DOMAINS: Resource = {
  apiPath: '/email-domains',
  route: '/backoffice/domains',
  title: 'Email Domains',
  singular: 'email domain',
  plural: 'email domains',
  permissions: { create: 'domainsCreate', edit: 'domainsEdit', delete: 'domainsDelete' },
  hasActiveFlag: true,
};

/** The types the type filter offers (the API takes any text and stores it lower case). */
export const DOMAIN_TYPES = ['brand', 'agency', 'corporate'] as const;
