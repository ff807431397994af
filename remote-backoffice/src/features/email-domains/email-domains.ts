/** E-mail domains (GET/PUT/DELETE /email-domains): a domain name, its type, Active/Inactive and a state. */
import type { AdminRecord, Resource } from '@ottilia/shared-admin';

export interface EmailDomain extends AdminRecord {
  /** Stored lower case, e.g. 'brand'. */
  type: string;
  isActive: boolean;
  /** e.g. VERIFIED or PENDING; null when none was set. */
  state: string | null;
  createdAt: string;
  updatedAt: string;
}

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
