/**
 * E-mail domains (backoffice): list, export, detail, create/update, bulk activation, delete,
 * history. Nothing refers to a domain by key, so a delete is never refused as in use.
 */
import { EMAIL_DOMAINS } from '@ottilia/shared-contracts/resources';
import { emailDomains } from './email-domain-table.js';
import { defineResource } from '../reference-data/define-resource.js';
import { activeFlag, optionalText, text } from '../reference-data/fields.js';
import { invalidField } from '../reference-data/reference-problems.js';
import { referenceRoutes } from '../reference-data/reference-routes.js';

export const DOMAIN_MAX = 253;
export const TYPE_MAX = 60;
export const STATE_MAX = 40;

/** Host names of two or more labels (letters, digits, inner hyphens) ending in a letter TLD or punycode. */
const DOMAIN = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

export const emailDomainResource = defineResource({
  identity: EMAIL_DOMAINS,
  table: emailDomains,
  fields: {
    name: text({ max: DOMAIN_MAX, column: emailDomains.name, caseInsensitive: true, lowerCase: true, csv: 'Domain', description: 'a domain such as example.com, lower case' }),
    type: text({ max: TYPE_MAX, column: emailDomains.type, caseInsensitive: true, lowerCase: true, csv: 'Type', description: 'lower case, e.g. brand, agency, corporate' }),
    isActive: activeFlag({ column: emailDomains.isActive }),
    state: optionalText({ max: STATE_MAX, column: emailDomains.state, caseInsensitive: true, csv: 'State', description: 'e.g. VERIFIED or PENDING' }),
  },
  async check(_tx, { name }) {
    if (!DOMAIN.test(name)) throw invalidField('name', 'must be a domain name such as example.com');
  },
});

export default referenceRoutes(emailDomainResource);
